import { PKPASS_MEDIA_TYPE, WALLET_NOT_SET_UP } from 'shared-contracts';
import { envelope, media } from '../../openapi/answers.js';
import { documented } from '../../openapi/documented.js';
import { BOOLEAN, STRING, objectOf } from '../../openapi/shapes.js';

const NO_CARD = 'You have no portfolio yet';
const notSetUp = (wallet: string, settings: string) =>
  `${wallet} is not set up on this server (${settings} unset): code \`${WALLET_NOT_SET_UP}\``;

/** The card in a phone's wallet: which wallets, Google's save link, Apple's pass. */
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
      "the card's colour, a QR code of the card's URL and a link to it. A changed card gives a " +
      'new pass id; passes already saved are not changed.',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: envelope('The link to open', objectOf({ saveUrl: STRING })),
      404: `${NO_CARD}; or ${notSetUp('Google Wallet', 'GOOGLE_WALLET_*')}`,
    },
  }),
  apple: documented({
    operationId: 'getAppleWalletPass',
    summary: 'Your card as a signed Apple Wallet pass (.pkpass)',
    description:
      'A generic pass: pass.json (your name, designation and company, the QR code of the ' +
      "card's URL, the card's colours), icon and logo at 1x, 2x and 3x, manifest.json with " +
      "each file's SHA-1, and a detached PKCS#7 signature by the pass certificate with Apple's " +
      'WWDR intermediate. Its serial number is yours, so adding a newer one replaces the old ' +
      'pass. An attachment, `Cache-Control: private, no-store`.',
    tags: ['portfolio'],
    auth: 'user',
    responses: {
      200: media('The pass, as an attachment', [PKPASS_MEDIA_TYPE]),
      404: `${NO_CARD}; or ${notSetUp('Apple Wallet', 'APPLE_WALLET_*')}`,
      503: 'Every place for image work is taken: try again after `Retry-After` seconds',
    },
  }),
};
