import { eq } from 'drizzle-orm';
import {
  escapeHtml,
  formatPrice,
  toRupees,
  trackingUrlOf,
  type Invoice,
  type InvoiceKind,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { users, type OrderRow } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../plugins/mail.js';
import { issuedDocument, pdfFileName, renderInvoicePdf } from '../invoices/public.js';

export type OrderMailKind = 'paid' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

type MailedOrder = Pick<
  OrderRow,
  'id' | 'code' | 'totalPaise' | 'courier' | 'tracking' | 'cancelReason'
>;

const SUBJECTS: Record<OrderMailKind, (code: string) => string> = {
  paid: (code) => `Your Tapfolio order ${code} is placed`,
  confirmed: (code) => `Your Tapfolio order ${code} is confirmed`,
  shipped: (code) => `Your Tapfolio order ${code} has shipped`,
  delivered: (code) => `Your Tapfolio order ${code} is delivered`,
  cancelled: (code) => `Your Tapfolio order ${code} is cancelled`,
};

const LINES: Record<OrderMailKind, (order: MailedOrder) => string> = {
  paid: (order) =>
    `We received your payment of ${formatPrice(toRupees(order.totalPaise))}. We will print your NFC card and let you know when it ships.`,
  confirmed: () => 'Your order is confirmed: we are printing your NFC card now.',
  shipped: (order) =>
    order.courier
      ? `Your NFC card has been shipped and is on its way with ${order.courier}` +
        (order.tracking ? `, tracking ${order.tracking}.` : '.')
      : 'Your NFC card has been shipped and is on its way.',
  delivered: () => 'Your NFC card has been delivered. Tap it on a phone to open your card.',
  cancelled: (order) =>
    `Your order has been cancelled${order.cancelReason ? `: ${order.cancelReason}` : '.'}` +
    (order.cancelReason && !/[.!?]$/.test(order.cancelReason) ? '.' : ''),
};

/** The document a mail carries: the paid mail the invoice, the cancelled one a credit note. */
const DOCUMENT_OF: Partial<Record<OrderMailKind, InvoiceKind>> = {
  paid: 'invoice',
  cancelled: 'credit-note',
};

const documentLine = (document: Invoice) =>
  document.kind === 'invoice'
    ? `Your tax invoice ${document.number} is attached; you can download it from your order too.`
    : `Credit note ${document.number}, against invoice ${document.refersTo?.number ?? ''}, is attached.`;

export function orderEmail(
  kind: OrderMailKind,
  to: { email: string; name: string },
  order: MailedOrder,
  publicUrl: string,
  document?: Invoice,
): MailMessage {
  const link = `${publicUrl}/orders/${order.id}`;
  const line = document ? `${LINES[kind](order)} ${documentLine(document)}` : LINES[kind](order);
  const trackingUrl = kind === 'shipped' ? trackingUrlOf(order.tracking) : null;
  return {
    to: to.email,
    subject: SUBJECTS[kind](order.code),
    text: [
      `Hi ${to.name},`,
      '',
      line,
      ...(trackingUrl ? ['', `Follow the parcel: ${trackingUrl}`] : []),
      '',
      `Track your order: ${link}`,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(to.name)},</p>
<p>${escapeHtml(line)}</p>
${trackingUrl ? `<p><a href="${escapeHtml(trackingUrl)}">Follow the parcel</a></p>\n` : ''}<p><a href="${escapeHtml(link)}">Track order ${escapeHtml(order.code)}</a></p>`,
    ...(document && {
      // Drawn by the mailer, in the background: the payment's answer does not wait for it.
      attachments: async () => [
        {
          filename: pdfFileName(document),
          content: await renderInvoicePdf(document),
          contentType: 'application/pdf',
        },
      ],
    }),
  };
}

/** Mails the order's owner in the background; an order whose account is gone mails no one. */
export async function mailOrderOwner(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  kind: OrderMailKind,
  order: OrderRow,
): Promise<void> {
  if (!order.userId) return;
  const [owner] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!owner) return;
  const documentKind = DOCUMENT_OF[kind];
  const document = documentKind && (await issuedDocument(deps.db, order.id, documentKind));
  deps.mailer.send(orderEmail(kind, owner, order, deps.publicUrl, document || undefined));
}
