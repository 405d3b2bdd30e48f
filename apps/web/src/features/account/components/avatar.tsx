import { AVATAR_COUNT } from '@mall/contracts';

/** Avatar without image assets: a coloured circle with the initial and the avatar index (1..19). */
export function Avatar({ name, index, size = 72 }: { name: string; index: string | number; size?: number }) {
  const n = Math.min(Math.max(Number.parseInt(String(index), 10) || 1, 1), AVATAR_COUNT);
  const hue = Math.round(((n - 1) * 360) / AVATAR_COUNT);
  const initial = (name.trim().charAt(0) || '?').toUpperCase();
  return (
    <span
      className="avatar"
      style={{ inlineSize: size, blockSize: size, background: `hsl(${hue} 55% 42%)`, fontSize: size * 0.42 }}
      aria-hidden="true"
      data-avatar={n}
    >
      {initial}
      <span className="avatar__index">{n}</span>
    </span>
  );
}
