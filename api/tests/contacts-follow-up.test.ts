import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { simpleParser, type ParsedMail } from 'mailparser';
import { followUpMailTexts } from 'shared-contracts';
import { sendFollowUpDigests, type FollowUpDeps } from '../src/modules/leads/follow-up-digest.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { onboardedUser, type TestUser } from './helpers/users.js';

/**
 * The daily follow-up mail (issue 31), run with a fixed clock and read back from the .eml files
 * the mailer wrote: once a day at most, from the configured hour in India, only to owners with a
 * follow-up due, in their language, with a link to call, e-mail and WhatsApp each person.
 */

let t: TestApp;
let deps: FollowUpDeps;

/** 1 December 2026 in India: 07:30, 08:30 and 17:30 there. */
const BEFORE_EIGHT = new Date('2026-12-01T02:00:00Z');
const MORNING = new Date('2026-12-01T03:00:00Z');
const EVENING = new Date('2026-12-01T12:00:00Z');
/** 2 December in India already, though still 1 December in UTC. */
const NEXT_MORNING_UTC_EVE = new Date('2026-12-01T22:45:00Z');

let due: TestUser;
let hindi: TestUser;
let later: TestUser;
let none: TestUser;

async function add(owner: TestUser, body: Record<string, unknown>) {
  const res = await t.call('POST', '/portfolio/leads', { token: owner.token, body });
  expect(res.statusCode).toBe(201);
}

/** The follow-up mails each of these owners has been sent so far, parsed. */
async function followUpMailsTo(owner: TestUser): Promise<ParsedMail[]> {
  const parsed = await Promise.all((await t.mails()).map((mail) => simpleParser(mail)));
  return parsed.filter(
    (mail) =>
      mail.to !== undefined &&
      !Array.isArray(mail.to) &&
      mail.to.text === owner.email &&
      mail.text?.includes('tapfolio.test/edit-profile/contacts') &&
      !mail.subject?.includes('shared their details'),
  );
}

beforeAll(async () => {
  // The timer is off: the tests run the day's mail themselves, at the moments they choose.
  t = await createTestApp({
    contacts: {
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      followUpCheckMs: 0,
      followUpSendHour: 8,
    },
  });
  deps = { db: t.api.db, mailer: t.api.mailer, publicUrl: t.config.publicUrl, sendHour: 8 };

  due = await onboardedUser(t, 'Meera Iyer');
  await add(due, {
    name: 'Kavya Menon',
    phoneNumber: '98450 12345',
    email: 'kavya@example.com',
    company: 'Menon Exports',
    metAt: 'Startup Expo Pune',
    notes: 'Send the <b>price list</b>',
    followUpOn: '2026-12-01',
  });
  await add(due, { name: 'Overdue Omkar', email: 'omkar@example.com', followUpOn: '2026-11-25' });
  await add(due, { name: 'Future Farah', email: 'farah@example.com', followUpOn: '2026-12-09' });
  await add(due, { name: 'No Date Neha', email: 'neha@example.com' });

  hindi = await onboardedUser(t, 'Ramesh Gupta');
  const language = await t.call('PUT', '/user/language', {
    token: hindi.token,
    body: { language: 'hi' },
  });
  expect(language.statusCode).toBe(200);
  await add(hindi, { name: 'Sunil Verma', phoneNumber: '9123456780', followUpOn: '2026-12-01' });

  later = await onboardedUser(t, 'Later Lata');
  await add(later, { name: 'Someday Sam', email: 'sam@example.com', followUpOn: '2026-12-02' });

  none = await onboardedUser(t, 'Nobody Nitin');
});

afterAll(async () => {
  await t?.close();
});

describe('the daily follow-up mail', () => {
  it('waits for the hour set in India', async () => {
    await sendFollowUpDigests(deps, BEFORE_EIGHT);
    for (const owner of [due, hindi, later, none]) expect(await followUpMailsTo(owner)).toEqual([]);
  });

  it('lists, to each owner with some due, the people due today or before, with their links', async () => {
    expect(await sendFollowUpDigests(deps, MORNING)).toBeGreaterThanOrEqual(2);
    const [mail, ...more] = await followUpMailsTo(due);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(followUpMailTexts.subject(2));
    expect(mail!.subject).toBe('2 follow-ups are due today');
    const text = mail!.text!;
    expect(text).toContain('Hi Meera Iyer,');
    expect(text).toContain('You planned to get back to these 2 people:');
    // The one overdue first, saying since when.
    expect(text.indexOf('Overdue Omkar')).toBeLessThan(text.indexOf('Kavya Menon'));
    expect(text).toContain('Overdue Omkar · due since 25 Nov 2026');
    expect(text).toContain('Kavya Menon · Menon Exports · met at Startup Expo Pune');
    expect(text).toContain('Call: tel:+919845012345');
    expect(text).toContain('E-mail: mailto:kavya@example.com');
    expect(text).toContain('WhatsApp: https://wa.me/919845012345');
    expect(text).not.toContain('Future Farah');
    expect(text).not.toContain('No Date Neha');

    const html = mail!.html as string;
    expect(html).toContain('<a href="tel:+919845012345">Call</a>');
    expect(html).toContain('<a href="mailto:kavya@example.com">E-mail</a>');
    expect(html).toContain('<a href="https://wa.me/919845012345">WhatsApp</a>');
    // The owner's notes are text in the mail, never markup.
    expect(html).toContain('Send the &lt;b&gt;price list&lt;/b&gt;');
    expect(html).not.toContain('<b>price list</b>');
    // Omkar has no phone: only the e-mail link.
    const omkar = html.slice(
      html.indexOf('Overdue Omkar'),
      html.indexOf('</li>', html.indexOf('Overdue Omkar')),
    );
    expect(omkar).toContain('mailto:omkar@example.com');
    expect(omkar).not.toContain('tel:');
  });

  it("is in the owner's language", async () => {
    const [mail] = await followUpMailsTo(hindi);
    expect(mail!.subject).toBe('आज 1 फ़ॉलो-अप करना है');
    expect(mail!.text).toContain('कॉल करें: tel:+919123456780');
    expect(mail!.text).toContain('WhatsApp: https://wa.me/919123456780');
  });

  it('goes to nobody with nothing due today, nor to anyone without contacts', async () => {
    expect(await followUpMailsTo(later)).toEqual([]);
    expect(await followUpMailsTo(none)).toEqual([]);
  });

  it('goes once a day: a later run the same day in India sends nothing more', async () => {
    await sendFollowUpDigests(deps, MORNING);
    await sendFollowUpDigests(deps, EVENING);
    expect(await followUpMailsTo(due)).toHaveLength(1);
    expect(await followUpMailsTo(hindi)).toHaveLength(1);
  });

  it('goes again the next day in India, to whoever still has some due then', async () => {
    // 04:15 on 2 December in India: before the hour, nothing yet.
    await sendFollowUpDigests(deps, NEXT_MORNING_UTC_EVE);
    expect(await followUpMailsTo(later)).toEqual([]);
    await sendFollowUpDigests(deps, new Date('2026-12-02T03:00:00Z'));
    expect(await followUpMailsTo(due)).toHaveLength(2);
    const [laterMail] = await followUpMailsTo(later);
    expect(laterMail!.subject).toBe('1 follow-up is due today');
    expect(laterMail!.text).toContain('You planned to get back to this person:');
    expect(laterMail!.text).toContain('Someday Sam');
    expect(await followUpMailsTo(none)).toEqual([]);
  });

  it('goes once even when two instances run at the same moment', async () => {
    const owner = await onboardedUser(t, 'Twice Tara');
    await add(owner, { name: 'Raced Ravi', email: 'ravi@example.com', followUpOn: '2026-12-03' });
    const at = new Date('2026-12-03T04:00:00Z');
    await Promise.all([sendFollowUpDigests(deps, at), sendFollowUpDigests(deps, at)]);
    expect(await followUpMailsTo(owner)).toHaveLength(1);
  });
});
