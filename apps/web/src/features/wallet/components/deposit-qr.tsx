import { useEffect, useState } from 'react';

/** Quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4;

interface QrDrawing {
  text: string;
  /** modules across, quiet zone included */
  size: number;
  /** every dark module as a `M{x},{y}h1v1h-1z` square */
  d: string;
}

/** The QR code of `text` (byte mode, error correction M); the encoder loads on first use. */
async function drawQr(text: string): Promise<QrDrawing> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + QUIET},${r + QUIET}h1v1h-1z`;
  return { text, size: n + 2 * QUIET, d };
}

/**
 * A QR code as inline SVG (no canvas, no image request). The box has its final size from the first
 * paint (white until the encoder, a separate chunk, has drawn it), so nothing moves; it scales
 * crisply at any size. `label` names it for screen readers.
 */
export function DepositQr({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const [qr, setQr] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let live = true;
    void drawQr(value).then((q) => live && setQr(q));
    return () => {
      live = false;
    };
  }, [value]);
  const drawn = qr?.text === value ? qr : null;
  const modules = drawn?.size ?? 1;
  return (
    <svg
      className="wallet-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="deposit-qr"
      data-qr-text={drawn ? value : undefined}
      aria-busy={drawn ? undefined : true}
    >
      <rect width={modules} height={modules} fill="#fff" />
      {drawn ? <path d={drawn.d} fill="#000" /> : null}
    </svg>
  );
}
