/** Small helpers for drawing the catalogue's images as SVG. */

export interface Drawing {
  /** Gradients, patterns, clip paths and filters the body refers to by id. */
  defs: string;
  body: string;
}

export const svgDocument = (size: number, { defs, body }: Drawing) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${defs}</defs>${body}</svg>`,
  );

export const linearGradient = (
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 1, 1],
) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</linearGradient>`;

export const radialGradient = (
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  { cx = 0.5, cy = 0.5, r = 0.5 } = {},
) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</radialGradient>`;

/**
 * A seeded generator (mulberry32), so a design draws the same grain and QR modules on every run
 * and the images of a fresh install never change between starts.
 */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (value: number) => Math.round(value * 10) / 10;

/** A polyline through the points as an SVG path. */
export const polyline = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join('');

/** `from` moved `amount` (0-1) of the way towards `to`, both as #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, i) =>
      Math.round(value + (b[i]! - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Whether a #rrggbb colour is closer to black than to white, as the eye sees it. */
export function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}
