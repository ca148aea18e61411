import { expect } from '@rstest/core';
import type { TestApp } from './app.js';
import { mailedToken } from './mailed-links.js';
import type { TestUser } from './users.js';

/** The answer's status and the message it says, as a person is told. */
export async function expectAnswer(
  promise: Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  message: string,
) {
  const res = await promise;
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { message } });
}

/** The link to /join mailed to `person` last. */
export async function invitationLinkOf(t: TestApp, person: TestUser): Promise<string> {
  const token = await mailedToken(t, person.email, '/join');
  if (!token) throw new Error(`no invitation was mailed to ${person.email}`);
  return token;
}

/** `person` invited by `by` to their organisation and joined through the link they were mailed. */
export async function joinedBy(t: TestApp, by: TestUser, person: TestUser): Promise<TestUser> {
  const people = [{ name: person.name, email: person.email }];
  const invited = await t.call('POST', '/organisation/invitations', {
    token: by.token,
    body: { people },
  });
  expect(invited.statusCode).toBe(201);
  const token = await invitationLinkOf(t, person);
  const accepted = await t.call('POST', '/invitations/accept', {
    token: person.token,
    body: { token },
  });
  expect(accepted.statusCode).toBe(200);
  return person;
}
