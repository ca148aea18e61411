import sharp from 'sharp';
import { cardBack, cardFront } from './card-faces.js';
import type { CardDesign } from './designs.js';
import { inHandScene } from './in-hand.js';
import { backdrop, edgeColour, IMAGE_SIZE, placeCard } from './scene.js';
import { drawnOnce } from './drawn-once.js';
import { svgDocument, type Drawing } from './svg.js';

const JPEG_QUALITY = 82;

export interface CardImage {
  name: 'front' | 'back' | 'in-hand';
  data: Buffer;
}

/** The card lying on its backdrop, turned a little as a photographer would turn it. */
function lyingScene(design: CardDesign, face: Drawing, angle: number): Drawing[] {
  return [
    backdrop(design.look.backdrop),
    placeCard(face, edgeColour(design), { cx: 600, cy: 590, scale: 1.08, angle }),
  ];
}

async function render(parts: Drawing[]): Promise<Buffer> {
  const drawing = {
    defs: parts.map((p) => p.defs).join(''),
    body: parts.map((p) => p.body).join(''),
  };
  const svg = svgDocument(IMAGE_SIZE, drawing);
  return drawnOnce(svg, `jpeg ${JPEG_QUALITY}`, () =>
    sharp(svg).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
  );
}

/** A design's product photos, drawn: its front, its back, and the card held in a hand. */
export async function renderCardImages(design: CardDesign): Promise<CardImage[]> {
  const [front, back, inHand] = await Promise.all([
    render(lyingScene(design, cardFront(design, 'front'), -4)),
    render(lyingScene(design, cardBack(design, 'back'), 3)),
    render(inHandScene(design)),
  ]);
  return [
    { name: 'front', data: front },
    { name: 'back', data: back },
    { name: 'in-hand', data: inHand },
  ];
}
