import { cardFront, faceClipId } from './card-faces.js';
import { CARD_HEIGHT as H, CARD_RADIUS, CARD_WIDTH as W } from './card-size.js';
import type { CardDesign } from './designs.js';
import { phone } from './phone.js';
import { backdrop, edgeColour, softShadow } from './scene.js';
import { linearGradient, mix, seededRandom, type Drawing } from './svg.js';

/** Light to shade; the hand changes from design to design, as models would in a shop's photos. */
const SKIN_TONES = [
  ['#f1c6a3', '#d69a74'],
  ['#d9a27c', '#b07650'],
  ['#c48a62', '#93603d'],
  ['#a8714d', '#774a2d'],
] as const;
const SLEEVES = ['#1e293b', '#f8fafc', '#1d4ed8', '#57534e', '#0f766e'] as const;

/**
 * A hand holding the card from below in a pinch: palm and curled fingers behind the card, the
 * thumb pressed on its face. Drawn in the card's own coordinates so it turns with the card.
 */
function hand(random: () => number) {
  const [light, shade] = SKIN_TONES[Math.floor(random() * SKIN_TONES.length)]!;
  const sleeve = SLEEVES[Math.floor(random() * SLEEVES.length)]!;
  const outline = `stroke="${mix(shade, '#000000', 0.35)}" stroke-opacity="0.35" stroke-width="3"`;
  // One gradient over the whole hand, in its own coordinates, so the thumb meets the palm
  // without a seam.
  const defs = `<linearGradient id="skin" gradientUnits="userSpaceOnUse" x1="300" y1="500" x2="700" y2="640"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.12)}"/><stop offset="0.45" stop-color="${light}"/><stop offset="1" stop-color="${shade}"/></linearGradient>${linearGradient(
    'sleeve',
    [
      [0, mix(sleeve, '#ffffff', 0.12)],
      [1, mix(sleeve, '#000000', 0.25)],
    ],
    [0, 0, 1, 0],
  )}`;
  const behind = [
    // forearm and the back of the hand, rising to the card's lower edge
    `<path d="M300 1500L350 880C370 780 380 660 410 590C450 540 560 530 620 560C680 600 690 700 640 800L640 1500Z" fill="url(#skin)"/>`,
    `<path d="M620 560C680 600 690 700 640 800L640 1500" fill="none" ${outline}/>`,
    // curled middle, ring and little fingers, seen edge-on below the card
    ...[
      [600, 585, 118],
      [590, 640, 112],
      [578, 693, 100],
      [560, 742, 84],
    ].map(
      ([x, y, length]) =>
        `<rect x="${x! - length! + 40}" y="${y! - 28}" width="${length}" height="56" rx="28" transform="rotate(-8 ${x} ${y})" fill="url(#skin)" ${outline}/>`,
    ),
  ].join('');
  // The thumb runs down into the wrist in the same gradient, and one outline follows the hand's
  // left side from the sleeve round the thumb's tip, so the thumb grows out of the hand.
  const thumbShape =
    'M300 1500L345 880C330 760 360 600 400 520L430 452C446 420 496 420 506 452C512 476 506 510 496 540L470 640C458 690 470 740 520 800L560 1500Z';
  const thumbOutline =
    'M300 1500L345 880C330 760 360 600 400 520L430 452C446 420 496 420 506 452C512 476 506 510 496 540L470 640C462 672 462 700 474 730';
  const front = [
    `<path d="${thumbShape}" fill="url(#skin)"/>`,
    `<path d="${thumbOutline}" fill="none" ${outline}/>`,
    // the nail, with its pale free edge
    `<path d="M440 462C448 440 486 438 494 458C498 476 494 500 488 516C476 524 452 522 440 512C436 494 436 478 440 462Z" fill="${mix(light, '#ffe4e6', 0.55)}" stroke="${shade}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<path d="M442 462C450 444 484 442 492 460" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M404 640C416 620 432 612 450 610" fill="none" stroke="${shade}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M290 1500L320 930C380 950 560 950 660 920L680 1500Z" fill="url(#sleeve)"/>`,
    `<path d="M316 950C380 972 560 972 664 942" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="4"/>`,
  ].join('');
  // Only where it falls on the card: below it, the thumb's shadow would fall on the hand itself.
  const thumbShadow = `<path d="${thumbShape}" transform="translate(10 14)" fill="#000000" fill-opacity="0.2"/>`;
  return { defs, behind, thumbShadow, front };
}

/**
 * The card held up in a hand over the phone whose page it opens; the card's shadow falls well
 * away from it, since it is held in the air.
 */
export function inHandScene(design: CardDesign): Drawing[] {
  const face = cardFront(design, 'hand');
  const onCard = `url(#${faceClipId('hand')})`;
  const { defs, behind, thumbShadow, front } = hand(seededRandom(`${design.slug}:hand`));
  const place = `translate(540 430) rotate(-11) scale(0.8) translate(${-W / 2} ${-H / 2})`;
  // The hand's shapes are drawn around its grip (under the thumb, on the card's lower edge) at a
  // smaller scale than the card's; this puts the grip on the card and sizes the hand to match.
  const grip = `translate(640 ${H}) scale(1.5) translate(-470 -540)`;
  return [
    backdrop(design.look.backdrop),
    phone(design, 'translate(70 700) rotate(-8)'),
    {
      defs: face.defs + defs,
      body: `<g transform="${place}">${softShadow(60, 110, W, H, {
        spread: 40,
        radius: CARD_RADIUS,
        opacity: 0.16,
        layers: 12,
      })}<g transform="${grip}">${behind}</g><rect y="5" width="${W}" height="${H}" rx="${CARD_RADIUS}" fill="${edgeColour(design)}"/>${face.body}<g clip-path="${onCard}"><g transform="${grip}">${thumbShadow}</g></g><g transform="${grip}">${front}</g></g>`,
    },
  ];
}
