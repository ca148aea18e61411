import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { changeEmailOf } from './helpers/mailed-links.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { forgedTokens } from './helpers/tokens.js';
import { PASSWORD, registerUser } from './helpers/users.js';

describe('the signed-in account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profileOf = async (token: string) =>
    (await t.call('GET', '/user/profile', { token })).json().result;

  it('refuses every account call without a token or with a forged one', async () => {
    const user = await registerUser(t);
    const forged = await forgedTokens(t, user.id);
    const calls: [string, string][] = [
      ['GET', '/user/profile'],
      ['PATCH', '/user/profile'],
      ['PATCH', '/user/change-username'],
      ['PATCH', '/user/change-email'],
      ['PATCH', '/user/change-password'],
      ['PATCH', '/user/password'],
    ];
    for (const [method, path] of calls) {
      const none = await t.call(method as 'GET', path, { body: { name: 'Evil Name' } });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ success: false, message: 'Please sign in to continue' });
      for (const [kind, token] of Object.entries(forged)) {
        const res = await t.call(method as 'GET', path, { token, body: { name: 'Evil Name' } });
        expect({ kind, status: res.statusCode }).toEqual({ kind, status: 401 });
      }
    }
    expect((await profileOf(user.token)).name).toBe(user.name);
  });

  it('changes the name, with the spec message for an invalid one', async () => {
    const user = await registerUser(t);
    const res = await t.call('PATCH', '/user/change-username', {
      token: user.token,
      body: { name: '  Anaïs Ño ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Name updated successfully.',
      result: { name: 'Anaïs Ño' },
    });
    for (const name of ['', '   ', 'R2D2', 'Robert; DROP TABLE']) {
      const bad = await t.call('PATCH', '/user/change-username', {
        token: user.token,
        body: { name },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.name).toBe('Please enter a valid name');
    }
    expect((await profileOf(user.token)).name).toBe('Anaïs Ño');
  });

  it('updates profile fields, normalising phone numbers and filling the place from the pincode', async () => {
    const user = await registerUser(t);
    const res = await t.call('PATCH', '/user/profile', {
      token: user.token,
      body: {
        phoneNumber: '098765 43210',
        addressInfo: {
          buildingName: 'Flat 4',
          area: 'Banjara Hills',
          pincode: '500034',
          district: 'Made Up',
          state: 'Nowhere',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully.');
    expect(res.json().result).toMatchObject({
      phoneNumber: '+919876543210',
      whatsappNumber: null,
      addressInfo: {
        buildingName: 'Flat 4',
        area: 'Banjara Hills',
        pincode: '500034',
        district: 'Hyderabad',
        state: 'Telangana',
      },
    });
  });

  it.each([
    [{}, '', 'Send at least one field to change'],
    [
      { phoneNumber: '12345' },
      'phoneNumber',
      'Enter a valid 10-digit mobile number with optional country code',
    ],
    [{ isOnboarded: true }, '', 'Unknown field(s): isOnboarded'],
    [{ email: 'new@example.com' }, '', 'Unknown field(s): email'],
  ])('refuses a profile update %j and changes nothing', async (body, field, message) => {
    const user = await registerUser(t);
    const before = await profileOf(user.token);
    const res = await t.call('PATCH', '/user/profile', { token: user.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    if (field) expect(res.json().fields[field]).toBe(message);
    expect(await profileOf(user.token)).toEqual(before);
  });

  it('refuses an address whose pincode does not exist', async () => {
    const user = await registerUser(t);
    const res = await t.call('PATCH', '/user/profile', {
      token: user.token,
      body: { addressInfo: { buildingName: 'A', area: 'B', pincode: '999999' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['addressInfo.pincode']).toBe('We could not find this pincode');
  });

  it('changes the e-mail after checking the password and the current one, and login follows it', async () => {
    const user = await registerUser(t);
    const newEmail = `New-${user.email}`;
    const ask = (body: Record<string, string>) =>
      t.call('PATCH', '/user/change-email', { token: user.token, body });
    const wrongCurrent = await ask({
      currentEmail: 'someone@else.com',
      newEmail,
      currentPassword: PASSWORD,
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().fields.currentEmail).toBe(
      'Current email does not match your account',
    );
    const wrongPassword = await ask({
      currentEmail: user.email,
      newEmail,
      currentPassword: 'Nope12345',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields.currentPassword).toBe('Current password is incorrect');
    const noPassword = await ask({ currentEmail: user.email, newEmail });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields.currentPassword).toBe('Current password is required');

    const res = await changeEmailOf(t, { ...user, email: user.email.toUpperCase() }, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Email updated successfully.',
      result: { email: newEmail.toLowerCase(), changed: true },
    });
    const login = await t.call('PATCH', '/user/login', {
      body: { email: newEmail, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail that another account uses, and the validation messages', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const taken = await t.call('PATCH', '/user/change-email', {
      token: a.token,
      body: { currentEmail: a.email, newEmail: b.email, currentPassword: PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.newEmail).toBe('An account with this email already exists');

    const cases: [Record<string, string>, string, string][] = [
      [{ currentEmail: a.email, currentPassword: PASSWORD }, 'newEmail', 'New email is required'],
      [
        { currentEmail: a.email, newEmail: 'not-an-email', currentPassword: PASSWORD },
        'newEmail',
        'Please enter a valid email',
      ],
      [
        { currentEmail: a.email, newEmail: a.email, currentPassword: PASSWORD },
        'newEmail',
        'New email must be different from the current email',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('PATCH', '/user/change-email', { token: a.token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await profileOf(a.token)).email).toBe(a.email);
  });
});
