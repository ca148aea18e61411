import { describe, expect, it } from '@rstest/core';
import { parseScannedCode } from '../src/contacts/scanned-code.js';
import { buildContactVCard } from '../src/portfolio/vcard.js';

const CRLF = '\r\n';

describe('parseScannedCode', () => {
  it('reads a vCard 3.0 with escaped text, types and a folded line', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Kumar;Ravi;;;',
      'FN:Ravi Kumar',
      'ORG:Acme\\, Inc;Sales',
      'TITLE:Head of Sales',
      'TEL;TYPE=CELL,VOICE:+91 98765 43210',
      'TEL;TYPE=WORK:022-2345 6789',
      'item1.EMAIL;TYPE=INTERNET:Ravi@Acme.in',
      'URL:https://acme.in/ravi',
      'NOTE:Met at the Pune expo and talked about a long line that is fol',
      ' ded here',
      'END:VCARD',
    ].join(CRLF);
    expect(parseScannedCode(card)).toEqual({
      name: 'Ravi Kumar',
      company: 'Acme, Inc',
      designation: 'Head of Sales',
      phoneNumbers: ['+919876543210', '022-2345 6789'],
      emails: ['ravi@acme.in'],
      websites: ['https://acme.in/ravi'],
    });
  });

  it('reads a vCard 2.1 with bare parameters and QUOTED-PRINTABLE values', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Sh=C3=A9tty;Anu',
      'ORG:Bright Solar',
      'TITLE:Founder',
      'TEL;CELL;VOICE:09123456789',
      'EMAIL;INTERNET:anu@brightsolar.in',
      'END:VCARD',
    ].join(CRLF);
    expect(parseScannedCode(card)).toEqual({
      name: 'Anu Shétty',
      company: 'Bright Solar',
      designation: 'Founder',
      phoneNumbers: ['+919123456789'],
      emails: ['anu@brightsolar.in'],
      websites: [],
    });
  });

  it('reads a vCard 4.0 with tel: URIs and LF line ends', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Dr. Meera Rao',
      'ORG:Sunrise Clinic',
      'ROLE:Paediatrician',
      'TEL;VALUE=uri;TYPE="voice,cell":tel:+91-98450-12345',
      'EMAIL:meera@sunrise.clinic',
      'END:VCARD',
    ].join('\n');
    expect(parseScannedCode(card)).toMatchObject({
      name: 'Dr. Meera Rao',
      company: 'Sunrise Clinic',
      designation: 'Paediatrician',
      phoneNumbers: ['+919845012345'],
      emails: ['meera@sunrise.clinic'],
    });
  });

  it("reads Tapfolio's own Save Contact file", () => {
    const file = buildContactVCard({
      _id: '0b7f6a3e-0000-4000-8000-000000000001',
      name: 'Asha Verma',
      phoneNumber: '+919812345678',
      email: 'asha@example.in',
      designation: 'Architect',
      company: 'Verma; Rao Studio',
      website: 'verma-rao.in',
      tags: ['expo, pune'],
    });
    const card = parseScannedCode(file);
    expect(card).toMatchObject({
      name: 'Asha Verma',
      company: 'Verma; Rao Studio',
      designation: 'Architect',
      phoneNumbers: ['+919812345678'],
      emails: ['asha@example.in'],
      websites: ['https://verma-rao.in'],
    });
  });

  it('reads a MECARD with escapes and a family,given name', () => {
    expect(
      parseScannedCode(
        'MECARD:N:Nair,Priya;ORG:PixelKraft\\; Studio;TEL:+919900012345;EMAIL:priya@pixelkraft.io;URL:https\\://pixelkraft.io;;',
      ),
    ).toEqual({
      name: 'Priya Nair',
      company: 'PixelKraft; Studio',
      designation: '',
      phoneNumbers: ['+919900012345'],
      emails: ['priya@pixelkraft.io'],
      websites: ['https://pixelkraft.io'],
    });
  });

  it('reads tel: and mailto: links', () => {
    expect(parseScannedCode('tel:+91%2098765%2043210')).toMatchObject({
      phoneNumbers: ['+919876543210'],
      emails: [],
    });
    expect(parseScannedCode('mailto:Sales@Acme.in?subject=Hello')).toMatchObject({
      emails: ['sales@acme.in'],
      phoneNumbers: [],
    });
  });

  it('answers a web address as a URL', () => {
    expect(parseScannedCode('https://tapfolio.in/ravi')).toEqual({
      url: 'https://tapfolio.in/ravi',
    });
    expect(parseScannedCode(' http://example.com/a?b=c ')).toEqual({
      url: 'http://example.com/a?b=c',
    });
  });

  it('reads other text as a card printed in a QR', () => {
    expect(parseScannedCode('Ravi Kumar\nDirector\n9876543210')).toMatchObject({
      name: 'Ravi Kumar',
      designation: 'Director',
      phoneNumbers: ['+919876543210'],
    });
  });

  it('does not throw on a broken vCard', () => {
    expect(() => parseScannedCode('BEGIN:VCARD\nTEL;;;:\nEND:VCARD')).not.toThrow();
  });
});
