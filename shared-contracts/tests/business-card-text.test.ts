import { describe, expect, it } from '@rstest/core';
import { parseBusinessCardText } from '../src/contacts/business-card-text.js';

/** Card texts as Tesseract returns them from phone photos: line by line, with its slips. */
describe('parseBusinessCardText', () => {
  it('reads a centred card: name, title, company, mobile, e-mail and website', () => {
    const card = parseBusinessCardText(`
      Ravi Kumar
      Senior Sales Manager
      Acme Technologies Pvt. Ltd.
      Mob: +91 98765 43210
      ravi.kumar@acmetech.in
      www.acmetech.in
    `);
    expect(card).toEqual({
      name: 'Ravi Kumar',
      company: 'Acme Technologies Pvt. Ltd.',
      designation: 'Senior Sales Manager',
      phoneNumbers: ['+919876543210'],
      emails: ['ravi.kumar@acmetech.in'],
      websites: ['www.acmetech.in'],
    });
  });

  it('reads a left-aligned card with the company first and an address', () => {
    const card = parseBusinessCardText(`
      SHARMA & ASSOCIATES
      Chartered Accountants
      CA Neha Sharma
      Partner
      302, Sai Plaza, MG Road, Pune - 411 001
      M: 99234-56789 | T: 020-2553 1234
      E: neha@sharmaassociates.co.in
    `);
    expect(card.name).toBe('CA Neha Sharma');
    expect(card.company).toBe('SHARMA & ASSOCIATES');
    expect(card.designation).toBe('Partner');
    expect(card.phoneNumbers).toEqual(['+919923456789', '020-2553 1234']);
    expect(card.emails).toEqual(['neha@sharmaassociates.co.in']);
    expect(card.websites).toEqual([]);
  });

  it('finds two mobiles on one line, with a slash or without', () => {
    expect(parseBusinessCardText('Mob: 98765 43210 / 91234 56789').phoneNumbers).toEqual([
      '+919876543210',
      '+919123456789',
    ]);
    expect(parseBusinessCardText('Mobile 98765 43210 91234 56789').phoneNumbers).toEqual([
      '+919876543210',
      '+919123456789',
    ]);
  });

  it('reads phones written with 0, +91, dots and brackets', () => {
    const card = parseBusinessCardText(`
      Tel: (022) 2345 6789
      Cell. 098200.12345
      +91-80-4123-4567
      WhatsApp: +91 70123 45678
      Toll free 1800 123 4567
    `);
    expect(card.phoneNumbers).toEqual([
      '(022) 2345 6789',
      '+919820012345',
      '+91-80-4123-4567',
      '+917012345678',
      '1800 123 4567',
    ]);
  });

  it('mends OCR slips in e-mails: spaces around @ and dots, (at), a comma for a dot', () => {
    const card = parseBusinessCardText(`
      Email : priya . nair @ gmail . com
      anil(at)kapoorlegal.in
      sales @ brightsolar,co.in
    `);
    expect(card.emails).toEqual([
      'priya.nair@gmail.com',
      'anil@kapoorlegal.in',
      'sales@brightsolar.co.in',
    ]);
    expect(card.websites).toEqual([]);
  });

  it('mends O for 0 and l for 1 inside a number', () => {
    expect(parseBusinessCardText('M: 98l23 4567O').phoneNumbers).toEqual(['+919812345670']);
  });

  it('splits a name and a title written on one line', () => {
    const card = parseBusinessCardText(`
      Priya Nair - Founder & CEO
      PixelKraft Design Studio
      priya@pixelkraft.io
    `);
    expect(card.name).toBe('Priya Nair');
    expect(card.designation).toBe('Founder & CEO');
    expect(card.company).toBe('PixelKraft Design Studio');
    expect(card.websites).toEqual([]);
  });

  it('keeps a doctor as a name and takes the specialty as the title', () => {
    const card = parseBusinessCardText(`
      Dr. Anjali Mehta
      MBBS, MD (Paediatrics)
      Consultant Paediatrician
      Sunrise Children's Hospital
      Ph: 0124-4567890
      Mobile: 9810012345
    `);
    expect(card.name).toBe('Dr. Anjali Mehta');
    expect(card.designation).toBe('Consultant Paediatrician');
    expect(card.company).toBe("Sunrise Children's Hospital");
    expect(card.phoneNumbers).toEqual(['0124-4567890', '+919810012345']);
  });

  it('reads an all-capitals name in title case and ignores degrees that look like domains', () => {
    const card = parseBusinessCardText(`
      RAJESH GUPTA
      B.Com, M.Tech
      Proprietor
      Gupta Traders
      Shop No. 12, Sadar Bazar, Delhi 110006
      9312345678
    `);
    expect(card.name).toBe('Rajesh Gupta');
    expect(card.designation).toBe('Proprietor');
    expect(card.company).toBe('Gupta Traders');
    expect(card.websites).toEqual([]);
    expect(card.phoneNumbers).toEqual(['+919312345678']);
  });

  it('leaves logo noise and a pincode alone', () => {
    const card = parseBusinessCardText(`
      ee a
      | ~ —
      Suresh Iyer
      Chief Technology Officer
      Nimbus Cloud Labs LLP
      4th Floor, Prestige Tower, Bengaluru 560001
      +91 80 4000 1234 | +91 99000 12345
      suresh.iyer@nimbuslabs.com | nimbuslabs.com
    `);
    expect(card.name).toBe('Suresh Iyer');
    expect(card.designation).toBe('Chief Technology Officer');
    expect(card.company).toBe('Nimbus Cloud Labs LLP');
    expect(card.phoneNumbers).toEqual(['+91 80 4000 1234', '+919900012345']);
    expect(card.emails).toEqual(['suresh.iyer@nimbuslabs.com']);
    expect(card.websites).toEqual(['nimbuslabs.com']);
  });

  it('takes a brand without a legal ending as the company when the domain spells it', () => {
    const card = parseBusinessCardText(`
      CHAIWALA
      Karan Malhotra
      Head of Operations
      karan@chaiwala.in
      https://chaiwala.in/franchise
    `);
    expect(card.name).toBe('Karan Malhotra');
    expect(card.company).toBe('CHAIWALA');
    expect(card.designation).toBe('Head of Operations');
    expect(card.websites).toEqual(['https://chaiwala.in/franchise']);
  });

  it('reads a lawyer with an initial and a two-line title', () => {
    const card = parseBusinessCardText(`
      K. Ramesh
      Advocate
      High Court of Madras
      Mob 94440 12345
      kramesh.advocate@yahoo.co.in
    `);
    expect(card.name).toBe('K. Ramesh');
    expect(card.designation).toBe('Advocate');
    expect(card.emails).toEqual(['kramesh.advocate@yahoo.co.in']);
    expect(card.phoneNumbers).toEqual(['+919444012345']);
  });

  it("drops a logo's initial read before the company's name", () => {
    expect(parseBusinessCardText('L Lotus Technologies Pvt. Ltd.\nPriya Menon').company).toBe(
      'Lotus Technologies Pvt. Ltd.',
    );
  });

  it('does not take a fax as a phone', () => {
    const card = parseBusinessCardText('Tel: 022-2345 6789\nFax: 022-2345 6790');
    expect(card.phoneNumbers).toEqual(['022-2345 6789']);
  });

  it('answers empty fields for text that is no card', () => {
    expect(parseBusinessCardText('')).toEqual({
      name: '',
      company: '',
      designation: '',
      phoneNumbers: [],
      emails: [],
      websites: [],
    });
  });
});
