import { eq } from 'drizzle-orm';
import { formatPrice, toRupees, escapeHtml } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { users, type OrderRow } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../plugins/mail.js';

type Kind = 'paid' | 'shipped';

const SUBJECTS: Record<Kind, (code: string) => string> = {
  paid: (code) => `Your Tapfolio order ${code} is placed`,
  shipped: (code) => `Your Tapfolio order ${code} has shipped`,
};

const LINES: Record<Kind, (total: string) => string> = {
  paid: (total) =>
    `We received your payment of ${total}. We will print your NFC card and let you know when it ships.`,
  shipped: () => 'Your NFC card has been shipped and is on its way.',
};

export function orderEmail(
  kind: Kind,
  to: { email: string; name: string },
  order: Pick<OrderRow, 'id' | 'code' | 'totalPaise'>,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/orders/${order.id}`;
  const line = LINES[kind](formatPrice(toRupees(order.totalPaise)));
  return {
    to: to.email,
    subject: SUBJECTS[kind](order.code),
    text: [`Hi ${to.name},`, '', line, '', `Track your order: ${link}`].join('\n'),
    html: `<p>Hi ${escapeHtml(to.name)},</p>
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(link)}">Track order ${escapeHtml(order.code)}</a></p>`,
  };
}

/** Mails the order's owner in the background; an order whose account is gone mails no one. */
export async function mailOrderOwner(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  kind: Kind,
  order: OrderRow,
): Promise<void> {
  if (!order.userId) return;
  const [owner] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  if (owner) deps.mailer.send(orderEmail(kind, owner, order, deps.publicUrl));
}
