/**
 * Fund passwords a thief tries first, refused wherever one is set or changed (on top of the old
 * clients' rule, exactly 6 digits): one digit repeated (`000000`, `777777`), a pair or a triple repeated
 * (`121212`, `123123`, `007007`), and consecutive digits up or down, 0 following 9 as on a keyboard
 * (`123456`, `012345`, `567890`, `654321`, `098765`). About 1,100 of the million; a password already
 * set is still accepted when paying.
 */
export function isTrivialSafeword(safeword: string): boolean {
  const d = [...safeword].map(Number);
  const repeats = (period: number) => d.every((n, i) => i < period || n === d[i - period]);
  const run = (step: 1 | 9) => d.every((n, i) => i === 0 || n === (d[i - 1] + step) % 10);
  return repeats(1) || repeats(2) || repeats(3) || run(1) || run(9);
}
