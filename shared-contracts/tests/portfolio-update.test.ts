import { describe, expect, it } from '@rstest/core';
import { updatePortfolioSchema } from '../src/portfolio/section-schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const AT_LEAST_ONE = 'Send at least one field to change';

const personalInfo = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9876543210',
};
const service = { heading: 'Brand design', description: 'Logos and cards.' };

describe('updatePortfolioSchema', () => {
  it('requires at least one section', async () => {
    expect(await errorsOf(updatePortfolioSchema, {})).toEqual({ '': AT_LEAST_ONE });
    expect(
      await errorsOf(updatePortfolioSchema, { personalInfo: undefined, theme: undefined }),
    ).toEqual({ '': AT_LEAST_ONE });
  });

  it('returns only the sections sent', async () => {
    expect(await valueOf(updatePortfolioSchema, { theme: 'Light' })).toEqual({ theme: 'Light' });
    expect(
      await valueOf(updatePortfolioSchema, { about: { heading: '', description: 'Hi' } }),
    ).toEqual({ about: { heading: null, description: 'Hi' } });
  });

  it('validates and normalises each section it is sent', async () => {
    expect(
      await valueOf(updatePortfolioSchema, {
        personalInfo,
        socialMedia: [{ source: 'x', link: 'twitter.com/asha' }],
        serviceHeading: 'My Services',
        services: [service],
      }),
    ).toEqual({
      personalInfo: {
        ...personalInfo,
        phoneNumber: '+919876543210',
        whatsappNumber: '+919876543210',
        profilePicture: null,
        bannerImage: null,
      },
      socialMedia: [{ source: 'x', link: 'https://twitter.com/asha' }],
      serviceHeading: 'My Services',
      services: [{ ...service, image: null }],
    });
  });

  it('reports errors under the section path', async () => {
    expect(
      await errorsOf(updatePortfolioSchema, {
        personalInfo: { name: 'Asha Rao' },
        workInfo: { companyName: 'Tapfolio', designation: 'Designer', workEmail: 'x' },
        socialMedia: [{ source: 'facebook', link: 'facebook.com.evil.io' }],
      }),
    ).toEqual({
      'personalInfo.email': 'Email is required.',
      'personalInfo.phoneNumber': 'Mobile number is required',
      'personalInfo.whatsappNumber': 'WhatsApp number is required',
      'workInfo.workEmail': 'Please enter a valid email',
      'socialMedia[0].link': 'Invalid facebook.com URL',
    });
  });

  it('refuses a link source that is not text, as a field error and not a crash', async () => {
    // Found by the API's fuzzing: yup's own lowercase() called toLowerCase on an object (a 500).
    expect(
      await errorsOf(updatePortfolioSchema, {
        socialMedia: [{ source: { nested: { deeper: 'x' } }, link: 'https://instagram.com/asha' }],
      }),
    ).toEqual({ 'socialMedia[0].source': 'Must be text' });
    expect(
      await valueOf(updatePortfolioSchema, {
        socialMedia: [{ source: ' Instagram ', link: 'https://instagram.com/asha' }],
      }),
    ).toMatchObject({ socialMedia: [{ source: 'instagram' }] });
  });

  it('requires a social link when the links are sent', async () => {
    expect(await errorsOf(updatePortfolioSchema, { socialMedia: [] })).toEqual({
      socialMedia: 'Please fill at least one social media link',
    });
  });

  it('allows up to 3 services and a service heading of 80 characters', async () => {
    expect(
      await errorsOf(updatePortfolioSchema, {
        serviceHeading: 'S'.repeat(81),
        services: [service, service, service, service],
      }),
    ).toEqual({
      serviceHeading: 'Must be at most 80 characters',
      services: 'You can add up to 3 services',
    });
    expect(await valueOf(updatePortfolioSchema, { serviceHeading: null })).toEqual({
      serviceHeading: null,
    });
  });

  it.each(['Light', 'Dark'])('accepts the theme %j', async (theme) => {
    expect(await valueOf(updatePortfolioSchema, { theme })).toEqual({ theme });
  });

  it.each(['light', 'dark', 'DARK', 'Blue', '', 1])('refuses the theme %j', async (theme) => {
    expect(await errorsOf(updatePortfolioSchema, { theme })).toEqual({
      theme: 'Theme must be Light or Dark',
    });
  });

  it('refuses unknown fields, such as ids the server owns', async () => {
    expect(
      await errorsOf(updatePortfolioSchema, { theme: 'Dark', userId: 'u1', portfolioId: 'p1' }),
    ).toEqual({ '': 'Unknown field(s): userId, portfolioId' });
    expect(await errorsOf(updatePortfolioSchema, { addressInfo: { landmark: 'x' } })).toMatchObject(
      { addressInfo: 'Unknown field(s): landmark' },
    );
  });
});
