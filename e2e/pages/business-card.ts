import sharp from 'sharp';

/** What the drawn paper card says, as a person would type it back. */
export interface PaperCard {
  name: string;
  designation: string;
  company: string;
  phone: string;
  email: string;
  website: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A photo of a paper business card, as a phone's camera would hand it over: the card drawn a little
 * turned on a grey table, a JPEG. Drawn here (SVG rendered by sharp), so the journey knows what it
 * should read back.
 */
export async function photographedCard(card: PaperCard): Promise<Buffer> {
  const lines = [
    { text: card.name, size: 54, weight: 700, y: 150 },
    { text: card.designation, size: 32, weight: 400, y: 205 },
    { text: card.company, size: 36, weight: 700, y: 265 },
    { text: `Mob: ${card.phone}`, size: 32, weight: 400, y: 390 },
    { text: card.email, size: 32, weight: 400, y: 440 },
    { text: card.website, size: 32, weight: 400, y: 490 },
  ];
  const text = lines
    .map(
      (line) =>
        `<text x="90" y="${line.y}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${line.size}" font-weight="${line.weight}" fill="#1b1b1f">${escape(line.text)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#8a8d91"/>
    <g transform="rotate(-2 600 400)">
      <rect x="80" y="110" width="1040" height="580" rx="14" fill="#fbfaf6"/>
      <rect x="80" y="110" width="22" height="580" fill="#1f4e8c"/>
      <g transform="translate(40 110)">${text}</g>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
