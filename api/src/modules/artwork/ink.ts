import {
  PDFOperator,
  PDFOperatorNames,
  PDFNumber,
  cmyk,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  type Color,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { fitTextSize } from 'shared-contracts';
import type { Fonts, Weight } from './fonts.js';
import type { Box } from './geometry.js';
import type { PdfImages } from './images.js';
import type { PdfFonts } from './pdf-fonts.js';
import { shapeText, type ShapedText } from './shape-text.js';

/** What drawing a card needs: the document and what it shares between its pages. */
export interface Ink {
  doc: PDFDocument;
  fonts: Fonts;
  text: PdfFonts;
  images: PdfImages;
}

/** What setting text needs: the faces, and the document's fonts that embed what is drawn. */
export type TextInk = Pick<Ink, 'fonts' | 'text'>;

/** Text is black ink alone (K): small type printed in four inks blurs where they miss register. */
export const BLACK = cmyk(0, 0, 0, 1);
export const GREY = cmyk(0, 0, 0, 0.72);
export const WHITE = cmyk(0, 0, 0, 0);

export interface TextStyle {
  weight: Weight;
  /** The largest size, in points; longer text is set smaller to fit `maxWidth`. */
  size: number;
  maxWidth: number;
}

/** A line of text shaped and sized to fit. */
export interface Line {
  shaped: ShapedText;
  size: number;
  /** In points. */
  width: number;
}

export function fitLine(ink: TextInk, value: string, { weight, size, maxWidth }: TextStyle): Line {
  const shaped = shapeText(ink.fonts, weight, value);
  const fitted = fitTextSize(size, shaped.width, maxWidth);
  return { shaped, size: fitted, width: shaped.width * fitted };
}

/** Draws `line` with its baseline at `y`, starting at `x` (or centred on it, or ending at it). */
export function placeLine(
  ink: TextInk,
  page: PDFPage,
  line: Line,
  { x, y, color, align = 'left' }: { x: number; y: number; color: Color; align?: Align },
): void {
  const left = align === 'left' ? x : align === 'center' ? x - line.width / 2 : x - line.width;
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(color),
    ...ink.text.textOperators(page, line.shaped, { x: left, y, size: line.size }),
    popGraphicsState(),
  );
}

export type Align = 'left' | 'center' | 'right';

/** The control-point distance that makes a cubic Bézier a quarter circle. */
const KAPPA = 0.5523;

/** A filled rectangle with rounded corners. */
export function drawRoundedBox(page: PDFPage, box: Box, radius: number, color: Color): void {
  const { x, y, width, height } = box;
  const r = Math.min(radius, width / 2, height / 2);
  const k = r * KAPPA;
  const n = (value: number) => PDFNumber.of(Math.round(value * 1000) / 1000);
  const op = (name: PDFOperatorNames, ...args: number[]) => PDFOperator.of(name, args.map(n));
  const right = x + width;
  const top = y + height;
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(color),
    op(PDFOperatorNames.MoveTo, x + r, y),
    op(PDFOperatorNames.LineTo, right - r, y),
    op(PDFOperatorNames.AppendBezierCurve, right - r + k, y, right, y + r - k, right, y + r),
    op(PDFOperatorNames.LineTo, right, top - r),
    op(PDFOperatorNames.AppendBezierCurve, right, top - r + k, right - r + k, top, right - r, top),
    op(PDFOperatorNames.LineTo, x + r, top),
    op(PDFOperatorNames.AppendBezierCurve, x + r - k, top, x, top - r + k, x, top - r),
    op(PDFOperatorNames.LineTo, x, y + r),
    op(PDFOperatorNames.AppendBezierCurve, x, y + r - k, x + r - k, y, x + r, y),
    PDFOperator.of(PDFOperatorNames.ClosePath),
    PDFOperator.of(PDFOperatorNames.FillNonZero),
    popGraphicsState(),
  );
}
