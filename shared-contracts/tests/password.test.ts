import { describe, expect, it } from '@rstest/core';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from '../src/auth/schemas.js';
import { changePasswordChecklist, meetsPasswordRules } from '../src/auth/password-rules.js';
import { errorsOf, valueOf } from './helpers.js';

/** Passwords that each break exactly one rule. */
const weakPasswords = ['Secre12', 'secret12', 'SECRET12', 'Secretss'];

describe('forgotPasswordSchema', () => {
  it('accepts an email and trims and lower-cases it', async () => {
    expect(await valueOf(forgotPasswordSchema, { email: ' Rahul@Example.com ' })).toEqual({
      email: 'rahul@example.com',
    });
  });

  it.each([undefined, '', '  '])('requires the email (%j)', async (email) => {
    expect(await errorsOf(forgotPasswordSchema, { email })).toEqual({
      email: 'Email is required',
    });
  });

  it.each(['rahul', 'rahul@example', 'rahul@ example.com'])(
    'refuses the email %j',
    async (email) => {
      expect(await errorsOf(forgotPasswordSchema, { email })).toEqual({
        email: 'Invalid email address',
      });
    },
  );

  it('refuses unknown fields', async () => {
    const errors = await errorsOf(forgotPasswordSchema, { email: 'a@b.co', name: 'x' });
    expect(errors['']).toBe('Unknown field(s): name');
  });
});

describe('resetPasswordFormSchema', () => {
  it('accepts two equal passwords that meet the rules', async () => {
    const form = { password: 'Secret12', confirmPassword: 'Secret12' };
    expect(await valueOf(resetPasswordFormSchema, form)).toEqual(form);
  });

  it('says both fields are required when both are empty', async () => {
    expect(await errorsOf(resetPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Both fields are required',
      confirmPassword: 'Both fields are required',
    });
  });

  it('says both fields are required when only the confirmation is empty', async () => {
    expect(await errorsOf(resetPasswordFormSchema, { password: 'Secret12' })).toEqual({
      confirmPassword: 'Both fields are required',
    });
  });

  it('refuses a confirmation that differs, by case too', async () => {
    expect(
      await errorsOf(resetPasswordFormSchema, {
        password: 'Secret12',
        confirmPassword: 'secret12',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it.each(weakPasswords)('refuses the weak password %j even when confirmed', async (password) => {
    expect(
      await errorsOf(resetPasswordFormSchema, { password, confirmPassword: password }),
    ).toEqual({ password: 'Password does not meet requirements' });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a token and a strong password, trimming the token', async () => {
    expect(
      await valueOf(resetPasswordSchema, { token: ' abc.def ', password: 'Secret12' }),
    ).toEqual({ token: 'abc.def', password: 'Secret12' });
  });

  it.each([undefined, '', '   ', 'x'.repeat(201)])(
    'refuses the token %j as invalid or missing',
    async (token) => {
      expect(await errorsOf(resetPasswordSchema, { token, password: 'Secret12' })).toEqual({
        token: 'Invalid or missing token',
      });
    },
  );

  it('requires a password that meets the rules', async () => {
    expect(await errorsOf(resetPasswordSchema, { token: 't', password: '' })).toEqual({
      password: 'Both fields are required',
    });
    expect(await errorsOf(resetPasswordSchema, { token: 't', password: 'secret12' })).toEqual({
      password: 'Password does not meet requirements',
    });
  });

  it('refuses unknown fields such as the confirmation', async () => {
    const errors = await errorsOf(resetPasswordSchema, {
      token: 't',
      password: 'Secret12',
      confirmPassword: 'Secret12',
    });
    expect(errors['']).toBe('Unknown field(s): confirmPassword');
  });
});

describe('changePasswordFormSchema', () => {
  const form = { currentPassword: 'old', newPassword: 'Secret12', confirmPassword: 'Secret12' };

  it('accepts a filled form, passwords unchanged', async () => {
    expect(await valueOf(changePasswordFormSchema, form)).toEqual(form);
  });

  it('requires every field with its own message', async () => {
    expect(
      await errorsOf(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each(weakPasswords)('refuses the weak new password %j', async (newPassword) => {
    expect(
      await errorsOf(changePasswordFormSchema, {
        ...form,
        newPassword,
        confirmPassword: newPassword,
      }),
    ).toEqual({ newPassword: 'Password does not meet requirements' });
  });

  it('refuses a confirmation that differs', async () => {
    expect(
      await errorsOf(changePasswordFormSchema, { ...form, confirmPassword: 'Secret13' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('changePasswordSchema', () => {
  it('accepts the current and new password', async () => {
    const request = { currentPassword: 'old', newPassword: 'Secret12' };
    expect(await valueOf(changePasswordSchema, request)).toEqual(request);
  });

  it('uses the form messages for missing and weak passwords', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(
      await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'weak' }),
    ).toEqual({ newPassword: 'Password does not meet requirements' });
  });

  it('refuses unknown fields such as the confirmation', async () => {
    const errors = await errorsOf(changePasswordSchema, {
      currentPassword: 'old',
      newPassword: 'Secret12',
      confirmPassword: 'Secret12',
    });
    expect(errors['']).toBe('Unknown field(s): confirmPassword');
  });
});

describe('changePasswordChecklist', () => {
  it('uses the Change Password labels in order', () => {
    expect(changePasswordChecklist('Secret12')).toEqual([
      { key: 'minLength', label: 'At least 8 characters', met: true },
      { key: 'mixedCase', label: 'Uppercase and lowercase letters', met: true },
      { key: 'digit', label: 'At least one number', met: true },
    ]);
  });

  it.each([
    ['', [false, false, false]],
    ['Secre12', [false, true, true]],
    ['secret12', [true, false, true]],
    ['Secretss', [true, true, false]],
  ])('marks %j as %j', (password, met) => {
    expect(changePasswordChecklist(password).map((item) => item.met)).toEqual(met);
  });
});

describe('meetsPasswordRules', () => {
  it('is true only when every rule is met', () => {
    expect(meetsPasswordRules('Secret12')).toBe(true);
    expect(meetsPasswordRules('Ärgerlich1')).toBe(true);
    for (const password of weakPasswords) expect(meetsPasswordRules(password)).toBe(false);
  });

  it.each([...'0123456789'])('counts the digit %s as a number', (digit) => {
    expect(meetsPasswordRules(`Secretss${digit}`)).toBe(true);
  });

  it('counts characters, not UTF-16 units, towards the length', () => {
    // Seven characters, one of them outside the Basic Multilingual Plane (two UTF-16 units).
    expect(meetsPasswordRules('Secre1😀')).toBe(false);
    expect(meetsPasswordRules('Secre12😀')).toBe(true);
  });
});
