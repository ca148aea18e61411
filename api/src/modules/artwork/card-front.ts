import {
  clip,
  drawEllipsePath,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type Color,
  type PDFPage,
} from 'pdf-lib';
import {
  CARD_LOGO_MAX_MM,
  PLAIN_FRONT_RGB,
  composeCardFront,
  type CardTextLine,
  type CardTone,
} from 'shared-contracts';
import type { ArtworkCard } from './artwork-card.js';
import { PAGE, PAGE_MM, mm, pdfBox, pdfY } from './geometry.js';
import { BLACK, GREY, WHITE, drawRoundedBox, fitLine, placeLine, type Ink } from './ink.js';

const PLAIN_FRONT = rgb(...PLAIN_FRONT_RGB);
const TONES: Record<CardTone, Color> = { ink: BLACK, muted: GREY, paper: WHITE };

/**
 * The front, as shared-contracts' composeCardFront places it (the checkout's preview draws the
 * same composition): the design over the whole page (bleed included), the logo top left on a
 * white chip, and at the bottom a white band with the name and the designation, the photo a
 * circle at the band's right end.
 */
export async function drawFront(ink: Ink, page: PDFPage, card: ArtworkCard): Promise<void> {
  // The logo's chip is as wide as the logo leaves it: its shape is known once it is read.
  const logo = card.logo
    ? await ink.images.embed(card.logo, {
        widthMm: CARD_LOGO_MAX_MM.width,
        heightMm: CARD_LOGO_MAX_MM.height,
        fit: 'contain',
      })
    : null;
  const front = composeCardFront({
    name: card.name,
    designation: card.designation,
    design: card.design.front !== null,
    photo: card.photo !== null,
    logo: logo && { width: logo.width, height: logo.height },
  });

  if (card.design.front) {
    const design = await ink.images.embed(card.design.front, {
      widthMm: PAGE_MM.width,
      heightMm: PAGE_MM.height,
      fit: 'cover',
    });
    page.drawImage(design, PAGE);
  } else {
    page.drawRectangle({ ...PAGE, color: PLAIN_FRONT });
  }

  page.drawRectangle({ ...pdfBox(front.band.box), color: WHITE, opacity: front.band.opacity });

  if (front.photo && card.photo) {
    const radius = mm(front.photo.radius);
    const centre = { x: mm(front.photo.cx), y: pdfY(front.photo.cy) };
    const diameterMm = 2 * front.photo.radius;
    const photo = await ink.images.embed(card.photo, {
      widthMm: diameterMm,
      heightMm: diameterMm,
      fit: 'cover',
    });
    page.drawCircle({ ...centre, size: radius + mm(front.photo.ring), color: WHITE });
    page.pushOperators(
      pushGraphicsState(),
      ...drawEllipsePath({ ...centre, xScale: radius, yScale: radius }),
      clip(),
      endPath(),
    );
    page.drawImage(photo, {
      x: centre.x - radius,
      y: centre.y - radius,
      width: 2 * radius,
      height: 2 * radius,
    });
    page.pushOperators(popGraphicsState());
  }

  drawLine(ink, page, front.name);
  drawLine(ink, page, front.designation);

  if (front.logo && logo) {
    drawRoundedBox(page, pdfBox(front.logo.chip), mm(front.logo.radius), WHITE);
    page.drawImage(logo, pdfBox(front.logo.image));
  }
}

function drawLine(ink: Ink, page: PDFPage, line: CardTextLine) {
  const fitted = fitLine(ink, line.text, {
    weight: line.weight,
    size: line.maxSizePt,
    maxWidth: mm(line.maxWidth),
  });
  placeLine(ink, page, fitted, { x: mm(line.x), y: pdfY(line.baseline), color: TONES[line.tone] });
}
