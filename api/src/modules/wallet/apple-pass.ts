import { PKPass } from 'passkit-generator';
import { rgbOf, textColourOn, walletTexts } from 'shared-contracts';
import type { AppleWalletConfig } from '../../config.js';
import { textsIn } from '../../lib/language.js';
import { passImages } from './pass-images.js';
import type { WalletCard } from './wallet-card.js';

/** pass.json's colours are CSS `rgb()` triples. */
const rgb = (hex: string) => `rgb(${rgbOf(hex).join(', ')})`;

const field = (key: string, label: string, value: string) => (value ? [{ key, label, value }] : []);

/**
 * pass.json of the card as a generic pass. The serial number is the owner's: Wallet takes a pass
 * of the same type and serial number as a new version of the one it holds, so adding the card
 * again after a change replaces the old pass instead of adding a second one.
 *
 * Its labels are written in the owner's language, not left to `<lang>.lproj/pass.strings`: Wallet
 * picks an lproj by the phone's language, which need not be the one the owner chose here, and
 * falls back to pass.json's own words when the phone's is not in the pass.
 */
export function applePassJson(card: WalletCard, config: AppleWalletConfig) {
  const ink = textColourOn(card.accent);
  const texts = textsIn(walletTexts, card.language);
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    serialNumber: card.userId,
    teamIdentifier: config.teamId,
    organizationName: texts.issuer,
    description: texts.description(card.name),
    logoText: texts.issuer,
    backgroundColor: rgb(card.accent),
    foregroundColor: rgb(ink),
    labelColor: rgb(ink),
    generic: {
      primaryFields: field('name', texts.nameLabel, card.name),
      secondaryFields: [
        ...field('designation', texts.designationLabel, card.designation),
        ...field('company', texts.companyLabel, card.company),
      ],
      // Wallet turns a URL on the back of a pass into a link.
      backFields: field('card', texts.cardLink, card.url),
    },
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: card.url,
        messageEncoding: 'iso-8859-1',
        altText: card.url.replace(/^https?:\/\//, ''),
      },
    ],
  };
}

/**
 * The signed .pkpass (a zip): pass.json, the images, manifest.json with each file's SHA-1, and
 * `signature`, a detached PKCS#7 signature of the manifest by the pass certificate, with Apple's
 * WWDR intermediate (passkit-generator writes the last two).
 */
export async function applePass(card: WalletCard, config: AppleWalletConfig): Promise<Buffer> {
  const images = await passImages(card.accent);
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(applePassJson(card, config))), ...images },
    { wwdr: config.wwdr, signerCert: config.certificate, signerKey: config.privateKey },
  );
  return pass.getAsBuffer();
}
