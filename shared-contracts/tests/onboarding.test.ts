import { describe, expect, it } from '@rstest/core';
import {
  createPortfolioSchema,
  onboardingStep1Schema,
  onboardingStep2Schema,
} from '../src/portfolio/schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const PHONE_INVALID = 'Enter a valid 10-digit mobile number with optional country code';

/** Typed forms of one number, all stored as +919876543210. */
const acceptedForms = [
  '+919876543210',
  '919876543210',
  '09876543210',
  '9876543210',
  '+91 98765 43210',
  '98765-43210',
  ' (+91) 98765-43210 ',
];

const refusedNumbers = [
  '987654321', // 9 digits
  '98765432101', // 11 digits
  '5876543210', // starts with 5
  '0876543210', // starts with 0
  '1234567890', // starts with 1
  '+929876543210', // another country code
  '+92 9876543210',
  '98765abcde', // letters
  'nine876543210',
  '+91 0987654321', // +91 then a leading 0
  '+91',
  '+9198765432', // +91 and only 8 digits
  '0919876543210', // two prefixes
];

const step1 = { name: 'Rahul', email: 'rahul@example.com', phoneNumber: '', whatsappNumber: '' };

describe('onboardingStep1Schema', () => {
  it('requires both numbers, each with its own message', async () => {
    const expected = {
      phoneNumber: 'Mobile number is required',
      whatsappNumber: 'WhatsApp number is required',
    };
    expect(await errorsOf(onboardingStep1Schema, step1)).toEqual(expected);
    expect(await errorsOf(onboardingStep1Schema, {})).toEqual(expected);
    expect(
      await errorsOf(onboardingStep1Schema, { phoneNumber: '  ', whatsappNumber: '\t' }),
    ).toEqual(expected);
  });

  it.each(acceptedForms)('stores %j as +919876543210 in both fields', async (input) => {
    const value = await valueOf(onboardingStep1Schema, {
      ...step1,
      phoneNumber: input,
      whatsappNumber: input,
    });
    expect(value.phoneNumber).toBe('+919876543210');
    expect(value.whatsappNumber).toBe('+919876543210');
  });

  it('reads the ambiguous 9198765432 as ten national digits', async () => {
    const value = await valueOf(onboardingStep1Schema, {
      ...step1,
      phoneNumber: '9198765432',
      whatsappNumber: '6000000000',
    });
    expect(value.phoneNumber).toBe('+919198765432');
    expect(value.whatsappNumber).toBe('+916000000000');
  });

  it.each(refusedNumbers)('refuses %j in both fields', async (input) => {
    expect(
      await errorsOf(onboardingStep1Schema, {
        ...step1,
        phoneNumber: input,
        whatsappNumber: input,
      }),
    ).toEqual({ phoneNumber: PHONE_INVALID, whatsappNumber: PHONE_INVALID });
  });

  it('checks each number on its own', async () => {
    expect(
      await errorsOf(onboardingStep1Schema, {
        ...step1,
        phoneNumber: '9876543210',
        whatsappNumber: '12345',
      }),
    ).toEqual({ whatsappNumber: PHONE_INVALID });
  });

  it('treats the read-only name and email as optional and trims them', async () => {
    const value = await valueOf(onboardingStep1Schema, {
      name: ' Rahul ',
      phoneNumber: '9876543210',
      whatsappNumber: '9876543210',
    });
    expect(value).toEqual({
      name: 'Rahul',
      phoneNumber: '+919876543210',
      whatsappNumber: '+919876543210',
      designation: '',
      companyName: '',
    });
  });
});

const step2 = { buildingName: 'Lotus Heights', area: 'Indiranagar', pincode: '560038' };

describe('onboardingStep2Schema', () => {
  it('accepts the address, trimming it and defaulting district and state to empty', async () => {
    expect(
      await valueOf(onboardingStep2Schema, {
        buildingName: ' Lotus Heights ',
        area: ' Indiranagar ',
        pincode: ' 560038 ',
      }),
    ).toEqual({ ...step2, district: '', state: '' });
  });

  it('keeps the district and state the pincode lookup filled in', async () => {
    const value = await valueOf(onboardingStep2Schema, {
      ...step2,
      district: 'Bangalore',
      state: 'Karnataka',
    });
    expect(value).toEqual({ ...step2, district: 'Bangalore', state: 'Karnataka' });
  });

  it('requires building name, area and pincode with their own messages', async () => {
    const expected = {
      buildingName: 'Building name is required',
      area: 'Area is required',
      pincode: 'Pincode is required',
    };
    expect(await errorsOf(onboardingStep2Schema, {})).toEqual(expected);
    expect(
      await errorsOf(onboardingStep2Schema, { buildingName: ' ', area: '  ', pincode: '   ' }),
    ).toEqual(expected);
  });

  it.each(['56003', '5600381', '56003a', 'abcdef', '560 038', '５６００３８'])(
    'refuses the pincode %j',
    async (pincode) => {
      expect(await errorsOf(onboardingStep2Schema, { ...step2, pincode })).toEqual({
        pincode: 'Enter a valid 6-digit pincode',
      });
    },
  );

  it('trims a pincode with spaces around it', async () => {
    expect((await valueOf(onboardingStep2Schema, { ...step2, pincode: ' 560001 ' })).pincode).toBe(
      '560001',
    );
  });

  it('refuses a text over 120 characters', async () => {
    expect(
      await errorsOf(onboardingStep2Schema, { ...step2, buildingName: 'b'.repeat(121) }),
    ).toEqual({ buildingName: 'Must be at most 120 characters' });
  });

  it('refuses unknown fields', async () => {
    const errors = await errorsOf(onboardingStep2Schema, { ...step2, landmark: 'Park' });
    expect(errors['']).toBe('Unknown field(s): landmark');
  });
});

const portfolio = {
  personalInfo: {
    name: 'Rahul Sharma',
    email: 'rahul@example.com',
    phoneNumber: '9876543210',
    whatsappNumber: '+91 98765 43210',
  },
  addressInfo: step2,
};

describe('createPortfolioSchema', () => {
  it('accepts the payload and normalises name, email and numbers', async () => {
    const value = await valueOf(createPortfolioSchema, {
      ...portfolio,
      personalInfo: { ...portfolio.personalInfo, name: ' राहुल शर्मा ', email: 'Rahul@Example.com' },
    });
    expect(value).toEqual({
      personalInfo: {
        name: 'राहुल शर्मा',
        email: 'rahul@example.com',
        phoneNumber: '+919876543210',
        whatsappNumber: '+919876543210',
      },
      addressInfo: { ...step2, district: '', state: '' },
      workInfo: { designation: '', companyName: '' },
    });
  });

  it('takes an optional designation and company for the card, trimmed', async () => {
    const value = await valueOf(createPortfolioSchema, {
      ...portfolio,
      workInfo: { designation: ' Product Designer ', companyName: 'Lotus Labs ' },
    });
    expect(value.workInfo).toEqual({ designation: 'Product Designer', companyName: 'Lotus Labs' });
    expect(
      await errorsOf(createPortfolioSchema, {
        ...portfolio,
        workInfo: { designation: 'a'.repeat(121), companyName: '', workEmail: 'a@b.co' },
      }),
    ).toEqual({
      'workInfo.designation': 'Must be at most 120 characters',
      workInfo: 'Unknown field(s): workEmail',
    });
  });

  it('reports nested fields by their dotted path', async () => {
    expect(
      await errorsOf(createPortfolioSchema, {
        personalInfo: { name: ' ab ', email: 'rahul', phoneNumber: '', whatsappNumber: '12' },
        addressInfo: { buildingName: '', area: 'Indiranagar', pincode: '5600' },
      }),
    ).toEqual({
      'personalInfo.name': 'Full name must be at least 3 characters.',
      'personalInfo.email': 'Invalid email address.',
      'personalInfo.phoneNumber': 'Mobile number is required',
      'personalInfo.whatsappNumber': PHONE_INVALID,
      'addressInfo.buildingName': 'Building name is required',
      'addressInfo.pincode': 'Enter a valid 6-digit pincode',
    });
  });

  it('requires every section field when the sections are missing', async () => {
    expect(await errorsOf(createPortfolioSchema, {})).toEqual({
      'personalInfo.name': 'Full name is required.',
      'personalInfo.email': 'Email is required.',
      'personalInfo.phoneNumber': 'Mobile number is required',
      'personalInfo.whatsappNumber': 'WhatsApp number is required',
      'addressInfo.buildingName': 'Building name is required',
      'addressInfo.area': 'Area is required',
      'addressInfo.pincode': 'Pincode is required',
    });
  });

  it('refuses unknown fields at the top level', async () => {
    const errors = await errorsOf(createPortfolioSchema, { ...portfolio, socialMedia: [] });
    expect(errors).toEqual({ '': 'Unknown field(s): socialMedia' });
  });

  it('refuses unknown fields inside personalInfo', async () => {
    const errors = await errorsOf(createPortfolioSchema, {
      ...portfolio,
      personalInfo: { ...portfolio.personalInfo, profilePicture: { key: 'k' } },
    });
    expect(errors).toEqual({ personalInfo: 'Unknown field(s): profilePicture' });
  });

  it('refuses unknown fields inside addressInfo', async () => {
    const errors = await errorsOf(createPortfolioSchema, {
      ...portfolio,
      addressInfo: { ...step2, country: 'India' },
    });
    expect(errors).toEqual({ addressInfo: 'Unknown field(s): country' });
  });
});
