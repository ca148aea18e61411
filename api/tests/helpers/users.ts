import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.js';

export const PASSWORD = 'Secret123';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
}

/**
 * The n-th of many people made at once, named as a person may be (letters, not digits):
 * `personNumbered('Buyer', 27)` is "Buyer Bb".
 */
export function personNumbered(label: string, n: number): string {
  let letters = '';
  for (let rest = n; ; rest = Math.floor(rest / 26) - 1) {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    if (rest < 26) break;
  }
  return `${label} ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

export async function registerUser(t: TestApp, name = 'Asha Rao'): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const res = await t.call('POST', '/user/register', { body: { name, email, password: PASSWORD } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { result } = res.json();
  return { id: result.userId, email, name, token: result.token };
}

export const onboardingBody = (overrides: Record<string, unknown> = {}) => ({
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '9876543210',
    whatsappNumber: '+91 98765 43210',
  },
  addressInfo: { buildingName: '12, MG Road', area: 'Indiranagar', pincode: '560038' },
  ...overrides,
});

export async function onboardedUser(t: TestApp, name = 'Asha Rao'): Promise<TestUser> {
  const user = await registerUser(t, name);
  const res = await t.call('POST', '/portfolio', { token: user.token, body: onboardingBody() });
  if (res.statusCode !== 201) throw new Error(`onboarding failed: ${res.statusCode} ${res.body}`);
  return user;
}
