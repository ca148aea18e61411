import { describe, expect, it } from '@rstest/core';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  portfolioResultSchema,
  portfolioSchema,
  portfolioServiceSchema,
  portfolioServicesSchema,
} from '../src/portfolio/result-schemas.js';
import {
  aboutSchema,
  personalInfoSchema,
  portfolioAddressSchema,
  serviceSchema,
  workInfoSchema,
} from '../src/portfolio/section-schemas.js';
import type { Portfolio, PortfolioResult } from '../src/portfolio/types.js';

const key = (n: number) =>
  `portfolios/123e4567-e89b-42d3-a456-426614174000/f47ac10b-58cc-4372-a567-0e02b2c3d4${n}.jpg`;

/** A portfolio exactly as the API's mapper answers it. */
const portfolio: Portfolio = {
  _id: 'p1',
  portfolioId: 'p1',
  userId: 'u1',
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '+919876543210',
    whatsappNumber: '+919123456789',
    profilePicture: { key: key(10), name: 'me.jpg' },
    bannerImage: null,
  },
  workInfo: {
    companyName: 'Rao Studio',
    designation: 'Founder',
    workEmail: 'work@rao.example',
    primaryWebsite: 'https://rao.example',
    secondaryWebsite: '',
    companyLogo: { key: key(11) },
  },
  addressInfo: {
    buildingName: '12 Lake View',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
  },
  socialMedia: [{ _id: 'l1', source: 'instagram', link: 'https://instagram.com/asha' }],
  about: { heading: 'Who I am', description: null },
  serviceHeading: 'What I do',
  theme: 'Light',
  handle: null,
  searchable: false,
  brand: null,
};
const result: PortfolioResult = {
  portfolio,
  services: [{ _id: 's1', heading: 'Branding', description: 'Logos', image: null }],
};

const read = (value: unknown) => portfolioResultSchema.cast(value);

describe('portfolioResultSchema', () => {
  it('reads what the API answers unchanged', () => {
    expect(portfolioResultSchema.isValidSync(result)).toBe(true);
    expect(read(result)).toEqual(result);
  });

  it('reads a partial, older copy with every missing field empty', () => {
    const older = { portfolio: { _id: 'p1', userId: 'u1', personalInfo: { name: 'Asha Rao' } } };
    expect(portfolioResultSchema.isValidSync(older)).toBe(true);
    expect(read(older)).toEqual({
      portfolio: {
        _id: 'p1',
        portfolioId: 'p1',
        userId: 'u1',
        personalInfo: {
          name: 'Asha Rao',
          email: '',
          phoneNumber: '',
          whatsappNumber: '',
          profilePicture: null,
          bannerImage: null,
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
        socialMedia: [],
        about: { heading: null, description: null },
        serviceHeading: null,
        theme: 'Dark',
        handle: null,
        searchable: false,
        brand: null,
      },
      services: [],
    });
  });

  it('reads a field of the wrong type as empty', () => {
    const { portfolio: read1 } = read({
      portfolio: {
        ...portfolio,
        _id: 7,
        portfolioId: ['p1'],
        personalInfo: {
          ...portfolio.personalInfo,
          name: 42,
          email: { address: 'a@b.c' },
          profilePicture: 'me.jpg',
          bannerImage: { key: '' },
        },
        workInfo: 'Rao Studio',
        addressInfo: ['12 Lake View'],
        socialMedia: 'instagram',
        about: { heading: '', description: false },
        serviceHeading: 3,
        theme: 'Blue',
      },
    });
    expect(read1).toMatchObject({
      _id: '',
      portfolioId: '',
      personalInfo: { name: '', email: '', profilePicture: null, bannerImage: null },
      workInfo: { companyName: '', companyLogo: null },
      addressInfo: { buildingName: '', country: '' },
      socialMedia: [],
      about: { heading: null, description: null },
      serviceHeading: null,
      theme: 'Dark',
    });
  });

  it('keeps a file name only when it is text, and drops links without an address', () => {
    const { portfolio: read1 } = read({
      portfolio: {
        ...portfolio,
        personalInfo: { ...portfolio.personalInfo, profilePicture: { key: key(10), name: 5 } },
        socialMedia: [
          { _id: 9, source: 'x', link: 'https://x.com/asha' },
          { source: 'facebook', link: '' },
          { source: 'youtube' },
          'https://example.com',
          null,
        ],
      },
    });
    expect(read1.personalInfo.profilePicture).toEqual({ key: key(10) });
    expect(read1.socialMedia).toEqual([{ source: 'x', link: 'https://x.com/asha' }]);
  });

  it('drops the fields a card does not know', () => {
    const { portfolio: read1, services } = read({
      portfolio: {
        ...portfolio,
        passwordHash: 'x',
        personalInfo: { ...portfolio.personalInfo, dateOfBirth: '1990-01-01' },
        socialMedia: [{ ...portfolio.socialMedia[0], clicks: 3 }],
      },
      services: [{ ...result.services[0], position: 0 }],
      cachedAt: 1,
    });
    expect(read1).toEqual(portfolio);
    expect(services).toEqual(result.services);
  });

  it('is not a portfolio without a string userId and a personalInfo object', () => {
    const invalid = (changes: Record<string, unknown>) =>
      portfolioResultSchema.isValidSync({ portfolio: { ...portfolio, ...changes } });
    expect(invalid({ userId: undefined })).toBe(false);
    expect(invalid({ userId: 1 })).toBe(false);
    expect(invalid({ userId: null })).toBe(false);
    expect(invalid({ personalInfo: undefined })).toBe(false);
    expect(invalid({ personalInfo: 'Asha' })).toBe(false);
    expect(invalid({ personalInfo: [] })).toBe(false);
    expect(portfolioResultSchema.isValidSync({ services: [] })).toBe(false);
    expect(portfolioResultSchema.isValidSync(portfolio)).toBe(false);
    expect(portfolioResultSchema.isValidSync(null)).toBe(false);
    expect(portfolioResultSchema.isValidSync('portfolio')).toBe(false);
    expect(portfolioSchema.isValidSync(portfolio)).toBe(true);
  });
});

describe('portfolioServicesSchema', () => {
  it('reads a list that is not one as empty, and skips entries that are not services', () => {
    expect(portfolioServicesSchema.cast(undefined)).toEqual([]);
    expect(portfolioServicesSchema.cast('Branding')).toEqual([]);
    expect(portfolioServicesSchema.cast([null, 'Branding', 3])).toEqual([]);
  });

  it('gives a service without an id one from its place, and reads wrong types as empty', () => {
    expect(
      portfolioServicesSchema.cast([
        { heading: 'Branding', description: 7, image: { key: key(12), name: 'b.jpg' } },
        { _id: 's2', heading: ['Web'], image: 'web.jpg' },
      ]),
    ).toEqual([
      {
        _id: 'service-0',
        heading: 'Branding',
        description: '',
        image: { key: key(12), name: 'b.jpg' },
      },
      { _id: 's2', heading: '', description: '', image: null },
    ]);
  });
});

describe('the read schemas and the request schemas', () => {
  const keysOf = (schema: unknown) => Object.keys((schema as ObjectSchema<AnyObject>).fields);
  const section = (name: keyof Portfolio) => keysOf(portfolioSchema.fields[name]);

  it('name the same fields in each section', () => {
    expect(section('personalInfo')).toEqual(keysOf(personalInfoSchema));
    expect(section('workInfo')).toEqual(keysOf(workInfoSchema));
    expect(section('addressInfo')).toEqual(keysOf(portfolioAddressSchema));
    expect(section('about')).toEqual(keysOf(aboutSchema));
    expect(keysOf(portfolioServiceSchema).sort()).toEqual(keysOf(serviceSchema).sort());
  });
});
