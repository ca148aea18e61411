import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone the QR standard asks for, in modules. */
const MARGIN = 4;

/** The dark modules of `text`'s QR code as one SVG path, one unit a module. */
function qrOf(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.data[y * modules.size + x]) path += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, path };
}

/**
 * A link's QR code drawn here (the API's QR route draws a person's card, not a chip's link), for a
 * phone app to read the link the chip must hold.
 */
export function QrCode({ text, label, px = 168 }: { text: string; label: string; px?: number }) {
  const { size, path } = useMemo(() => qrOf(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={px}
      height={px}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
