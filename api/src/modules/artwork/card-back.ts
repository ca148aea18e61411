import { rgb, type PDFPage } from 'pdf-lib';
import type { ArtworkCard } from './artwork-card.js';
import { PAGE, PAGE_MM, SAFE, mm } from './geometry.js';
import { BLACK, GREY, WHITE, drawRoundedBox, fitLine, placeLine, type Ink } from './ink.js';
import { drawQrCode } from './qr-code.js';

/** Without a design: a light grey, so the white panel still shows its edge. */
const PLAIN_BACK = rgb(0.93, 0.94, 0.96);

/**
 * The QR code's side, quiet zone included: with a 35-character URL (version 4 at Q, 33 modules,
 * 41 with the quiet zone) a module is 0.68 mm, which a phone reads from a hand's length.
 */
const QR_MM = 28;
const PANEL = { width: mm(46), height: mm(36), bottom: mm(11), radius: mm(2.5) };
const CODE_SIZE = 5.5;

/**
 * The back: the design over the whole page, a white panel in the middle holding the QR code of
 * the card's URL and the URL itself under it, and in the bottom corners the order code (left)
 * and the card code (right), small, each on a white chip, inside the safe area.
 */
export async function drawBack(ink: Ink, page: PDFPage, card: ArtworkCard): Promise<void> {
  if (card.design.back) {
    const design = await ink.images.embed(card.design.back, {
      widthMm: PAGE_MM.width,
      heightMm: PAGE_MM.height,
      fit: 'cover',
    });
    page.drawImage(design, PAGE);
  } else {
    page.drawRectangle({ ...PAGE, color: PLAIN_BACK });
  }

  const centre = PAGE.width / 2;
  const panelTop = PANEL.bottom + PANEL.height;
  drawRoundedBox(
    page,
    { x: centre - PANEL.width / 2, y: PANEL.bottom, width: PANEL.width, height: PANEL.height },
    PANEL.radius,
    WHITE,
  );
  const qrSize = mm(QR_MM);
  drawQrCode(page, card.url, {
    x: centre - qrSize / 2,
    y: panelTop - mm(1.5) - qrSize,
    size: qrSize,
  });
  const url = fitLine(ink, card.url, { weight: 'regular', size: 6, maxWidth: PANEL.width - mm(3) });
  placeLine(ink, page, url, {
    x: centre,
    y: PANEL.bottom + mm(2.4),
    color: BLACK,
    align: 'center',
  });

  const right = SAFE.x + SAFE.width;
  codeChip(ink, page, card.orderCode, SAFE.x, 'left');
  codeChip(ink, page, card.code, right, 'right');
}

/** A code in small type on a white chip whose outer edge is `edge`, inside the safe area. */
function codeChip(ink: Ink, page: PDFPage, code: string, edge: number, side: 'left' | 'right') {
  const padding = mm(1);
  const line = fitLine(ink, code, { weight: 'regular', size: CODE_SIZE, maxWidth: mm(30) });
  const width = line.width + 2 * padding;
  drawRoundedBox(
    page,
    { x: side === 'left' ? edge : edge - width, y: SAFE.y, width, height: mm(3.2) },
    mm(0.8),
    WHITE,
  );
  placeLine(ink, page, line, {
    x: side === 'left' ? edge + padding : edge - padding,
    y: SAFE.y + mm(1.1),
    color: GREY,
    align: side,
  });
}
