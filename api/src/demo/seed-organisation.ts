import type { Organisation, Portfolio } from 'shared-contracts';
import type { Database } from '../db/client.js';
import { createEmailLinks } from '../modules/account/public.js';
import { createInvitations } from '../modules/teams/public.js';
import { apiCaller, type Injector } from './api-caller.js';
import { DEMO_ACCOUNT } from './seed-demo.js';

/** The demo organisation's people who joined: accounts of their own, with the demo's password. */
export const DEMO_MEMBERS = [
  {
    name: 'Neha Kapoor',
    email: 'neha@tapfolio.app',
    designation: 'Studio Manager',
    phone: '9876502345',
    admin: true,
  },
  {
    name: 'Rohan Das',
    email: 'rohan@tapfolio.app',
    designation: 'Visual Designer',
    phone: '9876503456',
    admin: false,
  },
  {
    name: 'Sana Qureshi',
    email: 'sana@tapfolio.app',
    designation: 'Developer',
    phone: '9876504567',
    admin: false,
  },
] as const;

/** The studio's brand on every card: its name, logo and colour locked, its website filled in. */
const DEMO_TEMPLATE = {
  companyName: 'locked',
  companyLogo: 'locked',
  website: 'set',
  officeAddress: 'off',
  brandColour: 'locked',
};

/** Invited and not yet joined, so the console shows invitations too. */
const DEMO_INVITED = [
  { name: 'Vikram Joshi', email: 'vikram@tapfolio.app', designation: 'Illustrator', phone: '' },
  { name: 'Anjali Menon', email: 'anjali@tapfolio.app', designation: 'Copywriter', phone: '' },
];

/**
 * The teams console's first start: the demo account owns the studio its card names, with the
 * card's logo, an admin and two members (each with a card) who joined through their invitations'
 * links, two invitations out, the studio's brand on every card and contacts shared with it. Made through the API, the invitations' links taken from the invitations
 * themselves (their mails go to the outbox, where no one opens them). Runs once: nothing changes
 * when the demo account is in an organisation already.
 */
export async function seedDemoOrganisation(app: Injector, db: Database): Promise<void> {
  const { call, expect } = apiCaller(app);
  const { token, userId } = expect<{ token: string; userId: string }>(
    await call('PATCH', '/user/login', { body: DEMO_ACCOUNT }),
    200,
    'signing the demo account in',
  );
  if ((await call('GET', '/organisation', { token })).statusCode === 200) return;
  // Tapfolio's own address, which no one opens a mail at; an organisation asks a verified one.
  await createEmailLinks(db).markVerified(userId, DEMO_ACCOUNT.email);
  const { portfolio } = expect<{ portfolio: Portfolio }>(
    await call('GET', '/portfolio', { token }),
    200,
    "reading the demo card's logo",
  );
  const organisation = expect<Organisation>(
    await call('POST', '/organisation', {
      token,
      body: {
        name: portfolio.workInfo.companyName,
        logo: portfolio.workInfo.companyLogo,
        website: portfolio.workInfo.primaryWebsite,
        brandColour: '#0f766e',
        gstin: '29AABCT3518Q1ZS',
        officeAddress: {
          buildingName: '3rd Floor, 80 Feet Road',
          area: 'Koramangala 4th Block',
          pincode: '560034',
        },
      },
    }),
    201,
    'the demo organisation',
  );

  const invitations = createInvitations(db);
  const people = DEMO_MEMBERS.map(({ name, email, designation }) => ({
    name,
    email,
    designation,
    phone: '',
  }));
  const { sent } = await invitations.invite(organisation._id, userId, people);
  for (const [i, { token: link }] of sent.entries()) {
    const member = DEMO_MEMBERS[i]!;
    const registered = await call('POST', '/user/register', {
      body: { name: member.name, email: member.email, password: DEMO_ACCOUNT.password },
    });
    // Accepting the link verifies the address, as it would a person's.
    const made = expect<{ token: string; userId: string }>(registered, 201, member.email);
    expect(
      await call('POST', '/portfolio', {
        token: made.token,
        body: {
          personalInfo: {
            name: member.name,
            email: member.email,
            phoneNumber: member.phone,
            whatsappNumber: member.phone,
          },
          workInfo: { companyName: '', designation: member.designation },
          addressInfo: {
            buildingName: '3rd Floor, 80 Feet Road',
            area: 'Koramangala 4th Block',
            pincode: '560034',
          },
        },
      }),
      201,
      `${member.name}'s card`,
    );
    expect(
      await call('POST', '/invitations/accept', { token: made.token, body: { token: link } }),
      200,
      `${member.name} joining`,
    );
    if (member.admin) {
      expect(
        await call('PATCH', `/organisation/members/${made.userId}`, {
          token,
          body: { role: 'admin' },
        }),
        200,
        `${member.name} an admin`,
      );
    }
  }
  expect(
    await call('POST', '/organisation/invitations', { token, body: { people: DEMO_INVITED } }),
    201,
    'the demo invitations',
  );
  expect(
    await call('PUT', '/organisation/template', { token, body: DEMO_TEMPLATE }),
    200,
    'the demo card template',
  );
  expect(
    await call('PUT', '/organisation/contact-policy', { token, body: { shareContacts: true } }),
    200,
    'the demo contact policy',
  );
}
