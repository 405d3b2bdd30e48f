// `--name value` pairs of a benchmark's command line: `node … --rounds 3 --clients 20` → { rounds: '3', clients: '20' }.
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv
      .join(' ')
      .split('--')
      .filter(Boolean)
      .map((a) => a.trim().split(/\s+/)),
  );
}
