import { describe, expect, it } from '@rstest/core';
import { checkoutAddressSchema, profileUpdateSchema } from '../src/account/schemas.js';
import {
  changeEmailSchema,
  changeUsernameSchema,
  loginSchema,
  signupSchema,
} from '../src/auth/schemas.js';
import { onboardingStep1Schema } from '../src/portfolio/schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const PASSWORD = 'Secret123';

describe('values of the wrong type', () => {
  it.each([
    [loginSchema, { email: ['a@b.co'], password: 'abcdefgh' }, 'email'],
    [loginSchema, { email: {}, password: 'abcdefgh' }, 'email'],
    [loginSchema, { email: 'a@b.co', password: ['abcdefgh'] }, 'password'],
    [onboardingStep1Schema, { phoneNumber: {}, whatsappNumber: '9876543210' }, 'phoneNumber'],
    [changeUsernameSchema, { name: ['Rahul'] }, 'name'],
  ])('fail validation on the field instead of throwing (%#)', async (schema, input, field) => {
    expect((await errorsOf(schema as typeof loginSchema, input))[field]).toBe('Must be text');
  });
});

describe('blank optional phone numbers', () => {
  it('are refused, so a profile update cannot erase a stored number', async () => {
    for (const blank of ['', '   ']) {
      expect(await errorsOf(profileUpdateSchema, { phoneNumber: blank })).toEqual({
        phoneNumber: 'Enter a valid 10-digit mobile number with optional country code',
      });
    }
  });
});

describe('name lengths count what a reader sees', () => {
  it('treat the precomposed and the combining spelling of a name alike', async () => {
    for (const name of ['R\u0101m', 'Ra\u0304m']) {
      expect(await valueOf(signupSchema, { name, email: 'a@b.co', password: PASSWORD })).toEqual({
        name: 'R\u0101m',
        email: 'a@b.co',
        password: PASSWORD,
      });
    }
    for (const name of ['R\u0101', 'Ra\u0304']) {
      expect((await errorsOf(changeUsernameSchema, { name })).name).toBe(
        'Please enter a valid name',
      );
    }
  });

  it('accept a long Devanagari name of fewer than 60 visible characters', async () => {
    const name = 'वेंकटरमण सुब्रह्मण्यम् श्रीनिवासराघवन् लक्ष्मीनारायणन् चक्रवर्ती';
    expect(name.length).toBeGreaterThan(60);
    expect(await valueOf(changeUsernameSchema, { name })).toEqual({ name });
  });
});

describe('a missing shipping address at checkout', () => {
  it('gives the spec message for null as for an empty address', async () => {
    expect((await errorsOf(checkoutAddressSchema, null))['']).toBe(
      'Add shipping address to place the order',
    );
  });
});

describe('change e-mail request', () => {
  it('names the current e-mail when it is missing', async () => {
    expect((await errorsOf(changeEmailSchema, { newEmail: 'a@b.co' })).currentEmail).toBe(
      'Current email is required',
    );
  });
});

describe('websites', () => {
  it('refuse hosts with an empty label and keep queries and paths as typed', async () => {
    const { normaliseWebsite } = await import('../src/portfolio/social.js');
    expect(normaliseWebsite('https://.')).toBeNull();
    expect(normaliseWebsite('https://a.')).toBeNull();
    expect(normaliseWebsite('https://example.com/?next=/')).toBe('https://example.com/?next=/');
    expect(normaliseWebsite('example.com:8080')).toBe('https://example.com:8080');
    expect(normaliseWebsite('https://example.com/')).toBe('https://example.com');
  });
});

describe('a service update', () => {
  it('needs a field, keeps an omitted image as it is and refuses a blank description', async () => {
    const { serviceUpdateSchema } = await import('../src/portfolio/section-schemas.js');
    expect((await errorsOf(serviceUpdateSchema, {}))['']).toBe('Send at least one field to change');
    expect(await valueOf(serviceUpdateSchema, { heading: 'New' })).toEqual({ heading: 'New' });
    expect((await errorsOf(serviceUpdateSchema, { description: '  ' })).description).toBe(
      'Description is required',
    );
  });
});
