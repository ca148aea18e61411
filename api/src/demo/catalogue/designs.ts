/**
 * The demo catalogue a fresh install shows: four material lines and the card designs in them,
 * priced as NFC business cards sell in India. `look` is what the renderer (card-images.ts) needs
 * to draw a design; everything else becomes the product.
 */

export const DEMO_CATEGORIES = ['Classic PVC', 'Premium Matte', 'Metal', 'Wooden'] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** How the card's face is drawn: each finish is one material in materials.ts. */
export type Finish = 'gloss' | 'matte' | 'linen' | 'carbon' | 'marble' | 'brushed' | 'wood';

export interface CardLook {
  finish: Finish;
  /** The material's colours, lightest first where it matters (gradients, grain, metal). */
  colors: readonly string[];
  /** Name, title and QR colour printed or engraved on the card. */
  ink: string;
  /** The logo mark and the NFC waves; drawn as foil (a metallic gradient) when `foil` is set. */
  accent: string;
  foil?: 'gold' | 'silver' | 'rose';
  /** Names printed in a serif face, for the cards that want to look formal. */
  serif?: boolean;
  /** The tint of the surface the card is photographed on. */
  backdrop: string;
}

export interface CardDesign {
  /** Stable and unique: seeds the renderer's randomness (grain, QR modules) and names the files. */
  slug: string;
  name: string;
  category: DemoCategory;
  description: string;
  /** MRP and selling price in whole rupees. */
  mrp: number;
  price: number;
  /** How long ago the design was added, so "Newest First" has an order worth reading. */
  addedDaysAgo: number;
  look: CardLook;
}

export const DEMO_DESIGNS: readonly CardDesign[] = [
  {
    slug: 'midnight-gradient',
    name: 'Midnight Gradient NFC Card',
    category: 'Classic PVC',
    description:
      'A glossy 0.76 mm PVC card printed edge to edge in an indigo-to-violet gradient, with your name, title and logo on the front and your QR code on the back. An NTAG215 chip sits inside the card: one tap opens your Tapfolio page on any NFC phone, no app needed.',
    mrp: 999,
    price: 499,
    addedDaysAgo: 2,
    look: {
      finish: 'gloss',
      colors: ['#4f46e5', '#7c3aed', '#1e1b4b'],
      ink: '#ffffff',
      accent: '#c4b5fd',
      backdrop: '#e0e7ff',
    },
  },
  {
    slug: 'ocean-breeze',
    name: 'Ocean Breeze NFC Card',
    category: 'Classic PVC',
    description:
      'Standard-size PVC with a gloss finish, printed in a teal-to-blue wash that stays bright for years. Your details are printed on both sides, and the NTAG215 chip inside opens your digital card with a tap; the QR code on the back covers phones without NFC.',
    mrp: 799,
    price: 599,
    addedDaysAgo: 27,
    look: {
      finish: 'gloss',
      colors: ['#06b6d4', '#2563eb', '#0c4a6e'],
      ink: '#ffffff',
      accent: '#a5f3fc',
      backdrop: '#e0f2fe',
    },
  },
  {
    slug: 'sunset-coral',
    name: 'Sunset Coral NFC Card',
    category: 'Classic PVC',
    description:
      'A cheerful coral-to-pink gradient on glossy 0.76 mm PVC, made for creators, salons and studios. The NTAG215 chip inside opens your Tapfolio page with one tap, and the back carries your QR code.',
    mrp: 899,
    price: 549,
    addedDaysAgo: 9,
    look: {
      finish: 'gloss',
      colors: ['#fb923c', '#f43f5e', '#9d174d'],
      ink: '#ffffff',
      accent: '#fde68a',
      backdrop: '#ffe4e6',
    },
  },
  {
    slug: 'minimal-white',
    name: 'Minimal White NFC Card',
    category: 'Classic PVC',
    description:
      'Clean white gloss PVC with your name and title in crisp black print: the card that suits every profession. The NTAG215 chip inside opens your Tapfolio page with a tap; the QR code on the back works with any camera.',
    mrp: 599,
    price: 599,
    addedDaysAgo: 45,
    look: {
      finish: 'gloss',
      colors: ['#ffffff', '#f1f5f9', '#e2e8f0'],
      ink: '#0f172a',
      accent: '#2563eb',
      backdrop: '#dbeafe',
    },
  },
  {
    slug: 'saffron-sunrise',
    name: 'Saffron Sunrise NFC Card',
    category: 'Classic PVC',
    description:
      'A warm saffron-to-amber gradient on glossy PVC, with your name and logo printed in deep maroon. Inside is an NTAG215 chip: tap it on a phone to share your portfolio, contact and social links at once.',
    mrp: 999,
    price: 649,
    addedDaysAgo: 16,
    look: {
      finish: 'gloss',
      colors: ['#fde047', '#f59e0b', '#ea580c'],
      ink: '#4c0519',
      accent: '#7f1d1d',
      backdrop: '#fef3c7',
    },
  },
  {
    slug: 'onyx-gold-foil',
    name: 'Onyx Black Gold Foil NFC Card',
    category: 'Premium Matte',
    description:
      'Soft-touch matte black PVC with your name and logo hot-stamped in real gold foil, so it catches the light without fingerprints. An NTAG215 chip inside opens your Tapfolio page with one tap, and the back carries your QR code on a white panel that scans in any light.',
    mrp: 1499,
    price: 999,
    addedDaysAgo: 1,
    look: {
      finish: 'matte',
      colors: ['#27272a', '#18181b', '#09090b'],
      ink: '#f5f5f4',
      accent: '#d4a537',
      foil: 'gold',
      serif: true,
      backdrop: '#e7e5e4',
    },
  },
  {
    slug: 'forest-silver-foil',
    name: 'Forest Green Silver Foil NFC Card',
    category: 'Premium Matte',
    description:
      'Deep forest-green soft-touch matte with silver-foil lettering: understated, and pleasant to hold. The NTAG215 chip inside opens your digital card with a tap; your QR code is printed on the back.',
    mrp: 1299,
    price: 899,
    addedDaysAgo: 21,
    look: {
      finish: 'matte',
      colors: ['#166534', '#14532d', '#052e16'],
      ink: '#f0fdf4',
      accent: '#d1d5db',
      foil: 'silver',
      backdrop: '#dcfce7',
    },
  },
  {
    slug: 'carbon-fibre',
    name: 'Carbon Fibre NFC Card',
    category: 'Premium Matte',
    description:
      'A woven carbon-fibre pattern printed under a matte laminate, with your name in clean white and a red accent. The card is PVC, so the NTAG215 chip reads from either side at the first tap.',
    mrp: 1799,
    price: 1199,
    addedDaysAgo: 6,
    look: {
      finish: 'carbon',
      colors: ['#3f3f46', '#18181b', '#0a0a0a'],
      ink: '#fafafa',
      accent: '#ef4444',
      backdrop: '#e4e4e7',
    },
  },
  {
    slug: 'marble-gold',
    name: 'White Marble Gold Foil NFC Card',
    category: 'Premium Matte',
    description:
      'White marble veining printed on matte PVC, finished with gold-foil lettering and logo: a favourite of architects, jewellers and designers. The NTAG215 chip inside opens your Tapfolio page with a tap; the back carries your QR code.',
    mrp: 1599,
    price: 1149,
    addedDaysAgo: 12,
    look: {
      finish: 'marble',
      colors: ['#fafaf9', '#e7e5e4', '#a8a29e'],
      ink: '#292524',
      accent: '#b8862b',
      foil: 'gold',
      serif: true,
      backdrop: '#f5f5f4',
    },
  },
  {
    slug: 'navy-linen',
    name: 'Navy Linen Texture NFC Card',
    category: 'Premium Matte',
    description:
      'Navy matte PVC with a fine linen weave printed across the face and crisp white lettering. An NTAG215 chip inside opens your digital card with one tap; the QR code on the back works with any camera.',
    mrp: 1199,
    price: 1199,
    addedDaysAgo: 38,
    look: {
      finish: 'linen',
      colors: ['#1e3a8a', '#172554', '#0b1437'],
      ink: '#f8fafc',
      accent: '#93c5fd',
      backdrop: '#dbeafe',
    },
  },
  {
    slug: 'brushed-steel',
    name: 'Brushed Steel Metal NFC Card',
    category: 'Metal',
    description:
      'A 0.8 mm stainless-steel card with a brushed finish and your name laser-engraved in black. Metal blocks radio waves, so the NTAG216 chip sits in a PVC layer on the back: tap with the back of the card, where your engraved QR code is.',
    mrp: 2499,
    price: 1499,
    addedDaysAgo: 4,
    look: {
      finish: 'brushed',
      colors: ['#f1f5f9', '#cbd5e1', '#94a3b8'],
      ink: '#1f2937',
      accent: '#334155',
      backdrop: '#e2e8f0',
    },
  },
  {
    slug: 'matte-black-metal',
    name: 'Matte Black Metal NFC Card',
    category: 'Metal',
    description:
      'Stainless steel with a black matte coating; your name and logo are laser-etched through it to the bright steel beneath. Heavy in the hand (about 18 g), with an NTAG216 chip in the PVC back layer: tap with the back of the card.',
    mrp: 2999,
    price: 1999,
    addedDaysAgo: 3,
    look: {
      finish: 'brushed',
      colors: ['#3f3f46', '#27272a', '#18181b'],
      ink: '#e5e7eb',
      accent: '#d1d5db',
      foil: 'silver',
      backdrop: '#d6d3d1',
    },
  },
  {
    slug: 'rose-gold-metal',
    name: 'Rose Gold Metal NFC Card',
    category: 'Metal',
    description:
      'Brushed stainless steel plated in rose gold, with your name and title laser-engraved. The NTAG216 chip is held in a PVC back layer, because metal would block it: tap with the back of the card.',
    mrp: 2799,
    price: 1899,
    addedDaysAgo: 19,
    look: {
      finish: 'brushed',
      colors: ['#fbe3dc', '#e8b4a6', '#b9786a'],
      ink: '#4a2520',
      accent: '#7c3f35',
      serif: true,
      backdrop: '#fce7f3',
    },
  },
  {
    slug: 'gold-metal',
    name: '24K Gold Finish Metal NFC Card',
    category: 'Metal',
    description:
      'Stainless steel with a brushed 24K gold-tone plating (a finish, not solid gold) and deep laser engraving. The NTAG216 chip sits in a PVC back layer so it reads reliably: tap with the back of the card, which also carries your QR code.',
    mrp: 2999,
    price: 2499,
    addedDaysAgo: 8,
    look: {
      finish: 'brushed',
      colors: ['#fdf0b8', '#e2b84f', '#a77a1e'],
      ink: '#3b2a06',
      accent: '#5c410b',
      serif: true,
      backdrop: '#fef9c3',
    },
  },
  {
    slug: 'gunmetal-metal',
    name: 'Gunmetal Grey Metal NFC Card',
    category: 'Metal',
    description:
      'Brushed stainless steel in a dark gunmetal tone, with a bright laser-engraved name and logo. Its NTAG216 chip lives in the PVC back layer: tap with the back, where the engraved QR code is.',
    mrp: 2299,
    price: 1999,
    addedDaysAgo: 33,
    look: {
      finish: 'brushed',
      colors: ['#9ca3af', '#6b7280', '#374151'],
      ink: '#f9fafb',
      accent: '#e5e7eb',
      backdrop: '#e5e7eb',
    },
  },
  {
    slug: 'walnut-wood',
    name: 'Walnut Wood NFC Card',
    category: 'Wooden',
    description:
      'Real walnut veneer on a sturdy core, with your name and logo laser-engraved into the grain; every card’s grain is a little different. The NTAG215 chip is sealed inside the card, so it opens your Tapfolio page with a tap.',
    mrp: 1799,
    price: 1199,
    addedDaysAgo: 5,
    look: {
      finish: 'wood',
      colors: ['#a87552', '#8a5a3a', '#4a2a18'],
      ink: '#2a140a',
      accent: '#2a140a',
      backdrop: '#f5ebe0',
    },
  },
  {
    slug: 'bamboo-wood',
    name: 'Bamboo NFC Card',
    category: 'Wooden',
    description:
      'A light, sustainable bamboo card with your name and title laser-engraved. The NTAG215 chip is sealed inside, and the back carries an engraved QR code for phones without NFC.',
    mrp: 1299,
    price: 799,
    addedDaysAgo: 14,
    look: {
      finish: 'wood',
      colors: ['#e9cf9c', '#d6b77e', '#b38b50'],
      ink: '#5a3a14',
      accent: '#5a3a14',
      backdrop: '#f0fdf4',
    },
  },
  {
    slug: 'cherry-wood',
    name: 'Cherry Wood NFC Card',
    category: 'Wooden',
    description:
      'Cherry-wood veneer with a warm reddish tone that deepens over time, laser-engraved with your name and logo. An NTAG215 chip sealed inside opens your digital card with one tap.',
    mrp: 1599,
    price: 1099,
    addedDaysAgo: 24,
    look: {
      finish: 'wood',
      colors: ['#c0714a', '#9c5233', '#6e321b'],
      ink: '#3a1408',
      accent: '#3a1408',
      serif: true,
      backdrop: '#fff1e6',
    },
  },
  {
    slug: 'sheesham-wood',
    name: 'Sheesham Rosewood NFC Card',
    category: 'Wooden',
    description:
      'Indian sheesham (rosewood) veneer with its dark, wavy grain, engraved by laser with your name, title and logo. The NTAG215 chip sealed inside opens your Tapfolio page with a tap; the engraved QR code on the back covers everyone else.',
    mrp: 1999,
    price: 1399,
    addedDaysAgo: 11,
    look: {
      finish: 'wood',
      colors: ['#9a5e40', '#7a4228', '#3a1a10'],
      ink: '#1c0b05',
      accent: '#1c0b05',
      backdrop: '#fdf4ec',
    },
  },
];
