import { describe, expect, it } from '@rstest/core';
import {
  aboutSchema,
  fileRefField,
  personalInfoSchema,
  portfolioAddressSchema,
  websiteField,
  workInfoSchema,
} from '../src/portfolio/section-schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const NOT_MY_UPLOAD = 'This image is not one of your uploads';
const INVALID_URL = 'Enter a valid web address (http or https)';
const PHONE_INVALID = 'Enter a valid 10-digit mobile number with optional country code';

const USER_ID = '123e4567-e89b-42d3-a456-426614174000';
const FILE_ID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const portfolioKey = (ext = 'jpg') => `portfolios/${USER_ID}/${FILE_ID}.${ext}`;

describe('fileRefField', () => {
  const field = fileRefField();

  it.each([portfolioKey('jpg'), portfolioKey('png'), `services/${USER_ID}/${FILE_ID}.jpg`])(
    'accepts the server-made key %j',
    async (key) => {
      expect(await valueOf(field, { key })).toEqual({ key });
      expect(await valueOf(field, { key, name: 'me.jpg' })).toEqual({ key, name: 'me.jpg' });
    },
  );

  it('is null when cleared or left out', async () => {
    expect(await valueOf(field, null)).toBeNull();
    expect(await valueOf(field, undefined)).toBeNull();
  });

  it.each([
    '../etc/passwd',
    `portfolios/${USER_ID}/../../etc/passwd`,
    `portfolios/${USER_ID}/../${FILE_ID}.jpg`,
    `/portfolios/${USER_ID}/${FILE_ID}.jpg`,
    `https://evil.io/portfolios/${USER_ID}/${FILE_ID}.jpg`,
    `http://localhost/api/v1/file?key=${portfolioKey()}`,
    `//evil.io/${FILE_ID}.jpg`,
    `products/${USER_ID}/${FILE_ID}.jpg`,
    `portfolios/${FILE_ID}.jpg`,
    `portfolios/${USER_ID}/${FILE_ID}.gif`,
    `portfolios/${USER_ID}/${FILE_ID}.jpeg`,
    `portfolios/${USER_ID}/${FILE_ID}.jpg.svg`,
    `portfolios/${USER_ID.toUpperCase()}/${FILE_ID}.jpg`,
    `portfolios/not-a-uuid/${FILE_ID}.jpg`,
    `portfolios\\${USER_ID}\\${FILE_ID}.jpg`,
    '',
  ])('refuses the key %j', async (key) => {
    expect(await errorsOf(field, { key })).toEqual({ key: NOT_MY_UPLOAD });
  });

  it('refuses a missing key, a bare string and unknown fields', async () => {
    expect(await errorsOf(field, {})).toEqual({ key: NOT_MY_UPLOAD });
    expect(await errorsOf(field, portfolioKey())).toEqual({ '': NOT_MY_UPLOAD });
    expect(await errorsOf(field, { key: portfolioKey(), url: 'https://evil.io/x.jpg' })).toEqual({
      '': 'Unknown field(s): url',
    });
  });
});

const personal = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  phoneNumber: '98765 43210',
  whatsappNumber: '+91 9812345678',
};

describe('personalInfoSchema', () => {
  it('accepts the four fields, normalised, with no images', async () => {
    expect(await valueOf(personalInfoSchema, personal)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '+919876543210',
      whatsappNumber: '+919812345678',
      profilePicture: null,
      bannerImage: null,
    });
  });

  it('keeps uploaded images', async () => {
    const value = await valueOf(personalInfoSchema, {
      ...personal,
      profilePicture: { key: portfolioKey('png'), name: 'me.png' },
      bannerImage: { key: portfolioKey('jpg') },
    });
    expect(value.profilePicture).toEqual({ key: portfolioKey('png'), name: 'me.png' });
    expect(value.bannerImage).toEqual({ key: portfolioKey('jpg') });
  });

  it('requires name, email, phone and WhatsApp, each with its message', async () => {
    const required = {
      name: 'Full name is required.',
      email: 'Email is required.',
      phoneNumber: 'Mobile number is required',
      whatsappNumber: 'WhatsApp number is required',
    };
    expect(await errorsOf(personalInfoSchema, {})).toEqual(required);
    expect(
      await errorsOf(personalInfoSchema, {
        name: ' ',
        email: ' ',
        phoneNumber: '',
        whatsappNumber: '',
      }),
    ).toEqual(required);
  });

  it('checks the name length, the email and the numbers', async () => {
    expect(
      await errorsOf(personalInfoSchema, {
        name: 'As',
        email: 'asha@example',
        phoneNumber: '12345',
        whatsappNumber: '5876543210',
      }),
    ).toEqual({
      name: 'Full name must be at least 3 characters.',
      email: 'Please enter a valid email',
      phoneNumber: PHONE_INVALID,
      whatsappNumber: PHONE_INVALID,
    });
  });

  it('refuses an image that is not an upload', async () => {
    expect(
      await errorsOf(personalInfoSchema, {
        ...personal,
        profilePicture: { key: '../etc/passwd' },
        bannerImage: { key: 'https://evil.io/banner.jpg' },
      }),
    ).toEqual({ 'profilePicture.key': NOT_MY_UPLOAD, 'bannerImage.key': NOT_MY_UPLOAD });
  });

  it('refuses unknown fields and non-objects', async () => {
    expect(await errorsOf(personalInfoSchema, { ...personal, userId: USER_ID })).toEqual({
      '': 'Unknown field(s): userId',
    });
    expect(await errorsOf(personalInfoSchema, 'Asha Rao')).toEqual({
      '': 'Must be an object of fields',
    });
  });
});

const work = { companyName: ' Tapfolio ', designation: 'Designer', workEmail: 'ASHA@Tapfolio.in' };

describe('workInfoSchema', () => {
  it('accepts company, designation and work email; websites and logo are optional', async () => {
    expect(await valueOf(workInfoSchema, work)).toEqual({
      companyName: 'Tapfolio',
      designation: 'Designer',
      workEmail: 'asha@tapfolio.in',
      primaryWebsite: '',
      secondaryWebsite: '',
      companyLogo: null,
    });
  });

  it('requires company name, designation and work email', async () => {
    const required = {
      companyName: 'Company name is required',
      designation: 'Designation is required',
      workEmail: 'Work email is required',
    };
    expect(await errorsOf(workInfoSchema, {})).toEqual(required);
    expect(
      await errorsOf(workInfoSchema, { companyName: ' ', designation: '', workEmail: ' ' }),
    ).toEqual(required);
  });

  it('checks the work email and the length of the texts', async () => {
    expect(
      await errorsOf(workInfoSchema, {
        ...work,
        companyName: 'T'.repeat(121),
        workEmail: 'asha',
      }),
    ).toEqual({
      companyName: 'Must be at most 120 characters',
      workEmail: 'Please enter a valid email',
    });
  });

  it('saves websites with https:// added, and a logo', async () => {
    expect(
      await valueOf(workInfoSchema, {
        ...work,
        primaryWebsite: 'asha.dev',
        secondaryWebsite: 'http://blog.asha.dev/',
        companyLogo: { key: portfolioKey('png') },
      }),
    ).toMatchObject({
      primaryWebsite: 'https://asha.dev',
      secondaryWebsite: 'http://blog.asha.dev',
      companyLogo: { key: portfolioKey('png') },
    });
  });

  it('refuses websites that are not web addresses', async () => {
    expect(
      await errorsOf(workInfoSchema, {
        ...work,
        primaryWebsite: 'javascript:alert(1)',
        secondaryWebsite: 'ftp://asha.dev',
      }),
    ).toEqual({ primaryWebsite: INVALID_URL, secondaryWebsite: INVALID_URL });
  });
});

describe('websiteField', () => {
  const field = websiteField();

  it.each([undefined, null, '', '   '])('is empty for %j', async (input) => {
    expect(await valueOf(field, input)).toBe('');
  });

  it.each([
    ['asha.dev', 'https://asha.dev'],
    ['  http://Asha.dev/  ', 'http://asha.dev'],
    ['https://asha.dev/work/', 'https://asha.dev/work/'],
  ])('saves %j as %j', async (input, saved) => {
    expect(await valueOf(field, input)).toBe(saved);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://asha.dev',
    'localhost',
    'https://',
    'http://localhost:3000',
    'https://asha@asha.dev',
  ])('refuses %j', async (input) => {
    expect(await errorsOf(field, input)).toEqual({ '': INVALID_URL });
  });
});

const address = {
  buildingName: 'Prestige Tower',
  area: 'Indiranagar',
  pincode: '560038',
  district: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};

describe('portfolioAddressSchema', () => {
  it('accepts the six fields, trimmed', async () => {
    expect(
      await valueOf(portfolioAddressSchema, {
        ...address,
        area: ' Indiranagar ',
        pincode: ' 560038',
      }),
    ).toEqual(address);
  });

  it('requires every field with its message', async () => {
    expect(await errorsOf(portfolioAddressSchema, {})).toEqual({
      buildingName: 'Building name is required',
      area: 'Area is required',
      pincode: 'Pincode is required',
      district: 'District is required',
      state: 'State is required',
      country: 'Country is required',
    });
  });

  it.each(['56003', '5600381', '56003a', 'abcdef'])('refuses the pincode %j', async (pincode) => {
    expect(await errorsOf(portfolioAddressSchema, { ...address, pincode })).toEqual({
      pincode: 'Enter a valid 6-digit pincode',
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(portfolioAddressSchema, { ...address, landmark: 'Metro' })).toEqual({
      '': 'Unknown field(s): landmark',
    });
  });
});

describe('aboutSchema', () => {
  it.each([{}, { heading: '', description: '' }, { heading: '  ', description: '\n' }])(
    'saves empty texts as null (decision 4): %j',
    async (input) => {
      expect(await valueOf(aboutSchema, input)).toEqual({ heading: null, description: null });
    },
  );

  it('keeps null and trims text', async () => {
    expect(await valueOf(aboutSchema, { heading: null, description: null })).toEqual({
      heading: null,
      description: null,
    });
    expect(await valueOf(aboutSchema, { heading: ' Hello ', description: ' I design. ' })).toEqual({
      heading: 'Hello',
      description: 'I design.',
    });
  });

  it('accepts a heading of 80 and a description of 1000 characters, and no more', async () => {
    const longest = { heading: 'h'.repeat(80), description: 'd'.repeat(1000) };
    expect(await valueOf(aboutSchema, longest)).toEqual(longest);
    expect(
      await errorsOf(aboutSchema, { heading: 'h'.repeat(81), description: 'd'.repeat(1001) }),
    ).toEqual({
      heading: 'Must be at most 80 characters',
      description: 'Must be at most 1000 characters',
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(aboutSchema, { heading: 'Hi', title: 'x' })).toEqual({
      '': 'Unknown field(s): title',
    });
  });
});
