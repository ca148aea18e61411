import { describe, expect, it } from '@rstest/core';
import { buildVCard } from '../src/portfolio/vcard.js';
import { updatePortfolioSchema } from '../src/portfolio/section-schemas.js';
import type { OwnPortfolio } from '../src/portfolio/types.js';
import {
  CONTACT_FIELDS,
  HIDDEN_BY_DEFAULT,
  hiddenFieldsOf,
  publicPortfolioOf,
  visibilityOf,
} from '../src/portfolio/visibility.js';
import { errorsOf, valueOf } from './helpers.js';

const own = (hidden: string[], socialVisible = true): OwnPortfolio => ({
  _id: 'p1',
  portfolioId: 'p1',
  userId: 'u1',
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919123456789',
    profilePicture: null,
    bannerImage: null,
  },
  workInfo: {
    companyName: 'Rao Studio',
    designation: 'Founder',
    workEmail: 'work@rao.example',
    primaryWebsite: 'https://rao.example',
    secondaryWebsite: 'https://blog.rao.example',
    companyLogo: null,
  },
  addressInfo: {
    buildingName: '12 Lake View',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
  },
  socialMedia: [
    { _id: 'l1', source: 'instagram', link: 'https://instagram.com/asha', visible: socialVisible },
    { _id: 'l2', source: 'x', link: 'https://x.com/asha', visible: true },
  ],
  about: { heading: null, description: null },
  serviceHeading: null,
  theme: 'Dark',
  handle: null,
  searchable: false,
  visibility: visibilityOf(hidden),
});

describe('contact visibility', () => {
  it('reads the stored hidden list into one switch per field, and back', () => {
    const visibility = visibilityOf(['area', 'email', 'not-a-field']);
    expect(visibility.area).toBe(false);
    expect(visibility.email).toBe(false);
    expect(visibility.state).toBe(true);
    expect(hiddenFieldsOf(visibility)).toEqual(['email', 'area']);
    expect(Object.keys(visibility)).toEqual([...CONTACT_FIELDS]);
  });

  it('hides the building name and area of a new card', () => {
    expect(HIDDEN_BY_DEFAULT).toEqual(['buildingName', 'area']);
    const card = publicPortfolioOf(own([...HIDDEN_BY_DEFAULT]));
    expect(card.addressInfo).toEqual({
      buildingName: '',
      area: '',
      pincode: '560038',
      district: 'Bangalore',
      state: 'Karnataka',
      country: 'India',
    });
  });

  it('leaves every hidden field and link out of the public card, and the switches too', () => {
    const card = publicPortfolioOf(
      own(['email', 'phoneNumber', 'workEmail', 'primaryWebsite'], false),
    );
    expect(card.personalInfo.email).toBe('');
    expect(card.personalInfo.phoneNumber).toBe('');
    expect(card.personalInfo.whatsappNumber).toBe('+919123456789');
    expect(card.workInfo.workEmail).toBe('');
    expect(card.workInfo.primaryWebsite).toBe('');
    expect(card.workInfo.secondaryWebsite).toBe('https://blog.rao.example');
    expect(card.socialMedia).toEqual([{ _id: 'l2', source: 'x', link: 'https://x.com/asha' }]);
    expect(card).not.toHaveProperty('visibility');
    expect(JSON.stringify(card)).not.toMatch(/asha@example|9876543210|work@rao|instagram/);
  });

  it('shows no address at all when every line is hidden (not a lone country)', () => {
    const card = publicPortfolioOf(own(['buildingName', 'area', 'pincode', 'district', 'state']));
    expect(Object.values(card.addressInfo).every((line) => line === '')).toBe(true);
    const vcard = buildVCard(card);
    expect(vcard).not.toContain('ADR');
  });

  it('keeps hidden fields out of the vCard made from the public card', () => {
    const vcard = buildVCard(publicPortfolioOf(own(['email', 'whatsappNumber', 'buildingName'])));
    expect(vcard).not.toContain('asha@example.com');
    expect(vcard).not.toContain('+919123456789');
    expect(vcard).not.toContain('12 Lake View');
    expect(vcard).toContain('TEL;TYPE=CELL:+919876543210');
    expect(vcard).toContain('Indiranagar');
  });
});

describe('PATCH /portfolio switches', () => {
  it('takes any of the switches, and the search engines switch', async () => {
    expect(
      await valueOf(updatePortfolioSchema, { visibility: { email: false }, searchable: true }),
    ).toEqual({ visibility: { email: false }, searchable: true });
  });

  it('refuses a field that has no switch, and a switch that is not true or false', async () => {
    expect(await errorsOf(updatePortfolioSchema, { visibility: { name: false } })).toEqual({
      visibility: expect.stringMatching(/name/),
    });
    expect(await errorsOf(updatePortfolioSchema, { visibility: { email: 'no' } })).toEqual({
      'visibility.email': 'Must be true or false',
    });
    expect(await errorsOf(updatePortfolioSchema, { searchable: 1 })).toEqual({
      searchable: 'Must be true or false',
    });
    expect(await errorsOf(updatePortfolioSchema, { visibility: [] })).toEqual({
      visibility: expect.any(String),
    });
  });

  it('takes a social link hidden from the card', async () => {
    const { socialMedia } = await valueOf(updatePortfolioSchema, {
      socialMedia: [{ source: 'instagram', link: 'instagram.com/asha', visible: false }],
    });
    expect(socialMedia).toEqual([
      { source: 'instagram', link: 'https://instagram.com/asha', visible: false },
    ]);
  });
});
