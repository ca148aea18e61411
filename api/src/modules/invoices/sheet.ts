import { rgb, type Color, type PDFDocument, type PDFPage } from 'pdf-lib';
import {
  PdfFonts,
  UnprintableTextError,
  fitLine,
  placeLine,
  shapeText,
  type Align,
  type Fonts,
  type TextInk,
  type Weight,
} from '../artwork/public.js';

/** A4 portrait, in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;

export const INK = rgb(0.12, 0.13, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);
export const RULE = rgb(0.78, 0.8, 0.84);
export const SHADE = rgb(0.95, 0.96, 0.97);
export const WHITE = rgb(1, 1, 1);

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: Color;
}

/**
 * The pages of one document and a pen going down them: text set with the artwork module's faces
 * (HarfBuzz-shaped, embedded as subsets that read back as typed), wrapped to a width.
 */
export class Sheet {
  readonly ink: TextInk;
  page!: PDFPage;
  /** The baseline the next line goes on, from the page's bottom. */
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    fonts: Fonts,
  ) {
    this.ink = { fonts, text: new PdfFonts(doc.context) };
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /**
   * `value` with what no face can draw shown as "?": a buyer may type a script the fonts lack
   * (Bengali, Telugu, ...), and an invoice must be issued all the same; its data keeps the text.
   */
  printable(value: string, weight: Weight = 'regular'): string {
    try {
      shapeText(this.ink.fonts, weight, value);
      return value;
    } catch (error) {
      if (!(error instanceof UnprintableTextError)) throw error;
      let replaced = value;
      for (const character of error.characters) replaced = replaced.split(character).join('?');
      return replaced;
    }
  }

  widthOf(value: string, { size, weight = 'regular' }: TextStyle): number {
    return shapeText(this.ink.fonts, weight, this.printable(value, weight)).width * size;
  }

  /**
   * Draws one line with its baseline at `y`; set smaller when it would be wider than `maxWidth`.
   * Returns its width.
   */
  text(
    value: string,
    {
      x,
      y,
      align = 'left',
      maxWidth = CONTENT_WIDTH,
      ...style
    }: TextStyle & {
      x: number;
      y: number;
      align?: Align;
      maxWidth?: number;
    },
  ): number {
    if (value === '') return 0;
    const weight = style.weight ?? 'regular';
    const line = fitLine(this.ink, this.printable(value, weight), {
      weight,
      size: style.size,
      maxWidth,
    });
    placeLine(this.ink, this.page, line, { x, y, color: style.color ?? INK, align });
    return line.width;
  }

  /** `value` broken into lines of at most `width`, at spaces (mid-word only for a longer word). */
  wrap(value: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.widthOf(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.widthOf(line, style) > width && [...line].length > 1) {
          const chars = [...line];
          let fit = chars.length - 1;
          while (fit > 1 && this.widthOf(chars.slice(0, fit).join(''), style) > width) fit--;
          lines.push(chars.slice(0, fit).join(''));
          line = chars.slice(fit).join('');
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  rule(y: number, { x = MARGIN, width = CONTENT_WIDTH, thickness = 0.6, color = RULE } = {}) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color });
  }

  box(x: number, y: number, width: number, height: number, color: Color) {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  /** Writes the fonts used into the document: after the last text is drawn. */
  finish(): void {
    this.ink.text.finish();
  }
}
