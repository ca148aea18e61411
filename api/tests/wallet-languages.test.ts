import { beforeAll, describe, expect, it } from '@rstest/core';
import { LANGUAGES, walletTexts } from 'shared-contracts';
import type { AppleWalletConfig } from '../src/config.js';
import { loadCatalogues, textsIn } from '../src/lib/language.js';
import { applePassJson } from '../src/modules/wallet/apple-pass.js';
import { googlePassObject } from '../src/modules/wallet/google-pass.js';
import type { WalletCard } from '../src/modules/wallet/wallet-card.js';

/** One card, fixed, so a pass of it can be compared byte for byte with one made before. */
const CARD: WalletCard = {
  userId: '0b5c3a52-4a57-4b7e-9d0e-3c1f6a2b8d11',
  name: 'Asha Rao',
  designation: 'Founder',
  company: 'Rao Studio',
  accent: '#4f46e5',
  url: 'https://tapfolio.test/portfolio/asha',
  photoUrl: 'https://tapfolio.test/api/v1/file?key=k&w=800',
  language: 'en',
};
const APPLE = { passTypeId: 'pass.app.tapfolio.test', teamId: 'TEAM123456' } as AppleWalletConfig;
const ISSUER_ID = '3388000000022123456';

describe('wallet passes in the owner’s language', () => {
  beforeAll(() => loadCatalogues());

  // Both made by the code before passes spoke any language but English (commit 3d0337e).
  it('makes an English pass exactly as before: pass.json, and Google’s object with its id', () => {
    expect(JSON.stringify(applePassJson(CARD, APPLE))).toBe(
      '{"formatVersion":1,"passTypeIdentifier":"pass.app.tapfolio.test",' +
        '"serialNumber":"0b5c3a52-4a57-4b7e-9d0e-3c1f6a2b8d11","teamIdentifier":"TEAM123456",' +
        '"organizationName":"Tapfolio","description":"Asha Rao\'s business card",' +
        '"logoText":"Tapfolio","backgroundColor":"rgb(79, 70, 229)",' +
        '"foregroundColor":"rgb(255, 255, 255)","labelColor":"rgb(255, 255, 255)",' +
        '"generic":{"primaryFields":[{"key":"name","label":"Name","value":"Asha Rao"}],' +
        '"secondaryFields":[{"key":"designation","label":"Designation","value":"Founder"},' +
        '{"key":"company","label":"Company","value":"Rao Studio"}],' +
        '"backFields":[{"key":"card","label":"Open my card",' +
        '"value":"https://tapfolio.test/portfolio/asha"}]},"barcodes":[{"format":"PKBarcodeFormatQR",' +
        '"message":"https://tapfolio.test/portfolio/asha","messageEncoding":"iso-8859-1",' +
        '"altText":"tapfolio.test/portfolio/asha"}]}',
    );
    // The id's digest is of the whole object: the same id is the same pass, so a saved one stays.
    expect(JSON.stringify(googlePassObject(CARD, ISSUER_ID))).toBe(
      '{"id":"3388000000022123456.0b5c3a52-4a57-4b7e-9d0e-3c1f6a2b8d11-18b2edfadaaa4b2a",' +
        '"classId":"3388000000022123456.tapfolio_card","state":"ACTIVE",' +
        '"genericType":"GENERIC_TYPE_UNSPECIFIED",' +
        '"cardTitle":{"defaultValue":{"language":"en","value":"Tapfolio"}},' +
        '"header":{"defaultValue":{"language":"en","value":"Asha Rao"}},' +
        '"subheader":{"defaultValue":{"language":"en","value":"Founder · Rao Studio"}},' +
        '"logo":{"sourceUri":{"uri":"https://tapfolio.test/api/v1/file?key=k&w=800"},' +
        '"contentDescription":{"defaultValue":{"language":"en","value":"Asha Rao"}}},' +
        '"hexBackgroundColor":"#4f46e5","barcode":{"type":"QR_CODE",' +
        '"value":"https://tapfolio.test/portfolio/asha","alternateText":"tapfolio.test/portfolio/asha"},' +
        '"linksModuleData":{"uris":[{"id":"card","uri":"https://tapfolio.test/portfolio/asha",' +
        '"description":"Open my card"}]}}',
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'labels a %s pass in its catalogue’s words, the card’s own as written',
    (language) => {
      const card = { ...CARD, language };
      const texts = textsIn(walletTexts, language);
      expect(texts.nameLabel).not.toBe(walletTexts.nameLabel);

      const pass = applePassJson(card, APPLE);
      expect(pass.description).toBe(texts.description('Asha Rao'));
      expect(pass.description).toContain('Asha Rao');
      expect(pass.generic).toEqual({
        primaryFields: [{ key: 'name', label: texts.nameLabel, value: 'Asha Rao' }],
        secondaryFields: [
          { key: 'designation', label: texts.designationLabel, value: 'Founder' },
          { key: 'company', label: texts.companyLabel, value: 'Rao Studio' },
        ],
        backFields: [{ key: 'card', label: texts.cardLink, value: CARD.url }],
      });
      // The brand's name stays as it is in every language.
      expect([pass.organizationName, pass.logoText]).toEqual(['Tapfolio', 'Tapfolio']);
      expect(pass.barcodes).toEqual(applePassJson(CARD, APPLE).barcodes);

      const object = googlePassObject(card, ISSUER_ID);
      expect(object.linksModuleData.uris[0]?.description).toBe(texts.cardLink);
      expect(object.header).toEqual({ defaultValue: { language, value: 'Asha Rao' } });
      expect(object.subheader).toEqual({
        defaultValue: { language, value: 'Founder · Rao Studio' },
      });
      expect(object.id).not.toBe(googlePassObject(CARD, ISSUER_ID).id);
    },
  );
});
