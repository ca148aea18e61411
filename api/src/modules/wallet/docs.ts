import {
  PKPASS_MEDIA_TYPE,
  WALLET_LINK_INVALID,
  WALLET_NOT_SET_UP,
  applePassQuerySchema,
} from 'shared-contracts';
import { envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { BOOLEAN, STRING, objectOf } from '../../openapi/shapes.js';
import { PASS_LINK_RATE_LIMIT, PASS_TICKET_LIFETIME_SECONDS } from './pass-tickets.js';

const NO_CARD = 'You have no portfolio yet';
const notSetUp = (wallet: string, settings: string) =>
  `${wallet} is not set up on this server (${settings} unset): code \`${WALLET_NOT_SET_UP}\``;

/** The card in a phone's wallet: which wallets, Google's save link, Apple's pass link and pass. */
export const WALLET_DOCS = {
  offer: documented({
    operationId: 'getWalletOffer',
    summary: 'The phone wallets this server can add your card to',
    description: 'Each is true only when its settings are configured; show only those buttons.',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: envelope('The wallets', objectOf({ google: BOOLEAN, apple: BOOLEAN })),
    },
  }),
  google: documented({
    operationId: 'getGoogleWalletSaveUrl',
    summary: 'Google Wallet\'s "save to wallet" link for your card as it is now',
    description:
      "`https://pay.google.com/gp/v/save/{jwt}`: a JWT signed with the issuer's service account " +
      '(RS256; `aud: google`, `typ: savetowallet`, `origins` the public URL) carrying one Generic ' +
      "pass object: the card's title, your name, designation and company, the profile picture, " +
      "the card's colour, a QR code of the card's URL and a link to it; the pass's own words in " +
      'your language (your setting), yours as you wrote them. A changed card or language gives ' +
      'a new pass id; passes already saved are not changed.',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: envelope('The link to open', objectOf({ saveUrl: STRING })),
      404: `${NO_CARD}; or ${notSetUp('Google Wallet', 'GOOGLE_WALLET_*')}`,
    },
  }),
  appleLink: documented({
    operationId: 'getAppleWalletLink',
    summary: "A link to your card's Apple Wallet pass, good for a few minutes",
    description:
      '`{ passUrl }`: an absolute URL of `GET /wallet/apple/pass.pkpass` with a ticket that names ' +
      `you alone and expires after ${PASS_TICKET_LIFETIME_SECONDS / 60} minutes. Open it in the ` +
      'browser (Safari on an iPhone offers to add the pass only to a page it navigates to): the ' +
      'session token never goes in a URL. A ticket is no session token, nor the other way round.',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: envelope('The link to open', objectOf({ passUrl: STRING })),
      404: `${NO_CARD}; or ${notSetUp('Apple Wallet', 'APPLE_WALLET_*')}`,
    },
  }),
  applePass: documented({
    operationId: 'getAppleWalletPass',
    summary: 'The card a pass ticket names, as a signed Apple Wallet pass (.pkpass)',
    description:
      'Public: the ticket from `GET /portfolio/wallet/apple/link` is the only credential. Made ' +
      'when the link is opened, from the card as it is then. A generic pass: pass.json (the ' +
      "name, designation and company, the QR code of the card's URL, the card's colours; its " +
      "labels in the owner's language, their words as written), icon " +
      "and logo at 1x, 2x and 3x, manifest.json with each file's SHA-1, and a detached PKCS#7 " +
      "signature by the pass certificate with Apple's WWDR intermediate. Its serial number is " +
      "the card owner's, so adding a newer one replaces the old pass. An attachment, " +
      '`Cache-Control: private, no-store`.',
    tags: ['portfolio'],
    querystring: applePassQuerySchema,
    responses: {
      200: media('The pass, as an attachment', [PKPASS_MEDIA_TYPE]),
      400: 'No ticket',
      404:
        `The ticket is expired, forged or not a pass ticket: code \`${WALLET_LINK_INVALID}\`; ` +
        `or its card is gone; or ${notSetUp('Apple Wallet', 'APPLE_WALLET_*')}`,
      429: `More than ${PASS_LINK_RATE_LIMIT.max} a minute from one address`,
      503: 'Every place for image work is taken: try again after `Retry-After` seconds',
    },
  }),
};
