import { describe, expect, it } from '@rstest/core';
import { loginSchema, signupSchema } from '../src/auth/schemas.js';
import { signupPasswordChecklist } from '../src/auth/password-rules.js';
import { allErrorsOf, errorsOf, valueOf } from './helpers.js';

const login = { email: 'rahul@example.com', password: 'secret12' };
const signup = { name: 'Rahul Sharma', email: 'rahul@example.com', password: 'Secret12' };

describe('loginSchema', () => {
  it('accepts a valid login and trims and lower-cases the email', async () => {
    expect(await valueOf(loginSchema, { ...login, email: '  Rahul.S@Example.COM ' })).toEqual({
      email: 'rahul.s@example.com',
      password: 'secret12',
    });
  });

  it('asks for both fields when they are missing or empty', async () => {
    const expected = { email: 'Please enter email address.', password: 'Please enter password' };
    expect(await errorsOf(loginSchema, {})).toEqual(expected);
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual(expected);
  });

  it('treats an email of spaces as missing', async () => {
    expect(await errorsOf(loginSchema, { ...login, email: '   ' })).toEqual({
      email: 'Please enter email address.',
    });
  });

  it.each([
    'rahul',
    'rahul@',
    '@example.com',
    'rahul@example',
    'rahul@example.c',
    'rahul @example.com',
    'rahul@exa mple.com',
    'rahul@@example.com',
    'rahul@example..com',
    'rahul@.example.com',
    'rahul@example.com.',
  ])('refuses the email %j', async (email) => {
    expect(await errorsOf(loginSchema, { ...login, email })).toEqual({
      email: 'Please enter valid email address.',
    });
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.co.in'])(
    'accepts the email %j',
    async (email) => {
      expect((await valueOf(loginSchema, { ...login, email })).email).toBe(email);
    },
  );

  it('refuses a password shorter than 8 characters and accepts exactly 8', async () => {
    expect(await errorsOf(loginSchema, { ...login, password: 'secret1' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect((await valueOf(loginSchema, { ...login, password: 'abcdefgh' })).password).toBe(
      'abcdefgh',
    );
  });

  it('keeps the password exactly as typed, spaces included', async () => {
    expect((await valueOf(loginSchema, { ...login, password: ' pass word ' })).password).toBe(
      ' pass word ',
    );
  });

  it('refuses unknown fields', async () => {
    const errors = await errorsOf(loginSchema, { ...login, remember: true });
    expect(errors['']).toMatch(/^Unknown field\(s\):/);
    expect(errors['']).toContain('remember');
  });
});

describe('signupSchema: full name', () => {
  it.each([undefined, '', '    '])('requires the name (%j)', async (name) => {
    expect(await errorsOf(signupSchema, { ...signup, name })).toEqual({
      name: 'Full name is required.',
    });
  });

  it.each(['ab', '  ab  ', '\tab\n'])('counts %j after trimming as too short', async (name) => {
    expect(await errorsOf(signupSchema, { ...signup, name })).toEqual({
      name: 'Full name must be at least 3 characters.',
    });
  });

  it('accepts 3 characters and trims the name', async () => {
    expect((await valueOf(signupSchema, { ...signup, name: '  Raj  ' })).name).toBe('Raj');
  });

  it('accepts 60 characters and refuses 61', async () => {
    expect((await valueOf(signupSchema, { ...signup, name: 'a'.repeat(60) })).name).toHaveLength(
      60,
    );
    expect(await errorsOf(signupSchema, { ...signup, name: 'a'.repeat(61) })).toEqual({
      name: 'Full name must be at most 60 characters.',
    });
  });

  it('does not count the spaces around a 60-character name', async () => {
    const name = `  ${'a'.repeat(60)}  `;
    expect((await valueOf(signupSchema, { ...signup, name })).name).toBe('a'.repeat(60));
  });

  it.each(['Rāhul', 'राहुल शर्मा', 'Zoë Ñúñez', 'Łukasz', 'முருகன்'])(
    'accepts the unicode name %j unchanged',
    async (name) => {
      expect((await valueOf(signupSchema, { ...signup, name })).name).toBe(name);
    },
  );

  it('refuses a Devanagari name of one letter and its vowel sign', async () => {
    expect(await errorsOf(signupSchema, { ...signup, name: 'रा' })).toEqual({
      name: 'Full name must be at least 3 characters.',
    });
  });
});

describe('signupSchema: email', () => {
  it.each([undefined, '', '   '])('requires the email (%j)', async (email) => {
    expect(await errorsOf(signupSchema, { ...signup, email })).toEqual({
      email: 'Email is required.',
    });
  });

  it.each(['rahul', 'rahul@example', 'rahul example@x.com'])(
    'refuses the email %j',
    async (email) => {
      expect(await errorsOf(signupSchema, { ...signup, email })).toEqual({
        email: 'Invalid email address.',
      });
    },
  );

  it('trims and lower-cases the email', async () => {
    const value = await valueOf(signupSchema, { ...signup, email: ' Rahul@Example.COM ' });
    expect(value.email).toBe('rahul@example.com');
  });

  it('refuses an email longer than 254 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    expect((await valueOf(signupSchema, { ...signup, email })).email).toBe(email);
    expect(await errorsOf(signupSchema, { ...signup, email: `a${email}` })).toEqual({
      email: 'Email must be at most 254 characters',
    });
  });
});

describe('signupSchema: password', () => {
  it('accepts a password that meets every rule, unchanged', async () => {
    expect((await valueOf(signupSchema, signup)).password).toBe('Secret12');
  });

  it('reports a missing password with the length label', async () => {
    expect(await allErrorsOf(signupSchema, { ...signup, password: '' })).toEqual({
      password: ['Must be at least 8 characters'],
    });
  });

  it.each([
    ['Secre12', 'Must be at least 8 characters'],
    ['secret12', 'One uppercase and one lowercase letter'],
    ['SECRET12', 'One uppercase and one lowercase letter'],
    ['Secretss', 'At least one number'],
  ])('refuses %j with only %j', async (password, label) => {
    expect(await allErrorsOf(signupSchema, { ...signup, password })).toEqual({
      password: [label],
    });
  });

  it('lists every unmet rule in checklist order', async () => {
    expect(await allErrorsOf(signupSchema, { ...signup, password: 'abc' })).toEqual({
      password: [
        'Must be at least 8 characters',
        'One uppercase and one lowercase letter',
        'At least one number',
      ],
    });
  });

  it('counts upper and lower case in any script', async () => {
    expect((await valueOf(signupSchema, { ...signup, password: 'Ärgerlich1' })).password).toBe(
      'Ärgerlich1',
    );
  });

  it('accepts 128 characters and refuses 129', async () => {
    const password = `Aa1${'x'.repeat(125)}`;
    expect((await valueOf(signupSchema, { ...signup, password })).password).toHaveLength(128);
    expect(await errorsOf(signupSchema, { ...signup, password: `${password}x` })).toEqual({
      password: 'Password must be at most 128 characters.',
    });
  });

  it('refuses unknown fields such as a confirmation', async () => {
    const errors = await errorsOf(signupSchema, { ...signup, confirmPassword: 'Secret12' });
    expect(errors['']).toMatch(/^Unknown field\(s\): confirmPassword/);
  });
});

describe('signupPasswordChecklist', () => {
  const labels = [
    'Must be at least 8 characters',
    'One uppercase and one lowercase letter',
    'At least one number',
  ];

  it('lists the three labels in order, all unmet for an empty password', () => {
    expect(signupPasswordChecklist('')).toEqual([
      { key: 'minLength', label: labels[0], met: false },
      { key: 'mixedCase', label: labels[1], met: false },
      { key: 'digit', label: labels[2], met: false },
    ]);
  });

  it.each([
    ['Secret12', [true, true, true]],
    ['Secre12', [false, true, true]],
    ['secret12', [true, false, true]],
    ['SECRET12', [true, false, true]],
    ['Secretss', [true, true, false]],
    ['12345678', [true, false, true]],
  ])('marks %j as %j', (password, met) => {
    expect(signupPasswordChecklist(password).map((item) => item.met)).toEqual(met);
  });
});
