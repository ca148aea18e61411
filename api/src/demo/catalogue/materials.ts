import { CARD_HEIGHT as H, CARD_WIDTH as W } from './card-size.js';
import type { CardLook } from './designs.js';
import { linearGradient, polyline, radialGradient, round, type Drawing } from './svg.js';

/**
 * A card's material, filling 0,0-W,H; the caller clips it to the card's shape. `id` prefixes
 * every definition so two faces can share one document.
 */
export function material(look: CardLook, id: string, random: () => number): Drawing {
  return MATERIALS[look.finish](look, id, random);
}

type Material = (look: CardLook, id: string, random: () => number) => Drawing;

const fill = (paint: string) => `<rect width="${W}" height="${H}" fill="${paint}"/>`;

/** The broad soft reflection across a smooth surface; stronger on gloss than on matte. */
const sheen = (id: string, strength: number): Drawing => ({
  defs: linearGradient(
    `${id}-sheen`,
    [
      [0, '#ffffff', 0],
      [0.42, '#ffffff', strength],
      [0.5, '#ffffff', strength * 0.35],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 0.6],
  ),
  body: fill(`url(#${id}-sheen)`),
});

const combine = (...parts: Drawing[]): Drawing => ({
  defs: parts.map((p) => p.defs).join(''),
  body: parts.map((p) => p.body).join(''),
});

const gloss: Material = ({ colors }, id) =>
  combine(
    {
      defs: linearGradient(`${id}-base`, [
        [0, colors[0]!],
        [0.55, colors[1]!],
        [1, colors[2]!],
      ]),
      body: fill(`url(#${id}-base)`),
    },
    {
      defs: radialGradient(
        `${id}-glow`,
        [
          [0, '#ffffff', 0.28],
          [1, '#ffffff', 0],
        ],
        { cx: 0.2, cy: 0.1, r: 0.7 },
      ),
      body: fill(`url(#${id}-glow)`),
    },
    sheen(id, 0.16),
  );

const matte: Material = ({ colors }, id) =>
  combine(
    {
      defs: radialGradient(
        `${id}-base`,
        [
          [0, colors[0]!],
          [0.7, colors[1]!],
          [1, colors[2]!],
        ],
        { cx: 0.35, cy: 0.3, r: 0.9 },
      ),
      body: fill(`url(#${id}-base)`),
    },
    sheen(id, 0.05),
  );

/**
 * A fine woven texture in two directions over the matte base: drawn as two paths of hairlines,
 * which librsvg renders faster than a tiny repeating pattern.
 */
const linen: Material = (look, id, random) => {
  const base = matte(look, id, random);
  const rows = Array.from({ length: Math.ceil(H / 4) }, (_, i) => `M0 ${i * 4 + 1}H${W}`).join('');
  const columns = Array.from({ length: Math.ceil(W / 4) }, (_, i) => `M${i * 4 + 2} 0V${H}`).join(
    '',
  );
  return {
    defs: base.defs,
    body: `${base.body}<path d="${rows}" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1.6"/><path d="${columns}" stroke="#000000" stroke-opacity="0.12" stroke-width="1.6"/>`,
  };
};

/** Twill weave: tows alternate direction in a checkerboard, each shaded across its width. */
const carbon: Material = ({ colors }, id) => {
  const tow = 22;
  const across = linearGradient(
    `${id}-tow-h`,
    [
      [0, colors[2]!],
      [0.5, colors[0]!],
      [1, colors[2]!],
    ],
    [0, 0, 0, 1],
  );
  const down = linearGradient(
    `${id}-tow-v`,
    [
      [0, colors[2]!],
      [0.5, colors[1]!],
      [1, colors[2]!],
    ],
    [0, 0, 1, 0],
  );
  return combine(
    {
      defs: `${across}${down}<pattern id="${id}-weave" width="${tow * 2}" height="${tow * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${tow}" height="${tow}" fill="url(#${id}-tow-h)"/><rect x="${tow}" y="${tow}" width="${tow}" height="${tow}" fill="url(#${id}-tow-h)"/><rect x="${tow}" width="${tow}" height="${tow}" fill="url(#${id}-tow-v)"/><rect y="${tow}" width="${tow}" height="${tow}" fill="url(#${id}-tow-v)"/></pattern>`,
      body: fill(`url(#${id}-weave)`),
    },
    {
      defs: radialGradient(
        `${id}-shade`,
        [
          [0, '#000000', 0],
          [1, '#000000', 0.55],
        ],
        { cx: 0.4, cy: 0.35, r: 0.85 },
      ),
      body: fill(`url(#${id}-shade)`),
    },
    sheen(id, 0.1),
  );
};

/** A vein wanders across the card in small random turns. */
function vein(random: () => number): [number, number][] {
  let x = -40;
  let y = random() * H;
  let heading = (random() - 0.5) * 1.2;
  const points: [number, number][] = [[x, y]];
  while (x < W + 40) {
    heading += (random() - 0.5) * 0.5;
    heading = Math.max(-1.1, Math.min(1.1, heading));
    x += 14 * Math.cos(heading);
    y += 14 * Math.sin(heading);
    points.push([x, y]);
  }
  return points;
}

const marble: Material = ({ colors }, id, random) => {
  const veins = Array.from({ length: 9 }, (_, i) => {
    const path = polyline(vein(random));
    const broad = i < 3;
    return broad
      ? `<path d="${path}" fill="none" stroke="${colors[1]}" stroke-width="${round(18 + random() * 16)}" stroke-opacity="0.55" stroke-linecap="round"/>`
      : `<path d="${path}" fill="none" stroke="${colors[2]}" stroke-width="${round(0.8 + random() * 2.2)}" stroke-opacity="${round(0.35 + random() * 0.4)}"/>`;
  }).join('');
  return combine(
    {
      defs: linearGradient(`${id}-base`, [
        [0, colors[0]!],
        [1, colors[1]!],
      ]),
      body: fill(`url(#${id}-base)`),
    },
    { defs: '', body: veins },
    sheen(id, 0.06),
  );
};

/**
 * Brushed metal: a horizontal reflection with soft bands, then hundreds of hair-fine strokes of
 * lighter and darker metal running the card's length.
 */
const brushed: Material = ({ colors }, id, random) => {
  const [light, mid, dark] = colors as [string, string, string];
  const strokes = Array.from({ length: 260 }, () => {
    const y = round(random() * H);
    const bright = random() < 0.5;
    return `<rect y="${y}" width="${W}" height="${round(0.6 + random() * 1.6)}" fill="${bright ? '#ffffff' : '#000000'}" fill-opacity="${round(0.03 + random() * 0.08)}"/>`;
  }).join('');
  return combine(
    {
      defs: linearGradient(
        `${id}-base`,
        [
          [0, mid],
          [0.18, light],
          [0.38, mid],
          [0.58, dark],
          [0.78, light],
          [1, mid],
        ],
        [0, 0, 1, 0.25],
      ),
      body: fill(`url(#${id}-base)`),
    },
    { defs: '', body: strokes },
    sheen(id, 0.12),
  );
};

/**
 * Wood: grain lines run along the card and bend around a knot, with growth rings drawn around
 * the knot itself.
 */
const wood: Material = ({ colors }, id, random) => {
  const [light, mid, dark] = colors as [string, string, string];
  const knot = { x: W * (0.55 + random() * 0.3), y: H * (0.25 + random() * 0.5) };
  const lines: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const y0 = (i / 70) * (H + 80) - 40 + random() * 6;
    const amplitude = 3 + random() * 5;
    const frequency = 0.004 + random() * 0.004;
    const phase = random() * Math.PI * 2;
    const away = y0 < knot.y ? -1 : 1;
    const closeness = Math.exp(-((y0 - knot.y) ** 2) / (2 * 70 ** 2));
    const points: [number, number][] = [];
    for (let x = -20; x <= W + 20; x += 12) {
      const bend = away * 70 * closeness * Math.exp(-((x - knot.x) ** 2) / (2 * 90 ** 2));
      points.push([x, y0 + amplitude * Math.sin(x * frequency + phase) + bend]);
    }
    const darkLine = random() < 0.6;
    lines.push(
      `<path d="${polyline(points)}" fill="none" stroke="${darkLine ? dark : light}" stroke-width="${round(0.8 + random() * (darkLine ? 3.5 : 2))}" stroke-opacity="${round(darkLine ? 0.25 + random() * 0.35 : 0.2 + random() * 0.25)}"/>`,
    );
  }
  const rings = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="${round(knot.x)}" cy="${round(knot.y)}" rx="${8 + i * 9}" ry="${3 + i * 4}" fill="none" stroke="${dark}" stroke-width="${i === 0 ? 5 : 1.5}" stroke-opacity="${0.55 - i * 0.07}"/>`,
  ).join('');
  return combine(
    {
      defs: linearGradient(
        `${id}-base`,
        [
          [0, light],
          [0.5, mid],
          [1, light],
        ],
        [0, 0, 0.3, 1],
      ),
      body: fill(`url(#${id}-base)`),
    },
    { defs: '', body: lines.join('') + rings },
    sheen(id, 0.05),
  );
};

const MATERIALS: Record<CardLook['finish'], Material> = {
  gloss,
  matte,
  linen,
  carbon,
  marble,
  brushed,
  wood,
};

const FOILS = {
  gold: ['#8a6417', '#f7e08a', '#b8862b', '#fff4c2', '#9c7323'],
  silver: ['#8b929c', '#f8fafc', '#9ca3af', '#ffffff', '#6b7280'],
  rose: ['#a8655a', '#fbd5c9', '#c98b7d', '#ffe9e1', '#9a5a4f'],
} as const;

/** The paint for the accent: a foil gradient when the design is foiled, its colour otherwise. */
export function accentPaint(look: CardLook, id: string): Drawing & { paint: string } {
  if (!look.foil) return { defs: '', body: '', paint: look.accent };
  const stops = FOILS[look.foil];
  return {
    defs: linearGradient(
      `${id}-foil`,
      stops.map((color, i) => [i / (stops.length - 1), color] as const),
      [0, 0, 1, 1],
    ),
    body: '',
    paint: `url(#${id}-foil)`,
  };
}
