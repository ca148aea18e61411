import { drawObject, popGraphicsState, pushGraphicsState, translate, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * As the card's QR image (portfolio/qr-image.ts): Q restores a quarter of the symbol, enough for a
 * scuffed card, without the denser symbol (smaller modules at the same size) that H would need.
 */
const ERROR_CORRECTION = 'Q';
/** The quiet zone the standard asks for, in modules, white like the modules' background. */
export const QUIET_ZONE = 4;

const n = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Draws the QR code of `text` as vector, the symbol and its quiet zone filling a `size`-point
 * square whose bottom-left corner is (x, y): one path of a rectangle per run of dark modules,
 * filled once (no seams between touching modules in any viewer), black ink only (K) for a sharp
 * print. The path is a form of its own, written compressed: as pdf-lib operators on the page, a
 * print batch of 500 cards held over half a million small objects (an operator and four numbers
 * a run) until it was saved.
 */
export function drawQrCode(
  page: PDFPage,
  text: string,
  { x, y, size }: { x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE);
  const top = size - QUIET_ZONE * module;
  const path: string[] = ['0 0 0 1 k'];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      let length = 1;
      while (col + length < count && modules.get(row, col + length)) length++;
      const left = (QUIET_ZONE + col) * module;
      path.push(`${n(left)} ${n(top - (row + 1) * module)} ${n(length * module)} ${n(module)} re`);
      col += length;
    }
  }
  path.push('f');
  const { context } = page.doc;
  const form = context.register(
    context.flateStream(path.join('\n'), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, size, size],
    }),
  );
  const name = page.node.newXObject('QR', form);
  page.pushOperators(pushGraphicsState(), translate(x, y), drawObject(name), popGraphicsState());
}
