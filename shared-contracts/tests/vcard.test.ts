import ICAL from 'ical.js';
import { describe, expect, it } from '@rstest/core';
import type { Portfolio } from '../src/portfolio/types.js';
import {
  buildVCard,
  escapeVCardText,
  foldVCardLine,
  vCardFileName,
} from '../src/portfolio/vcard.js';

type CardInput = Pick<Portfolio, 'personalInfo' | 'workInfo' | 'addressInfo'>;

const asha: CardInput = {
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919812345678',
    profilePicture: null,
    bannerImage: null,
  },
  workInfo: {
    companyName: 'Tapfolio',
    designation: 'Designer',
    workEmail: 'asha@tapfolio.in',
    primaryWebsite: 'https://asha.dev',
    secondaryWebsite: 'https://blog.asha.dev',
    companyLogo: null,
  },
  addressInfo: {
    buildingName: 'Tower 4',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
  },
};

const withName = (name: string): CardInput => ({
  ...asha,
  personalInfo: { ...asha.personalInfo, name },
});

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (card: string) => card.replace(/\r\n /g, '');
/** The logical lines (folds joined), without the empty string after the last CRLF. */
const linesOf = (card: string) => unfold(card).split('\r\n').slice(0, -1);
/** True when the text survives a UTF-8 round trip, i.e. no character was cut in half. */
const wholeCharacters = (text: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(text)) === text;

describe('buildVCard', () => {
  it('writes a vCard 3.0 with every field of the spec, in order', () => {
    expect(linesOf(buildVCard(asha))).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rao;Asha;;;',
      'FN:Asha Rao',
      'ORG:Tapfolio',
      'TITLE:Designer',
      'EMAIL;TYPE=INTERNET,PREF:asha@example.com',
      'EMAIL;TYPE=INTERNET,WORK:asha@tapfolio.in',
      'TEL;TYPE=CELL:+919876543210',
      'TEL;TYPE=WORK:+919812345678',
      'ADR;TYPE=WORK:;;Tower 4\\, Indiranagar;Bengaluru;Karnataka;560038;India',
      'URL:https://asha.dev',
      'URL:https://blog.asha.dev',
      'END:VCARD',
    ]);
  });

  it('ends every line with CRLF, and has no bare LF or CR', () => {
    const card = buildVCard({
      ...asha,
      addressInfo: { ...asha.addressInfo, buildingName: 'Tower 4\nWing B\r\nFloor 2\rFlat 9' },
    });
    expect(card.endsWith('\r\n')).toBe(true);
    expect(card).not.toMatch(/(?<!\r)\n/);
    expect(card).not.toMatch(/\r(?!\n)/);
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('\r\nEND:VCARD\r\n')).toBe(true);
  });

  it('takes the last word as the family name and the rest as given names', () => {
    const lines = linesOf(buildVCard(withName('  Asha  Devi Rao ')));
    expect(lines).toContain('N:Rao;Asha Devi;;;');
    expect(lines).toContain('FN:Asha  Devi Rao');
    expect(linesOf(buildVCard(withName('Asha')))).toContain('N:;Asha;;;');
  });

  it('escapes commas, semicolons, backslashes and newlines in values', () => {
    const lines = linesOf(
      buildVCard({
        ...asha,
        personalInfo: { ...asha.personalInfo, name: 'Asha; Rao' },
        workInfo: {
          ...asha.workInfo,
          companyName: 'Rao, Rao & Co.',
          designation: 'Design\\Print\nLead',
        },
      }),
    );
    expect(lines).toContain('N:Rao;Asha\\;;;;');
    expect(lines).toContain('FN:Asha\\; Rao');
    expect(lines).toContain('ORG:Rao\\, Rao & Co.');
    expect(lines).toContain('TITLE:Design\\\\Print\\nLead');
  });

  it('keeps the separators of the address parts unescaped', () => {
    const lines = linesOf(
      buildVCard({
        ...asha,
        addressInfo: {
          ...asha.addressInfo,
          buildingName: 'Block A; Tower 4',
          area: 'HAL 2nd Stage',
        },
      }),
    );
    expect(lines).toContain(
      'ADR;TYPE=WORK:;;Block A\\; Tower 4\\, HAL 2nd Stage;Bengaluru;Karnataka;560038;India',
    );
  });

  it('leaves out the lines whose value is empty', () => {
    const card = buildVCard({
      personalInfo: {
        ...asha.personalInfo,
        email: '',
        phoneNumber: '',
        whatsappNumber: '',
      },
      workInfo: {
        companyName: '',
        designation: '',
        workEmail: '',
        primaryWebsite: '',
        secondaryWebsite: '',
        companyLogo: null,
      },
      addressInfo: {
        buildingName: '',
        area: '',
        pincode: '',
        district: '',
        state: '',
        country: '',
      },
    });
    expect(card).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Rao;Asha;;;\r\nFN:Asha Rao\r\nEND:VCARD\r\n',
    );
  });

  it('writes the work email only when it differs from the personal one', () => {
    const lines = linesOf(
      buildVCard({ ...asha, workInfo: { ...asha.workInfo, workEmail: 'asha@example.com' } }),
    );
    expect(lines.filter((line) => line.startsWith('EMAIL'))).toEqual([
      'EMAIL;TYPE=INTERNET,PREF:asha@example.com',
    ]);
  });

  it('writes one URL line per website that is set', () => {
    const lines = linesOf(
      buildVCard({ ...asha, workInfo: { ...asha.workInfo, primaryWebsite: '' } }),
    );
    expect(lines.filter((line) => line.startsWith('URL'))).toEqual(['URL:https://blog.asha.dev']);
  });

  it("writes the card's own URL last, after the websites, when it is given", () => {
    const lines = linesOf(buildVCard(asha, { cardUrl: 'https://tapfolio.in/@asha.rao' }));
    expect(lines.filter((line) => line.startsWith('URL'))).toEqual([
      'URL:https://asha.dev',
      'URL:https://blog.asha.dev',
      'URL:https://tapfolio.in/@asha.rao',
    ]);
    expect(lines.at(-1)).toBe('END:VCARD');
    const bare = {
      ...asha,
      workInfo: { ...asha.workInfo, primaryWebsite: '', secondaryWebsite: '' },
    };
    expect(
      linesOf(buildVCard(bare, { cardUrl: 'https://tapfolio.in/portfolio/u1' })).filter((line) =>
        line.startsWith('URL'),
      ),
    ).toEqual(['URL:https://tapfolio.in/portfolio/u1']);
    expect(buildVCard(asha, { cardUrl: '' })).toBe(buildVCard(asha));
  });

  it('writes a note last, escaped, so no text of it becomes a line of its own', () => {
    const note = "Call me $' or $` later\nEND:VCARD\nBEGIN:VCARD";
    const card = buildVCard(asha, { cardUrl: 'https://tapfolio.in/@asha.rao', note });
    expect(linesOf(card).slice(-2)).toEqual([
      "NOTE:Call me $' or $` later\\nEND:VCARD\\nBEGIN:VCARD",
      'END:VCARD',
    ]);
    // Read back by ical.js, as a contacts app would: one card, whose note is the text given.
    const parsed = ICAL.parse(card) as unknown[];
    expect(parsed[0]).toBe('vcard');
    expect(new ICAL.Component(parsed).getFirstPropertyValue('note')).toBe(note);
    expect(buildVCard(asha, { note: '' })).toBe(buildVCard(asha));
  });

  it('writes URLs as URIs, so phones and ical.js read back the address as given', () => {
    const site = 'https://x.in/a;b,c?q=1,2;3#top';
    const card = buildVCard(
      { ...asha, workInfo: { ...asha.workInfo, primaryWebsite: site, secondaryWebsite: '' } },
      { cardUrl: 'https://tapfolio.in/@asha.rao' },
    );
    expect(linesOf(card)).toContain(`URL:${site}`);
    const urls = new ICAL.Component(ICAL.parse(card) as unknown[]).getAllProperties('url');
    expect(urls.map((url) => [url.type, url.getFirstValue()])).toEqual([
      ['uri', site],
      ['uri', 'https://tapfolio.in/@asha.rao'],
    ]);
  });

  it('writes a website without a scheme with https://, and leaves out any other scheme', () => {
    const lines = linesOf(
      buildVCard({
        ...asha,
        workInfo: {
          ...asha.workInfo,
          primaryWebsite: 'asha.dev/work one',
          secondaryWebsite: 'javascript:alert(1)',
        },
      }),
    );
    expect(lines.filter((line) => line.startsWith('URL'))).toEqual([
      'URL:https://asha.dev/work%20one',
    ]);
  });

  it('carries the social links as social profiles, each with its network, read by ical.js', () => {
    const card = buildVCard({
      ...asha,
      socialMedia: [
        { source: 'linkedin', link: 'https://linkedin.com/in/asha-rao' },
        { source: 'x', link: 'https://x.com/asha_rao' },
        { source: 'instagram', link: 'https://instagram.com/priya.designs' },
        { source: 'unknown', link: 'https://example.com/asha' },
        { source: 'facebook', link: 'data:text/html,hi' },
      ],
    });
    const profiles = new ICAL.Component(ICAL.parse(card) as unknown[])
      .getAllProperties('x-socialprofile')
      .map((p) => [p.getParameter('type') ?? null, p.getFirstValue()]);
    expect(profiles).toEqual([
      ['linkedin', 'https://linkedin.com/in/asha-rao'],
      // iOS still files X under twitter.
      ['twitter', 'https://x.com/asha_rao'],
      ['instagram', 'https://instagram.com/priya.designs'],
      [null, 'https://example.com/asha'],
    ]);
  });

  it('carries the photo as base64 JPEG, folded, which ical.js decodes to the same bytes', () => {
    // A JPEG's start (SOI, APP0 "JFIF") and enough bytes to fold over many lines.
    const bytes = Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...Array.from({ length: 600 }, (_, i) => i % 256),
    ]);
    const base64 = btoa(String.fromCharCode(...bytes));
    const card = buildVCard(asha, { photoJpegBase64: base64, note: 'hi' });
    for (const line of card.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      linesOf(card)
        .slice(-3, -1)
        .map((line) => line.slice(0, 30)),
    ).toEqual(['PHOTO;ENCODING=b;TYPE=JPEG:/9j', 'NOTE:hi']);
    const photo = new ICAL.Component(ICAL.parse(card) as unknown[]).getFirstProperty('photo')!;
    expect(photo.getParameter('type')).toBe('JPEG');
    const decoded = (photo.getFirstValue() as ICAL.Binary).decodeValue();
    expect(Uint8Array.from(decoded, (char) => char.charCodeAt(0))).toEqual(bytes);
  });

  it('keeps the WhatsApp number as the work phone (spec)', () => {
    const tels = new ICAL.Component(ICAL.parse(buildVCard(asha)) as unknown[])
      .getAllProperties('tel')
      .map((tel) => [tel.getParameter('type'), tel.getFirstValue()]);
    expect(tels).toEqual([
      ['CELL', '+919876543210'],
      ['WORK', '+919812345678'],
    ]);
  });

  it('writes the address when only some parts are known', () => {
    const lines = linesOf(
      buildVCard({
        ...asha,
        addressInfo: { ...asha.addressInfo, buildingName: '', area: '', district: '', state: '' },
      }),
    );
    expect(lines).toContain('ADR;TYPE=WORK:;;;;;560038;India');
  });

  it('folds long lines so no physical line passes 75 octets', () => {
    const card = buildVCard({
      ...asha,
      workInfo: {
        ...asha.workInfo,
        designation: 'Senior principal designer, '.repeat(8),
        companyName: 'डिज़ाइन स्टूडियो प्राइवेट लिमिटेड '.repeat(3),
      },
      personalInfo: { ...asha.personalInfo, name: 'आशा 😀 राव '.repeat(6).trim() },
    });
    for (const line of card.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(wholeCharacters(line)).toBe(true);
    }
    expect(linesOf(card)).toContain(`FN:${'आशा 😀 राव '.repeat(6).trim()}`);
  });
});

describe('escapeVCardText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['a\rb', 'a\\nb'],
    ['\\,', '\\\\\\,'],
    ['plain text', 'plain text'],
  ])('escapes %j as %j', (value, escaped) => {
    expect(escapeVCardText(value)).toBe(escaped);
  });
});

describe('foldVCardLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `NOTE:${'x'.repeat(70)}`;
    expect(foldVCardLine(line)).toBe(line);
  });

  it('folds at 75 octets; continuation lines start with one space and hold 74 more', () => {
    const line = `NOTE:${'x'.repeat(70 + 74 + 10)}`;
    const folded = foldVCardLine(line);
    const parts = folded.split('\r\n');
    expect(parts.map(octets)).toEqual([75, 75, 11]);
    expect(parts.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(
      true,
    );
    expect(unfold(folded)).toBe(line);
  });

  it.each([
    ['Devanagari', `FN:${'आशा राव '.repeat(12)}`],
    ['emoji', `FN:${'😀'.repeat(50)}`],
    ['mixed', `ORG:a${'ह😀'.repeat(30)}`],
    ['emoji after ASCII', `FN:${'x'.repeat(72)}😀😀`],
  ])('never splits a multi-byte character (%s)', (_label, line) => {
    const folded = foldVCardLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(wholeCharacters(part)).toBe(true);
    }
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('writes a Tamil card as whole UTF-8 characters, which ical.js reads back as written', () => {
    // Long enough in 3-octet letters that FN, N, ORG and TITLE all fold, some between a consonant
    // and its vowel sign (a fold may fall there: unfolding joins the line back as it was).
    const name = 'முத்துலட்சுமி வெங்கடசுப்பிரமணியன் ராமநாதன்';
    const org = 'தமிழ்நாடு கைத்தறி நெசவாளர்கள் கூட்டுறவு சங்கம், சென்னை';
    const card = buildVCard({
      ...withName(name),
      workInfo: { ...asha.workInfo, companyName: org, designation: 'மூத்த வடிவமைப்பாளர், ஆலோசகர்' },
      addressInfo: { ...asha.addressInfo, district: 'சென்னை', state: 'தமிழ்நாடு' },
    });
    const bytes = Buffer.from(card, 'utf8');
    // Every physical line is whole UTF-8 within 75 octets: decoding each one alone never fails.
    let start = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(line)).not.toThrow();
      start = i + 2;
    }
    expect(linesOf(card).find((line) => line.startsWith('FN:'))).toBe(`FN:${name}`);
    expect(card.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);

    const vcard = new ICAL.Component(
      ICAL.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown[],
    );
    expect(vcard.getFirstPropertyValue('fn')).toBe(name);
    expect(vcard.getFirstPropertyValue('n')).toEqual([
      'ராமநாதன்',
      'முத்துலட்சுமி வெங்கடசுப்பிரமணியன்',
      '',
      '',
      '',
    ]);
    expect(vcard.getFirstPropertyValue('org')).toBe(org);
    expect(vcard.getFirstPropertyValue('title')).toBe('மூத்த வடிவமைப்பாளர், ஆலோசகர்');
    expect(vcard.getFirstPropertyValue('adr')).toEqual([
      '',
      '',
      'Tower 4, Indiranagar',
      'சென்னை',
      'தமிழ்நாடு',
      '560038',
      'India',
    ]);
  });

  it('folds a Devanagari line before the character that would pass 75 octets', () => {
    // 'FN:' is 3 octets and each अ is 3: 24 fit in the first line (75), 16 on the next (1 + 48).
    const parts = foldVCardLine(`FN:${'अ'.repeat(40)}`).split('\r\n');
    expect(parts).toEqual([`FN:${'अ'.repeat(24)}`, ` ${'अ'.repeat(16)}`]);
  });

  it('folds an emoji line before the 4-octet character that would pass 75 octets', () => {
    // 'FN:' + 18 emoji = 75 octets; the continuation holds 18 more (1 + 72).
    const parts = foldVCardLine(`FN:${'😀'.repeat(40)}`).split('\r\n');
    expect(parts).toEqual([`FN:${'😀'.repeat(18)}`, ` ${'😀'.repeat(18)}`, ` ${'😀'.repeat(4)}`]);
  });
});

describe('vCardFileName', () => {
  it.each([
    ['Asha Rao', 'Asha Rao.vcf'],
    ['राहुल शर्मा', 'राहुल शर्मा.vcf'],
    ['a/b\\c:d*e?f"g<h>i|j', 'abcdefghij.vcf'],
    ['../../etc/passwd', '....etcpasswd.vcf'],
    ['Asha\u0000\r\n\t Rao', 'Asha Rao.vcf'],
    ['  Asha Rao  ', 'Asha Rao.vcf'],
    ['', 'contact.vcf'],
    ['   ', 'contact.vcf'],
    ['/\\:*?"<>|', 'contact.vcf'],
  ])('names the file for %j %j', (name, file) => {
    expect(vCardFileName(name)).toBe(file);
  });
});
