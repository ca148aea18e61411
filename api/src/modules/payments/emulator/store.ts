import { randomInt } from 'node:crypto';
import type { CreatePaymentLinkRequest, PaymentLink, RazorpayWebhookEvent } from '../types.js';
import { refusal } from './validate.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-like ids: a prefix and 14 base-62 characters (`plink_ExjpAUN3gVHrPJ`). */
export function razorpayId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return prefix ? `${prefix}_${id}` : id;
}

export interface EmulatedPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'failed';
  createdAt: number;
}

/** One webhook the emulator sent (or tried to). */
export interface WebhookDelivery {
  eventId: string;
  event: string;
  url: string;
  status?: number;
  error?: string;
}

interface Stored {
  link: PaymentLink;
  payments: EmulatedPayment[];
}

/**
 * The emulator's payment links, in memory (one process; gone on restart, like a test account's
 * links would be for the app). `now` is Unix seconds.
 */
export class EmulatorStore {
  private readonly links = new Map<string, Stored>();
  private readonly references = new Map<string, string>();
  readonly accountId = razorpayId('acc');
  /** Every webhook sent so far, oldest first. */
  readonly deliveries: WebhookDelivery[] = [];

  constructor(private readonly clock: () => number = () => Math.floor(Date.now() / 1000)) {}

  now(): number {
    return this.clock();
  }

  create(request: CreatePaymentLinkRequest, shortUrl: (id: string) => string): PaymentLink {
    // Documented: "payment link creation with reference ID already attempted" (400), whatever
    // became of the earlier link.
    if (request.reference_id !== undefined && this.references.has(request.reference_id)) {
      throw refusal(
        400,
        'payment link creation with reference ID already attempted',
        'reference_id',
      );
    }
    const now = this.now();
    const id = razorpayId('plink');
    const link: PaymentLink = {
      accept_partial: request.accept_partial ?? false,
      amount: request.amount,
      amount_paid: 0,
      ...(request.callback_url !== undefined && {
        callback_method: 'get',
        callback_url: request.callback_url,
      }),
      cancelled_at: 0,
      created_at: now,
      currency: request.currency ?? 'INR',
      customer: request.customer ?? {},
      description: request.description ?? '',
      expire_by: request.expire_by ?? 0,
      expired_at: 0,
      first_min_partial_amount: request.first_min_partial_amount ?? 0,
      id,
      notes: request.notes ?? null,
      notify: { email: request.notify?.email ?? false, sms: request.notify?.sms ?? false },
      payments: null,
      reference_id: request.reference_id ?? '',
      reminder_enable: request.reminder_enable ?? false,
      reminders: {},
      short_url: shortUrl(id),
      status: 'created',
      updated_at: now,
      upi_link: false,
      user_id: '',
    };
    this.links.set(id, { link, payments: [] });
    if (request.reference_id !== undefined) this.references.set(request.reference_id, id);
    return structuredClone(link);
  }

  /** The link as Razorpay would show it now; undefined for an unknown id. */
  get(id: string): PaymentLink | undefined {
    const stored = this.links.get(id);
    return stored && structuredClone(stored.link);
  }

  byReference(referenceId: string): PaymentLink[] {
    const id = this.references.get(referenceId);
    const link = id === undefined ? undefined : this.get(id);
    return link ? [link] : [];
  }

  all(): PaymentLink[] {
    return [...this.links.values()].map(({ link }) => structuredClone(link)).reverse();
  }

  /**
   * Moves a `created` link past its `expire_by` to `expired`; answers the links that expired just
   * now (so their `payment_link.expired` webhooks go out once).
   */
  expireDue(): PaymentLink[] {
    const now = this.now();
    const expired: PaymentLink[] = [];
    for (const stored of this.links.values()) {
      const { link } = stored;
      if (link.status === 'created' && link.expire_by > 0 && now >= link.expire_by) {
        link.status = 'expired';
        link.expired_at = now;
        link.updated_at = now;
        expired.push(structuredClone(link));
      }
    }
    return expired;
  }

  /** POST /cancel: only a `created` link (documented refusals otherwise). */
  cancel(id: string): PaymentLink {
    const stored = this.require(id);
    this.assertOpen(stored.link);
    const now = this.now();
    Object.assign(stored.link, { status: 'cancelled', cancelled_at: now, updated_at: now });
    return structuredClone(stored.link);
  }

  /** The customer paid the whole amount on the hosted page. */
  pay(id: string): { link: PaymentLink; payment: EmulatedPayment } {
    const stored = this.require(id);
    this.assertOpen(stored.link);
    const now = this.now();
    const payment: EmulatedPayment = {
      id: razorpayId('pay'),
      orderId: razorpayId('order'),
      amount: stored.link.amount - stored.link.amount_paid,
      status: 'captured',
      createdAt: now,
    };
    stored.payments.push(payment);
    const link = stored.link;
    link.amount_paid = link.amount;
    link.status = 'paid';
    link.updated_at = now;
    link.order_id = payment.orderId;
    link.payments = [
      ...(link.payments ?? []),
      {
        amount: payment.amount,
        created_at: now,
        method: 'upi',
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: now,
      },
    ];
    return { link: structuredClone(link), payment };
  }

  /** A failed attempt: the link stays `created` and may be paid later, as on Razorpay. */
  fail(id: string): { link: PaymentLink; payment: EmulatedPayment } {
    const stored = this.require(id);
    this.assertOpen(stored.link);
    const payment: EmulatedPayment = {
      id: razorpayId('pay'),
      orderId: stored.link.order_id ?? razorpayId('order'),
      amount: stored.link.amount - stored.link.amount_paid,
      status: 'failed',
      createdAt: this.now(),
    };
    stored.payments.push(payment);
    return { link: structuredClone(stored.link), payment };
  }

  /** The last captured payment of a paid link (to repeat its callback). */
  capturedPayment(id: string): EmulatedPayment | undefined {
    return this.links
      .get(id)
      ?.payments.filter((payment) => payment.status === 'captured')
      .at(-1);
  }

  private require(id: string): Stored {
    const stored = this.links.get(id);
    // Documented: "The id provided does not exist" (400).
    if (!stored) throw refusal(400, 'The id provided does not exist');
    return stored;
  }

  private assertOpen(link: PaymentLink) {
    if (link.status === 'paid' || link.status === 'partially_paid') {
      throw refusal(400, 'cannot cancel or expire an already paid/partially paid link');
    }
    if (link.status === 'expired' || link.status === 'cancelled') {
      throw refusal(400, 'cannot cancel or expire an expired link');
    }
  }

  /** A webhook body as Razorpay builds one (https://razorpay.com/docs/webhooks/payment-links). */
  event(
    name: string,
    parts: { link?: PaymentLink; payment?: EmulatedPayment },
  ): RazorpayWebhookEvent {
    const { link, payment } = parts;
    const payload: RazorpayWebhookEvent['payload'] = {};
    const contains: string[] = [];
    if (link) {
      const entity: Partial<PaymentLink> = { ...link };
      delete entity.payments; // the webhook's entity carries order_id instead of payments
      contains.push('payment_link');
      payload.payment_link = { entity: entity as PaymentLink };
    }
    if (payment && link) {
      contains.push('order', 'payment');
      const paid = payment.status === 'captured';
      payload.order = {
        entity: {
          id: payment.orderId,
          entity: 'order',
          amount: link.amount,
          amount_paid: paid ? link.amount : 0,
          amount_due: paid ? 0 : link.amount,
          currency: link.currency,
          receipt: link.reference_id || null,
          status: paid ? 'paid' : 'attempted',
          attempts: 1,
          notes: link.notes ?? [],
          created_at: payment.createdAt,
        },
      };
      payload.payment = {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amount,
          currency: link.currency,
          status: payment.status,
          order_id: payment.orderId,
          invoice_id: null,
          international: false,
          method: 'upi',
          amount_refunded: 0,
          refund_status: null,
          captured: paid,
          description: `#${link.id.replace(/^plink_/, '')}`,
          vpa: 'success@razorpay',
          email: link.customer.email ?? null,
          contact: link.customer.contact ?? null,
          notes: link.notes ?? [],
          fee: paid ? Math.round(link.amount * 0.02) : null,
          tax: paid ? Math.round(link.amount * 0.02 * 0.18) : null,
          error_code: paid ? null : 'BAD_REQUEST_ERROR',
          error_description: paid ? null : 'Payment failed',
          error_source: paid ? null : 'customer',
          error_step: paid ? null : 'payment_authorization',
          error_reason: paid ? null : 'payment_failed',
          created_at: payment.createdAt,
        },
      };
    }
    if (name.startsWith('payment.')) {
      // payment.* events carry the payment alone.
      contains.splice(0, contains.length, 'payment');
      delete payload.payment_link;
      delete payload.order;
    }
    return {
      entity: 'event',
      account_id: this.accountId,
      event: name,
      contains,
      payload,
      created_at: this.now(),
    };
  }
}
