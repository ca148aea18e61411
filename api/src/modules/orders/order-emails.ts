import { eq } from 'drizzle-orm';
import {
  escapeHtml,
  formatPrice,
  mailTexts,
  orderMailTexts,
  toRupees,
  trackingUrlOf,
  type Invoice,
  type InvoiceKind,
  type Language,
} from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { users, type OrderRow } from '../../db/schema/index.js';
import { textsIn } from '../../lib/language.js';
import type { MailMessage, Mailer } from '../../plugins/mail.js';
import { issuedDocument, pdfFileName, renderInvoicePdf } from '../invoices/public.js';

export type OrderMailKind = 'paid' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

type MailedOrder = Pick<
  OrderRow,
  'id' | 'code' | 'totalPaise' | 'courier' | 'tracking' | 'cancelReason'
>;

type OrderTexts = typeof orderMailTexts;

/** What happened, in one line of the order's owner's language. */
const LINES: Record<OrderMailKind, (order: MailedOrder, t: OrderTexts) => string> = {
  paid: (order, t) => t.paid(formatPrice(toRupees(order.totalPaise))),
  confirmed: (_, t) => t.confirmed,
  shipped: (order, t) =>
    order.courier
      ? order.tracking
        ? t.shippedWithTracking(order.courier, order.tracking)
        : t.shippedWith(order.courier)
      : t.shipped,
  delivered: (_, t) => t.delivered,
  // A reason is the staff's own words, ended with a full stop when they did not end it.
  cancelled: (order, t) =>
    order.cancelReason
      ? t.cancelledBecause(order.cancelReason + (/[.!?]$/.test(order.cancelReason) ? '' : '.'))
      : t.cancelled,
};

/** The document a mail carries: the paid mail the invoice, the cancelled one a credit note. */
const DOCUMENT_OF: Partial<Record<OrderMailKind, InvoiceKind>> = {
  paid: 'invoice',
  cancelled: 'credit-note',
};

const documentLine = (document: Invoice, t: OrderTexts) =>
  document.kind === 'invoice'
    ? t.invoiceAttached(document.number)
    : t.creditNoteAttached(document.number, document.refersTo?.number ?? '');

export function orderEmail(
  kind: OrderMailKind,
  to: { email: string; name: string },
  order: MailedOrder,
  publicUrl: string,
  document?: Invoice,
  language: Language = 'en',
): MailMessage {
  const t = textsIn(orderMailTexts, language);
  const { greeting } = textsIn(mailTexts, language);
  const link = `${publicUrl}/orders/${order.id}`;
  const what = LINES[kind](order, t);
  const line = document ? `${what} ${documentLine(document, t)}` : what;
  const trackingUrl = kind === 'shipped' ? trackingUrlOf(order.tracking) : null;
  return {
    to: to.email,
    subject: t.subject[kind](order.code),
    text: [
      greeting(to.name),
      '',
      line,
      ...(trackingUrl ? ['', t.followParcelAt(trackingUrl)] : []),
      '',
      t.trackAt(link),
    ].join('\n'),
    html: `<p>${escapeHtml(greeting(to.name))}</p>
<p>${escapeHtml(line)}</p>
${trackingUrl ? `<p><a href="${escapeHtml(trackingUrl)}">${escapeHtml(t.followParcel)}</a></p>\n` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(t.trackOrder(order.code))}</a></p>`,
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
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!owner) return;
  const documentKind = DOCUMENT_OF[kind];
  const document = documentKind && (await issuedDocument(deps.db, order.id, documentKind));
  deps.mailer.send(
    orderEmail(kind, owner, order, deps.publicUrl, document || undefined, owner.language),
  );
}
