import {
  QR_DEFAULT_SIZE,
  QR_MAX_SIZE,
  QR_MIN_SIZE,
  QR_SIZES,
  LOCK_SCREENS,
  backgroundQuerySchema,
  createPortfolioSchema,
  ownPortfolioResultSchema,
  portfolioResultSchema,
  portfolioServiceSchema,
  qrQuerySchema,
  serviceRequestSchema,
  serviceUpdateSchema,
  updatePortfolioSchema,
} from 'shared-contracts';
import { empty, envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { STRING, objectOf } from '../../openapi/shapes.js';
import { toJsonSchema } from '../../openapi/yup-json-schema.js';
import { QR_ERROR_CORRECTION } from './qr-image.js';

/** `PortfolioResult`, from the yup schema the web app reads the same answers with. */
export const PORTFOLIO_RESULT = toJsonSchema(portfolioResultSchema);
/** The owner's own: the same with the visibility switches. */
export const OWN_PORTFOLIO_RESULT = toJsonSchema(ownPortfolioResultSchema);
const SERVICE = toJsonSchema(portfolioServiceSchema);

const CARD_OWNER = { userId: "The card owner's user id" };
const CURRENT = empty('Your copy is current (`If-None-Match` named its ETag)');
const GONE = 'The account was deleted';
const NO_CARD = 'No such card';

/** Your own portfolio: GET, onboarding's POST, PATCH. */
export const PORTFOLIO_DOCS = {
  own: documented({
    operationId: 'getOwnPortfolio',
    summary: 'Your own portfolio (card)',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: envelope('The portfolio', OWN_PORTFOLIO_RESULT),
      404: 'You have no portfolio yet',
    },
  }),
  create: documented({
    operationId: 'createPortfolio',
    summary: 'Create your portfolio (onboarding)',
    tags: ['portfolio'],
    auth: 'user',
    body: createPortfolioSchema,
    responses: { 201: envelope('Created', OWN_PORTFOLIO_RESULT), 409: 'You already have one' },
  }),
  update: documented({
    operationId: 'updatePortfolio',
    summary: 'Save any sections of your portfolio in one request',
    description: 'Sections left out stay as they are; services are replaced as a list.',
    tags: ['portfolio'],
    auth: 'user',
    body: updatePortfolioSchema,
    responses: { 200: envelope('Saved', OWN_PORTFOLIO_RESULT), 404: 'You have no portfolio yet' },
  }),
};

/** The card anyone may see, its contact file and its QR code. */
export const PUBLIC_CARD_DOCS = {
  card: documented({
    operationId: 'getPublicCard',
    summary: "Anyone's public card",
    description: 'Cached by shared caches for 30 s; send `If-None-Match` with the ETag for a 304.',
    tags: ['portfolio'],
    params: CARD_OWNER,
    responses: {
      200: envelope('The card', PORTFOLIO_RESULT),
      304: CURRENT,
      404: NO_CARD,
      410: GONE,
    },
  }),
  vcard: documented({
    operationId: 'getPublicCardVCard',
    summary: "Anyone's card as a contact file (vCard 3.0)",
    description:
      'Websites and the card URL as URIs, the shown social links as X-SOCIALPROFILE, and the ' +
      'profile picture as a small JPEG (PHOTO;ENCODING=b) when it can be made.',
    tags: ['portfolio'],
    params: CARD_OWNER,
    responses: {
      200: media('The contact, as an attachment', ['text/vcard'], STRING),
      304: CURRENT,
      404: NO_CARD,
      410: GONE,
    },
  }),
  qr: documented({
    operationId: 'getPublicCardQr',
    summary: "Anyone's card as a QR code of its public URL",
    description:
      `Black on white, error correction ${QR_ERROR_CORRECTION}, a quiet zone of 4 modules. ` +
      `\`size\` is the PNG's width (the SVG's width and height) in pixels, ${QR_MIN_SIZE} to ` +
      `${QR_MAX_SIZE}, ${QR_DEFAULT_SIZE} by default, answered with the nearest of ` +
      `${QR_SIZES.join(', ')}; \`download=1\` asks for an attachment. ` +
      'Cached like the card (it changes with the handle); send `If-None-Match` with the ETag for a 304.',
    tags: ['portfolio'],
    params: CARD_OWNER,
    querystring: qrQuerySchema,
    responses: {
      200: media('The code, as `format` asks', ['image/svg+xml', 'image/png']),
      304: CURRENT,
      404: NO_CARD,
      410: GONE,
      429: 'More than RATE_LIMIT_QR (300) a minute from one address',
      503: 'Every place for image work is taken: try again after `Retry-After` seconds',
    },
  }),
};

const screens = Object.entries(LOCK_SCREENS)
  .map(([name, { width, height }]) => `\`${name}\` ${width}x${height}`)
  .join(', ');

/** The own card as an image for video calls and the lock screen. */
export const BACKGROUND_DOCS = {
  own: documented({
    operationId: 'getOwnCardBackground',
    summary: 'Your card as a video-call background or a lock-screen wallpaper (PNG)',
    description:
      '`kind=video`: 1920x1080, the QR code top right inside the 4:3 crop, never mirrored. ' +
      `\`kind=lock\`: the phone screen's size (\`screen\`: ${screens}; android by default), the QR ` +
      'code centred below the clock and above the gesture bar. `design` 1 (brand colour), 2 ' +
      '(gradient) or 3 (light with a band). The QR code is of the card URL, error correction ' +
      `${QR_ERROR_CORRECTION}, with its quiet zone. An attachment, \`Cache-Control: private, no-store\`.`,
    tags: ['portfolio'],
    auth: 'user',
    querystring: backgroundQuerySchema,
    responses: {
      200: media('The image, as an attachment', ['image/png']),
      404: 'You have no portfolio yet',
      503: 'Every place for image work is taken: try again after `Retry-After` seconds',
    },
  }),
};

/** One service at a time. */
export const SERVICE_DOCS = {
  create: documented({
    operationId: 'createService',
    summary: 'Add a service to your portfolio',
    tags: ['portfolio'],
    auth: 'user',
    body: serviceRequestSchema,
    params: { portfolioId: 'Your portfolio' },
    responses: { 201: envelope('Added', SERVICE), 404: 'Not your portfolio' },
  }),
  update: documented({
    operationId: 'updateService',
    summary: 'Change one of your services',
    description: 'Fields left out stay as they are; `image: null` removes the picture.',
    tags: ['portfolio'],
    auth: 'user',
    body: serviceUpdateSchema,
    params: { id: 'The service' },
    responses: { 200: envelope('Changed', SERVICE), 404: 'No such service of yours' },
  }),
  remove: documented({
    operationId: 'deleteService',
    summary: 'Delete one of your services',
    tags: ['portfolio'],
    auth: 'user',
    params: { id: 'The service' },
    responses: {
      200: envelope('Deleted: its `_id`', objectOf({ _id: STRING })),
      404: 'No such service of yours',
    },
  }),
};
