import { describe, expect, it } from '@rstest/core';
import {
  changeEmailFormSchema,
  changeEmailSchema,
  changeUsernameSchema,
} from '../src/auth/schemas.js';
import { profileUpdateSchema } from '../src/account/schemas.js';
import { errorsOf, valueOf } from './helpers.js';

const emailForm = {
  currentEmail: 'rahul@example.com',
  newEmail: 'rahul.s@example.com',
  confirmEmail: 'rahul.s@example.com',
  currentPassword: 'Secret123',
};

describe('changeEmailFormSchema', () => {
  it('accepts a new email confirmed the same way', async () => {
    expect(await valueOf(changeEmailFormSchema, emailForm)).toEqual(emailForm);
  });

  it('requires the new email and its confirmation', async () => {
    expect(
      await errorsOf(changeEmailFormSchema, { ...emailForm, newEmail: '  ', confirmEmail: '' }),
    ).toEqual({ newEmail: 'New email is required', confirmEmail: 'Emails do not match' });
  });

  it.each(['rahul', 'rahul@example', 'rahul s@example.com'])(
    'refuses the new email %j',
    async (newEmail) => {
      expect(
        await errorsOf(changeEmailFormSchema, { ...emailForm, newEmail, confirmEmail: newEmail }),
      ).toEqual({ newEmail: 'Please enter a valid email' });
    },
  );

  it('refuses a confirmation that differs', async () => {
    expect(
      await errorsOf(changeEmailFormSchema, { ...emailForm, confirmEmail: 'rahul.t@example.com' }),
    ).toEqual({ confirmEmail: 'Emails do not match' });
  });

  it('matches the confirmation regardless of case and surrounding spaces', async () => {
    const value = await valueOf(changeEmailFormSchema, {
      ...emailForm,
      newEmail: 'Rahul.S@Example.com',
      confirmEmail: ' rahul.s@EXAMPLE.COM ',
    });
    expect(value.newEmail).toBe('rahul.s@example.com');
    expect(value.confirmEmail).toBe('rahul.s@example.com');
  });

  it('refuses the current email as the new one, whatever its case', async () => {
    expect(
      await errorsOf(changeEmailFormSchema, {
        currentEmail: 'Rahul@Example.com',
        newEmail: 'RAHUL@example.com',
        confirmEmail: 'rahul@example.com',
        currentPassword: 'Secret123',
      }),
    ).toEqual({ newEmail: 'New email must be different from the current email' });
  });
});

describe('changeEmailSchema', () => {
  const request = {
    currentEmail: 'rahul@example.com',
    newEmail: 'rahul.s@example.com',
    currentPassword: 'Secret123',
  };

  it('accepts both emails, trimmed and lower-cased', async () => {
    expect(
      await valueOf(changeEmailSchema, {
        currentEmail: ' Rahul@Example.com',
        newEmail: 'Rahul.S@Example.com ',
        currentPassword: 'Secret123',
      }),
    ).toEqual(request);
  });

  it('requires the current password: a session alone cannot move the account', async () => {
    const withoutPassword = { currentEmail: request.currentEmail, newEmail: request.newEmail };
    expect(await errorsOf(changeEmailSchema, withoutPassword)).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(await errorsOf(changeEmailFormSchema, { ...emailForm, currentPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
    });
  });

  it('requires and checks the new email', async () => {
    expect(await errorsOf(changeEmailSchema, { ...request, newEmail: '' })).toEqual({
      newEmail: 'New email is required',
    });
    expect(await errorsOf(changeEmailSchema, { ...request, newEmail: 'rahul' })).toEqual({
      newEmail: 'Please enter a valid email',
    });
  });

  it('requires the current email', async () => {
    const errors = await errorsOf(changeEmailSchema, {
      newEmail: request.newEmail,
      currentPassword: request.currentPassword,
    });
    expect(Object.keys(errors)).toEqual(['currentEmail']);
  });

  it('refuses the current email as the new one, whatever its case', async () => {
    expect(
      await errorsOf(changeEmailSchema, { ...request, newEmail: 'RAHUL@example.com' }),
    ).toEqual({ newEmail: 'New email must be different from the current email' });
  });

  it('refuses unknown fields such as the confirmation', async () => {
    const errors = await errorsOf(changeEmailSchema, {
      ...request,
      confirmEmail: request.newEmail,
    });
    expect(errors).toEqual({ '': 'Unknown field(s): confirmEmail' });
  });
});

describe('changeUsernameSchema', () => {
  it.each([undefined, '', '   ', '\t'])('refuses the blank name %j', async (name) => {
    expect(await errorsOf(changeUsernameSchema, { name })).toEqual({
      name: 'Please enter a valid name',
    });
  });

  it.each(['Rahul2', 'R4hul Sharma', 'राहुल ३', 'Rahul!', 'Rahul_S', '- . -', 'rahul@x', '😀😀😀'])(
    'refuses %j',
    async (name) => {
      expect(await errorsOf(changeUsernameSchema, { name })).toEqual({
        name: 'Please enter a valid name',
      });
    },
  );

  it.each([
    'Rahul Sharma',
    'Rāhul',
    'राहुल शर्मा',
    'Zoë Ñúñez',
    'முருகன்',
    'Ольга',
    "O'Brien",
    'Mary-Jane',
    "Priya S. D'Souza-Sharma",
  ])('accepts the name %j', async (name) => {
    expect(await valueOf(changeUsernameSchema, { name })).toEqual({ name });
  });

  it('trims the name', async () => {
    expect(await valueOf(changeUsernameSchema, { name: '  Rahul Sharma ' })).toEqual({
      name: 'Rahul Sharma',
    });
  });

  it("refuses names shorter than 3 or longer than 60 characters with the sheet's one message", async () => {
    expect(await errorsOf(changeUsernameSchema, { name: ' ab ' })).toEqual({
      name: 'Please enter a valid name',
    });
    expect(await errorsOf(changeUsernameSchema, { name: 'a'.repeat(61) })).toEqual({
      name: 'Please enter a valid name',
    });
    expect(await valueOf(changeUsernameSchema, { name: 'a'.repeat(60) })).toEqual({
      name: 'a'.repeat(60),
    });
  });

  it('refuses unknown fields', async () => {
    expect(await errorsOf(changeUsernameSchema, { name: 'Rahul', email: 'a@b.co' })).toEqual({
      '': 'Unknown field(s): email',
    });
  });
});

const address = { buildingName: 'Lotus Heights', area: 'Indiranagar', pincode: '560038' };

describe('profileUpdateSchema', () => {
  it('refuses an empty update', async () => {
    expect(await errorsOf(profileUpdateSchema, {})).toEqual({
      '': 'Send at least one field to change',
    });
  });

  it('accepts a single name and trims it', async () => {
    expect(await valueOf(profileUpdateSchema, { name: '  Rahul Sharma ' })).toEqual({
      name: 'Rahul Sharma',
    });
  });

  it('accepts a single number and stores it with +91', async () => {
    expect(await valueOf(profileUpdateSchema, { phoneNumber: '98765 43210' })).toEqual({
      phoneNumber: '+919876543210',
    });
    expect(await valueOf(profileUpdateSchema, { whatsappNumber: '09876543210' })).toEqual({
      whatsappNumber: '+919876543210',
    });
  });

  it('accepts an address on its own, trimmed, with empty district and state', async () => {
    expect(
      await valueOf(profileUpdateSchema, { addressInfo: { ...address, area: ' Indiranagar ' } }),
    ).toEqual({ addressInfo: { ...address, district: '', state: '' } });
  });

  it('checks each field it is sent', async () => {
    expect(
      await errorsOf(profileUpdateSchema, {
        name: 'R2D2',
        phoneNumber: '12345',
        whatsappNumber: '+92 9876543210',
        addressInfo: { ...address, pincode: '' },
      }),
    ).toEqual({
      name: 'Please enter a valid name',
      phoneNumber: 'Enter a valid 10-digit mobile number with optional country code',
      whatsappNumber: 'Enter a valid 10-digit mobile number with optional country code',
      'addressInfo.pincode': 'Pincode is required',
    });
  });

  it('refuses a blank name', async () => {
    expect(await errorsOf(profileUpdateSchema, { name: '   ' })).toEqual({
      name: 'Please enter a valid name',
    });
  });

  it('refuses unknown fields, email and password included', async () => {
    expect(await errorsOf(profileUpdateSchema, { name: 'Rahul', email: 'a@b.co' })).toEqual({
      '': 'Unknown field(s): email',
    });
    const errors = await errorsOf(profileUpdateSchema, {
      addressInfo: { ...address, landmark: 'Park' },
    });
    expect(errors).toEqual({ addressInfo: 'Unknown field(s): landmark' });
  });
});
