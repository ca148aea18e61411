import sharp from 'sharp';
import { IMAGE_MAX_SIDE_PX } from 'shared-contracts';
import { reencodeImage, STORED_JPEG, type EncodedImage } from '../../modules/files/public.js';
import { cardBack, cardFront } from './card-faces.js';
import type { CardDesign } from './designs.js';
import { inHandScene } from './in-hand.js';
import { backdrop, edgeColour, IMAGE_SIZE, placeCard } from './scene.js';
import { drawnOnce } from './drawn-once.js';
import { svgDocument, type Drawing } from './svg.js';

const JPEG_QUALITY = 82;

/** A product photo as the catalogue stores it: drawn, then re-encoded as an upload is. */
export interface CardImage extends EncodedImage {
  name: 'front' | 'back' | 'in-hand';
}

/** The card lying on its backdrop, turned a little as a photographer would turn it. */
function lyingScene(design: CardDesign, face: Drawing, angle: number): Drawing[] {
  return [
    backdrop(design.look.backdrop),
    placeCard(face, edgeColour(design), { cx: 600, cy: 590, scale: 1.08, angle }),
  ];
}

async function render(parts: Drawing[]): Promise<EncodedImage> {
  const drawing = {
    defs: parts.map((p) => p.defs).join(''),
    body: parts.map((p) => p.body).join(''),
  };
  const svg = svgDocument(IMAGE_SIZE, drawing);
  // Kept re-encoded: the seed stores these bytes as they are, instead of encoding each again.
  const encoding = JSON.stringify({ drawn: JPEG_QUALITY, stored: STORED_JPEG, IMAGE_MAX_SIDE_PX });
  const data = await drawnOnce(svg, encoding, async () => {
    const drawn = await sharp(svg).jpeg({ quality: JPEG_QUALITY }).toBuffer();
    return (await reencodeImage(drawn)).data;
  });
  const { width = IMAGE_SIZE, height = IMAGE_SIZE } = await sharp(data).metadata();
  return { data, contentType: 'image/jpeg', extension: 'jpg', width, height };
}

/** A design's product photos, drawn: its front, its back, and the card held in a hand. */
export async function renderCardImages(design: CardDesign): Promise<CardImage[]> {
  const [front, back, inHand] = await Promise.all([
    render(lyingScene(design, cardFront(design, 'front'), -4)),
    render(lyingScene(design, cardBack(design, 'back'), 3)),
    render(inHandScene(design)),
  ]);
  return [
    { name: 'front', ...front },
    { name: 'back', ...back },
    { name: 'in-hand', ...inHand },
  ];
}
