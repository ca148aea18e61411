import { PDFOperator, PDFOperatorNames, PDFNumber } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * As the card's QR image (portfolio/qr-image.ts): Q restores a quarter of the symbol, enough for a
 * scuffed card, without the denser symbol (smaller modules at the same size) that H would need.
 */
const ERROR_CORRECTION = 'Q';
/** The quiet zone the standard asks for, in modules, white like the modules' background. */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text` as vector: one path of a rectangle per run of dark modules, filled once
 * (so no seams between touching modules in any viewer), the symbol and its quiet zone filling a
 * `size`-point square whose bottom-left corner is (x, y). Black only (K), for a sharp print.
 */
export function qrOperators(text: string, { x, y, size }: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * module;
  const top = y + size - QUIET_ZONE * module;
  const n = (value: number) => PDFNumber.of(Math.round(value * 1000) / 1000);
  const ops: PDFOperator[] = [
    PDFOperator.of(PDFOperatorNames.PushGraphicsState),
    PDFOperator.of(PDFOperatorNames.NonStrokingColorCmyk, [0, 0, 0, 1].map(n)),
  ];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      let length = 1;
      while (col + length < count && modules.get(row, col + length)) length++;
      ops.push(
        PDFOperator.of(PDFOperatorNames.AppendRectangle, [
          n(left + col * module),
          n(top - (row + 1) * module),
          n(length * module),
          n(module),
        ]),
      );
      col += length;
    }
  }
  ops.push(
    PDFOperator.of(PDFOperatorNames.FillNonZero),
    PDFOperator.of(PDFOperatorNames.PopGraphicsState),
  );
  return { ops, modules: count + 2 * QUIET_ZONE };
}
