import sharp from 'sharp';
import { imageKindSize } from 'shared-contracts';

/**
 * Images for the demo card, drawn here so the repository carries no binary files, each at the
 * size the editor stores its kind (IMAGE_KINDS): the demo card looks as a real one does.
 */
const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

export async function demoProfilePicture(): Promise<Buffer> {
  const { width } = imageKindSize('photo');
  // Drawn on a 600 grid, scaled to the photo's size.
  const body = `${gradient('g', '#f59e0b', '#ef4444')}<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="240" r="110" fill="#fde68a"/><path d="M110 560c25-130 110-190 190-190s165 60 190 190z" fill="#fde68a"/>`;
  return sharp(svg(width, width, `<g transform="scale(${width / 600})">${body}</g>`))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Wide, 3:1, as the editor crops a banner. */
export async function demoBanner(): Promise<Buffer> {
  const { width, height } = imageKindSize('banner');
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = (height / 5) * (1 + i * 0.75);
    return `<path d="M0 ${y} C${width / 4} ${y - 70} ${width / 2} ${y + 70} ${width} ${y - 25}" stroke="rgba(255,255,255,0.18)" stroke-width="4" fill="none"/>`;
  }).join('');
  const body = `${gradient('b', '#312e81', '#7c3aed')}<rect width="${width}" height="${height}" fill="url(#b)"/>${waves}`;
  return sharp(svg(width, height, body))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function demoLogo(): Promise<Buffer> {
  const { width } = imageKindSize('logo');
  const body = `<rect width="400" height="400" rx="80" fill="#0f766e"/>
<text x="200" y="255" font-family="sans-serif" font-size="170" font-weight="700" fill="#fff" text-anchor="middle">AM</text>`;
  return sharp(svg(width, width, `<g transform="scale(${width / 400})">${body}</g>`))
    .png()
    .toBuffer();
}
