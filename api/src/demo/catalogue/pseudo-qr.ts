/**
 * A QR-code-like block for the card's back: the finder, timing and alignment patterns of a
 * version 2 code around deterministic random modules. It reads as a QR code to the eye; it is
 * not meant to scan, since the real card prints the buyer's own link.
 */
const SIZE = 25;

function modules(random: () => number): boolean[][] {
  const grid = Array.from({ length: SIZE }, () => Array<boolean | undefined>(SIZE).fill(undefined));
  const finder = (top: number, left: number) => {
    for (let r = -1; r <= 7; r += 1) {
      for (let c = -1; c <= 7; c += 1) {
        const row = top + r;
        const col = left + c;
        if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        grid[row]![col] = ring !== 2 && ring !== 4;
      }
    }
  };
  finder(0, 0);
  finder(0, SIZE - 7);
  finder(SIZE - 7, 0);
  for (let i = 8; i < SIZE - 8; i += 1) {
    grid[6]![i] = i % 2 === 0;
    grid[i]![6] = i % 2 === 0;
  }
  for (let r = -2; r <= 2; r += 1) {
    for (let c = -2; c <= 2; c += 1) {
      const ring = Math.max(Math.abs(r), Math.abs(c));
      grid[18 + r]![18 + c] = ring !== 1;
    }
  }
  return grid.map((row) => row.map((cell) => cell ?? random() < 0.5));
}

/** The dark modules as one path, `size` units square, at 0,0. */
export function pseudoQrPath(random: () => number, size: number): string {
  const unit = size / SIZE;
  // Each module overlaps its neighbours a little, so anti-aliasing leaves no seams between them.
  const side = (unit + 0.4).toFixed(2);
  const parts: string[] = [];
  modules(random).forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        parts.push(`M${(c * unit).toFixed(2)} ${(r * unit).toFixed(2)}h${side}v${side}h-${side}z`);
    }),
  );
  return parts.join('');
}
