/**
 * Business cards drawn in Node for the OCR tests and the bench (issue 31): four layouts a phone
 * photographs, people and companies from seeded choices, and what each card should give back.
 * The font is Noto Sans from Fontsource (a dependency already), so the drawing is the same on
 * every machine whatever fonts it has.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const FONT_DIR = join(
  dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
  'files',
);
GlobalFonts.registerFromPath(
  join(FONT_DIR, 'noto-sans-devanagari-latin-400-normal.woff2'),
  'Card Sans',
);
GlobalFonts.registerFromPath(
  join(FONT_DIR, 'noto-sans-devanagari-latin-700-normal.woff2'),
  'Card Sans Bold',
);

export const LAYOUTS = ['centred', 'logo-left', 'two-phones', 'photo'];

/** 3.5 x 2 inches at 300 dpi, as a card fills a phone photo held close. */
const WIDTH = 1050;
const HEIGHT = 600;

const FIRST = [
  'Ravi',
  'Priya',
  'Anil',
  'Neha',
  'Suresh',
  'Kavita',
  'Arjun',
  'Meera',
  'Rahul',
  'Deepa',
  'Vikram',
  'Sneha',
];
const LAST = [
  'Kumar',
  'Sharma',
  'Nair',
  'Iyer',
  'Gupta',
  'Reddy',
  'Mehta',
  'Patel',
  'Joshi',
  'Menon',
  'Rao',
  'Verma',
];
const TITLES = [
  'Sales Manager',
  'Founder & CEO',
  'Marketing Director',
  'Senior Consultant',
  'Chief Technology Officer',
  'Business Development Executive',
  'Partner',
  'Lead Designer',
];
const BRANDS = ['Acme', 'Nimbus', 'Bright', 'Pixel', 'Lotus', 'Sapphire', 'Indus', 'Kaveri'];
const KINDS = [
  'Technologies Pvt. Ltd.',
  'Solutions LLP',
  'Enterprises',
  'Design Studio',
  'Consultants',
  'Industries Ltd.',
];

/** A small seeded generator (mulberry32): the same cards on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];
const digits = (next, count) =>
  Array.from({ length: count }, () => Math.floor(next() * 10)).join('');

/** A person on a card and the fields the form should be given. */
export function person(seed) {
  const next = random(seed);
  const first = pick(next, FIRST);
  const last = pick(next, LAST);
  const brand = pick(next, BRANDS);
  const domain = `${brand.toLowerCase()}${pick(next, ['tech', 'labs', 'works', 'group'])}.${pick(next, ['in', 'com', 'co.in'])}`;
  const mobile = `${pick(next, ['9', '8', '7'])}${digits(next, 9)}`;
  const second = `${pick(next, ['9', '8', '7', '6'])}${digits(next, 9)}`;
  return {
    name: `${first} ${last}`,
    designation: pick(next, TITLES),
    company: `${brand} ${pick(next, KINDS)}`,
    mobile,
    second,
    phoneNumbers: [`+91${mobile}`],
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
    website: `www.${domain}`,
  };
}

const spaced = (mobile) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

function text(
  context,
  value,
  x,
  y,
  { size = 30, bold = false, align = 'left', colour = '#222' } = {},
) {
  context.font = `${size}px "${bold ? 'Card Sans Bold' : 'Card Sans'}"`;
  context.fillStyle = colour;
  context.textAlign = align;
  context.textBaseline = 'alphabetic';
  context.fillText(value, x, y);
}

function centred(context, p) {
  const x = WIDTH / 2;
  text(context, p.company.toUpperCase(), x, 90, {
    size: 28,
    bold: true,
    align: 'center',
    colour: '#0b4f8a',
  });
  text(context, p.name, x, 240, { size: 54, bold: true, align: 'center' });
  text(context, p.designation, x, 292, { size: 30, align: 'center', colour: '#555' });
  text(context, `Mob: +91 ${spaced(p.mobile)}`, x, 430, { size: 28, align: 'center' });
  text(context, p.email, x, 478, { size: 28, align: 'center' });
  text(context, p.website, x, 526, { size: 28, align: 'center' });
}

function logoLeft(context, p) {
  context.fillStyle = '#c0392b';
  context.fillRect(60, 50, 120, 120);
  text(context, p.company.slice(0, 1), 120, 140, {
    size: 80,
    bold: true,
    align: 'center',
    colour: '#fff',
  });
  text(context, p.company, 210, 125, { size: 34, bold: true, colour: '#c0392b' });
  text(context, p.name, 60, 285, { size: 46, bold: true });
  text(context, p.designation, 60, 330, { size: 28, colour: '#555' });
  text(
    context,
    `M: ${p.mobile.slice(0, 3)}-${p.mobile.slice(3, 6)}-${p.mobile.slice(6)}`,
    60,
    440,
    { size: 28 },
  );
  text(context, `E: ${p.email}`, 60, 485, { size: 28 });
  text(context, `W: ${p.website}`, 60, 530, { size: 28 });
}

function twoPhones(context, p) {
  context.fillStyle = '#1f2d3d';
  context.fillRect(0, 0, 24, HEIGHT);
  text(context, p.name.toUpperCase(), 80, 120, { size: 48, bold: true });
  text(context, p.designation, 80, 170, { size: 30, colour: '#444' });
  text(context, p.company, 80, 215, { size: 30, bold: true, colour: '#1f2d3d' });
  const right = WIDTH - 60;
  text(context, `+91 ${spaced(p.mobile)}`, right, 380, { size: 28, align: 'right' });
  text(context, `+91 ${spaced(p.second)}`, right, 425, { size: 28, align: 'right' });
  text(context, p.email, right, 470, { size: 28, align: 'right' });
  text(context, p.website, right, 515, { size: 28, align: 'right' });
}

/** A photo: an uneven light (a gradient), sensor noise, the card turned 2.5 degrees, a JPEG. */
function photo(context, p, next) {
  const gradient = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  gradient.addColorStop(0, '#f4efe4');
  gradient.addColorStop(1, '#cfc6b4');
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.save();
  context.translate(WIDTH / 2, HEIGHT / 2);
  context.rotate((2.5 * Math.PI) / 180);
  context.translate(-WIDTH / 2, -HEIGHT / 2);
  text(context, p.name, 90, 170, { size: 50, bold: true, colour: '#2a2a2a' });
  text(context, p.designation, 90, 218, { size: 30, colour: '#4a4a4a' });
  text(context, p.company, 90, 262, { size: 30, colour: '#4a4a4a' });
  text(context, `Mobile: ${spaced(p.mobile)}`, 90, 390, { size: 30, colour: '#2a2a2a' });
  text(context, `Email: ${p.email}`, 90, 438, { size: 30, colour: '#2a2a2a' });
  text(context, p.website, 90, 486, { size: 30, colour: '#2a2a2a' });
  context.restore();
  const pixels = context.getImageData(0, 0, WIDTH, HEIGHT);
  const { data } = pixels;
  for (let index = 0; index < data.length; index += 4) {
    const noise = (next() - 0.5) * 50;
    for (let channel = 0; channel < 3; channel += 1) {
      data[index + channel] = Math.max(0, Math.min(255, data[index + channel] + noise));
    }
  }
  context.putImageData(pixels, 0, 0);
}

/**
 * One card as an image file (PNG; the photo-like one JPEG) and the fields it holds. `prepare`,
 * when given, is applied to the pixels first (the scanner's greyscale).
 */
export async function drawCard(layout, seed, prepare) {
  const p = person(seed);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  if (layout === 'centred') centred(context, p);
  else if (layout === 'logo-left') logoLeft(context, p);
  else if (layout === 'two-phones') {
    twoPhones(context, p);
    p.phoneNumbers = [`+91${p.mobile}`, `+91${p.second}`];
  } else if (layout === 'photo') photo(context, p, random(seed * 7 + 1));
  else throw new Error(`No layout ${layout}`);
  if (prepare) {
    const pixels = context.getImageData(0, 0, WIDTH, HEIGHT);
    prepare(pixels);
    context.putImageData(pixels, 0, 0);
  }
  const image = layout === 'photo' ? await canvas.encode('jpeg', 85) : await canvas.encode('png');
  return { image, expected: p };
}

/** A plain one-line image: the bench's anchor for what Tesseract costs on this machine. */
export async function drawLine(value = 'The quick brown fox jumps over the lazy dog') {
  const canvas = createCanvas(WIDTH, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, 120);
  text(context, value, 40, 75, { size: 40 });
  return canvas.encode('png');
}
