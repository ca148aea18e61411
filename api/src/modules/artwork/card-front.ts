import {
  clip,
  drawEllipsePath,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import type { ArtworkCard } from './artwork-card.js';
import { PAGE, PAGE_MM, SAFE, mm } from './geometry.js';
import { BLACK, GREY, WHITE, drawRoundedBox, fitLine, placeLine, type Ink } from './ink.js';

/** Without a design: a deep ink blue, under the white band. */
const PLAIN_FRONT = rgb(0.09, 0.16, 0.27);

/** The band the name sits on: from the bleed's bottom edge to this height. */
const BAND_TOP = mm(24);
/** Lets the design show through a little; the text on it stays black on near-white. */
const BAND_OPACITY = 0.92;
const PHOTO = { diameter: mm(19), ring: mm(0.8), centreY: mm(17) };
const LOGO = { width: 23, height: 8, padding: 1.5 };

/**
 * The front: the design over the whole page (bleed included), the logo top left on a white chip,
 * and at the bottom a white band with the name (bold, as large as fits, up to 13 pt) and the
 * designation, the photo a circle at the band's right end.
 */
export async function drawFront(ink: Ink, page: PDFPage, card: ArtworkCard): Promise<void> {
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

  page.drawRectangle({
    x: 0,
    y: 0,
    width: PAGE.width,
    height: BAND_TOP,
    color: WHITE,
    opacity: card.design.front ? BAND_OPACITY : 1,
  });

  const right = SAFE.x + SAFE.width;
  let textRight = right;
  if (card.photo) {
    const radius = PHOTO.diameter / 2;
    const centre = { x: right - radius, y: PHOTO.centreY };
    const photo = await ink.images.embed(card.photo, {
      widthMm: 19,
      heightMm: 19,
      fit: 'cover',
    });
    page.drawCircle({ ...centre, size: radius + PHOTO.ring, color: WHITE });
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
    textRight = centre.x - radius - PHOTO.ring - mm(2);
  }

  const maxWidth = textRight - SAFE.x;
  const name = fitLine(ink, card.name, { weight: 'bold', size: 13, maxWidth });
  placeLine(ink, page, name, { x: SAFE.x, y: mm(14.5), color: BLACK });
  const designation = fitLine(ink, card.designation, { weight: 'regular', size: 7.5, maxWidth });
  placeLine(ink, page, designation, { x: SAFE.x, y: mm(9), color: GREY });

  if (card.logo) {
    const logo = await ink.images.embed(card.logo, {
      widthMm: LOGO.width,
      heightMm: LOGO.height,
      fit: 'contain',
    });
    const scale = Math.min(mm(LOGO.width) / logo.width, mm(LOGO.height) / logo.height);
    const width = logo.width * scale;
    const height = logo.height * scale;
    const padding = mm(LOGO.padding);
    const top = SAFE.y + SAFE.height;
    drawRoundedBox(
      page,
      {
        x: SAFE.x,
        y: top - height - 2 * padding,
        width: width + 2 * padding,
        height: height + 2 * padding,
      },
      mm(1.5),
      WHITE,
    );
    page.drawImage(logo, { x: SAFE.x + padding, y: top - height - padding, width, height });
  }
}
