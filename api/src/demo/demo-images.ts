import sharp from 'sharp';

/** Images for the demo card, drawn here so the repository carries no binary files. */
const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

export async function demoProfilePicture(): Promise<Buffer> {
  const body = `${gradient('g', '#f59e0b', '#ef4444')}<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="240" r="110" fill="#fde68a"/><path d="M110 560c25-130 110-190 190-190s165 60 190 190z" fill="#fde68a"/>`;
  return sharp(svg(600, 600, body))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function demoBanner(): Promise<Buffer> {
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = 80 + i * 60;
    return `<path d="M0 ${y} C300 ${y - 60} 600 ${y + 60} 1200 ${y - 20}" stroke="rgba(255,255,255,0.18)" stroke-width="3" fill="none"/>`;
  }).join('');
  const body = `${gradient('b', '#312e81', '#7c3aed')}<rect width="1200" height="400" fill="url(#b)"/>${waves}`;
  return sharp(svg(1200, 400, body))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function demoLogo(): Promise<Buffer> {
  const body = `<rect width="400" height="400" rx="80" fill="#0f766e"/>
<text x="200" y="255" font-family="sans-serif" font-size="170" font-weight="700" fill="#fff" text-anchor="middle">AM</text>`;
  return sharp(svg(400, 400, body))
    .png()
    .toBuffer();
}
