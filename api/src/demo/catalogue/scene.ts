import { CARD_HEIGHT as H, CARD_RADIUS, CARD_WIDTH as W } from './card-size.js';
import type { CardDesign } from './designs.js';
import { mix, radialGradient, type Drawing } from './svg.js';

/** Square, as the shop's grid and carousel show them. */
export const IMAGE_SIZE = 1200;

/** The surface the card lies on: a soft pool of light on the design's tint. */
export function backdrop(tint: string): Drawing {
  return {
    defs: radialGradient(
      'backdrop',
      [
        [0, mix(tint, '#ffffff', 0.75)],
        [0.65, mix(tint, '#ffffff', 0.2)],
        [1, mix(tint, '#000000', 0.08)],
      ],
      { cx: 0.45, cy: 0.35, r: 0.85 },
    ),
    body: `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="url(#backdrop)"/>`,
  };
}

export interface Placement {
  cx: number;
  cy: number;
  scale: number;
  /** Degrees, clockwise. */
  angle: number;
}

/**
 * A soft shadow of a rounded rectangle, as stacked translucent layers that shrink towards the
 * middle: it looks like a blur, and a Gaussian blur filter would cost librsvg several times more.
 */
export function softShadow(
  x: number,
  y: number,
  width: number,
  height: number,
  {
    spread,
    radius,
    opacity,
    layers = 10,
  }: { spread: number; radius: number; opacity: number; layers?: number },
) {
  return Array.from({ length: layers }, (_, i) => {
    const grow = spread * (1 - (2 * i) / layers);
    return `<rect x="${x - grow}" y="${y - grow}" width="${width + 2 * grow}" height="${height + 2 * grow}" rx="${Math.max(radius, radius + grow)}" fill="#000000" fill-opacity="${(opacity / layers).toFixed(3)}"/>`;
  }).join('');
}

/**
 * A face laid on the backdrop: a wide soft shadow, a tight contact shadow, the card's edge (it is
 * 0.8 mm thick, so a sliver shows below the face), then the face.
 */
export function placeCard(
  face: Drawing,
  edge: string,
  { cx, cy, scale, angle }: Placement,
): Drawing {
  return {
    defs: face.defs,
    body: `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(${-W / 2} ${-H / 2})">${softShadow(
      14,
      44,
      W,
      H,
      { spread: 30, radius: CARD_RADIUS, opacity: 0.4, layers: 16 },
    )}${softShadow(2, 8, W, H, { spread: 5, radius: CARD_RADIUS, opacity: 0.4, layers: 4 })}<rect y="5" width="${W}" height="${H}" rx="${CARD_RADIUS}" fill="${edge}"/>${face.body}</g>`,
  };
}

/** The colour of the card's side: darker than its face. */
export const edgeColour = (design: CardDesign) =>
  mix(design.look.colors[design.look.colors.length - 1]!, '#000000', 0.35);
