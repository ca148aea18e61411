import { inIndia, todayInIndia } from 'shared-contracts';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { followUpDigests, portfolioLeads, users } from '../../db/schema/index.js';
import type { Mailer } from '../../plugins/mail.js';
import { followUpEmail } from './follow-up-email.js';

/** The most people one mail lists; the count in its subject and first line is all of them. */
export const FOLLOW_UP_MAIL_MAX = 50;

export interface FollowUpDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** From this hour in India the day's mails may go (config.contacts.followUpSendHour). */
  sendHour: number;
}

const hourInIndia = (now: Date) => inIndia(now).getUTCHours();

/**
 * Mails each owner whose contacts have a follow-up day that has come (today or before, in India),
 * at most once a day: the day is claimed in follow_up_digests first, by one statement that only
 * moves it forward, so two instances (or two runs) never both mail the same owner that day. An
 * owner with nothing due gets nothing. Answers how many were mailed.
 */
export async function sendFollowUpDigests(deps: FollowUpDeps, now: Date): Promise<number> {
  if (hourInIndia(now) < deps.sendHour) return 0;
  const { db } = deps;
  const today = todayInIndia(now);
  const owners = await db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(portfolioLeads)
    .innerJoin(users, eq(users.id, portfolioLeads.userId))
    .leftJoin(followUpDigests, eq(followUpDigests.userId, portfolioLeads.userId))
    .where(
      and(
        lte(portfolioLeads.followUpOn, today),
        or(isNull(followUpDigests.sentOn), lt(followUpDigests.sentOn, today)),
      ),
    );

  let mailed = 0;
  for (const owner of owners) {
    const claimed = await db
      .insert(followUpDigests)
      .values({ userId: owner.userId, sentOn: today })
      .onConflictDoUpdate({
        target: followUpDigests.userId,
        set: { sentOn: today },
        setWhere: lt(followUpDigests.sentOn, today),
      })
      .returning({ userId: followUpDigests.userId });
    if (claimed.length === 0) continue;

    const due = await db
      .select({
        name: portfolioLeads.name,
        company: portfolioLeads.company,
        designation: portfolioLeads.designation,
        phoneNumber: portfolioLeads.phoneNumber,
        email: portfolioLeads.email,
        notes: portfolioLeads.notes,
        metAt: portfolioLeads.metAt,
        followUpOn: portfolioLeads.followUpOn,
      })
      .from(portfolioLeads)
      .where(and(eq(portfolioLeads.userId, owner.userId), lte(portfolioLeads.followUpOn, today)))
      .orderBy(asc(portfolioLeads.followUpOn), asc(portfolioLeads.name), asc(portfolioLeads.id));
    if (due.length === 0) continue;
    const listed = due
      .slice(0, FOLLOW_UP_MAIL_MAX)
      .map((contact) => ({ ...contact, followUpOn: contact.followUpOn! }));
    deps.mailer.send(followUpEmail(owner, listed, due.length, today, deps.publicUrl));
    mailed += 1;
  }
  return mailed;
}
