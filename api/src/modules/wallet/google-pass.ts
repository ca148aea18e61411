import { createHash, createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { walletTexts, type Language } from 'shared-contracts';
import type { GoogleWalletConfig } from '../../config.js';
import { textsIn } from '../../lib/language.js';
import { workLine, type WalletCard } from './wallet-card.js';

/** Google's "save to wallet" link: the signed JWT goes after it. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The one Generic class every card's pass belongs to (`{issuerId}.{suffix}`). */
export const GOOGLE_CLASS_SUFFIX = 'tapfolio_card';

/** Ids may hold letters, digits, `.`, `_` and `-` only (Google's GenericObject.id). */
const idPart = (text: string) => text.replace(/[^\w.-]/g, '_');

/**
 * Every text of the pass is one value, told in the owner's language: ours translated, theirs as
 * they wrote it (the language of their own words is not known better than that).
 */
const localizedIn = (language: Language) => (value: string) => ({
  defaultValue: { language, value },
});

/** A Generic pass object of the card, without its id. */
function passOf(card: WalletCard, classId: string) {
  const line = workLine(card);
  const texts = textsIn(walletTexts, card.language);
  const localized = localizedIn(card.language);
  return {
    classId,
    state: 'ACTIVE',
    genericType: 'GENERIC_TYPE_UNSPECIFIED',
    cardTitle: localized(texts.issuer),
    header: localized(card.name),
    ...(line && { subheader: localized(line) }),
    ...(card.photoUrl && {
      logo: {
        sourceUri: { uri: card.photoUrl },
        contentDescription: localized(card.name),
      },
    }),
    hexBackgroundColor: card.accent,
    barcode: {
      type: 'QR_CODE',
      value: card.url,
      alternateText: card.url.replace(/^https?:\/\//, ''),
    },
    linksModuleData: {
      uris: [{ id: 'card', uri: card.url, description: texts.cardLink }],
    },
  };
}

export type GooglePassObject = ReturnType<typeof passOf> & { id: string };

/**
 * The card as a Generic pass object. Google keeps an object once it is saved and ignores a later
 * save of the same id, so the id is the owner's with a digest of what the pass shows: a changed
 * card is a new pass, an unchanged one the same.
 */
export function googlePassObject(card: WalletCard, issuerId: string): GooglePassObject {
  const pass = passOf(card, `${issuerId}.${GOOGLE_CLASS_SUFFIX}`);
  const version = createHash('sha256').update(JSON.stringify(pass)).digest('hex').slice(0, 16);
  return { id: `${issuerId}.${idPart(card.userId)}-${version}`, ...pass };
}

/** Signs save links with the issuer's service account (RS256). */
export function createGoogleSaveLinks(config: GoogleWalletConfig, publicUrl: string) {
  const key = createPrivateKey(config.privateKey);
  // Google shows the save button only on the origins the JWT names.
  const origins = [new URL(publicUrl).origin];
  return async (card: WalletCard): Promise<string> => {
    const object = googlePassObject(card, config.issuerId);
    const jwt = await new SignJWT({
      typ: 'savetowallet',
      origins,
      payload: {
        // Made by the first save when the issuer has none of that id yet; a Generic class needs
        // nothing else (what a pass shows is on its object).
        genericClasses: [{ id: object.classId }],
        genericObjects: [object],
      },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience('google')
      .setIssuedAt()
      .sign(key);
    return `${GOOGLE_SAVE_URL}${jwt}`;
  };
}
