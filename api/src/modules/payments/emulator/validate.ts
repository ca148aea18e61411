import type { CreatePaymentLinkRequest, RazorpayErrorBody } from '../types.js';

/**
 * The create request's checks, with Razorpay's refusals. Texts quoted from the documentation
 * (https://razorpay.com/docs/api/payments/payment-links/create-standard, Errors) where it gives
 * them; the others follow the same API's wording elsewhere ("The amount must be at least INR
 * 1.00": https://razorpay.com/docs/api/orders/create) or its Laravel-style field messages.
 */

export class RazorpayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
    this.name = 'RazorpayRefusal';
  }
}

/** A 400 BAD_REQUEST_ERROR with the shape Razorpay's validation errors have. */
export function badRequest(description: string, field?: string): RazorpayRefusal {
  return new RazorpayRefusal(400, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      ...(field !== undefined && { field }),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

/** Errors outside a payment (auth, unknown id, wrong state): Razorpay says "NA" for the context. */
export function refusal(status: number, description: string, field?: string): RazorpayRefusal {
  return new RazorpayRefusal(status, {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      ...(field !== undefined && { field }),
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

const FIELDS = new Set([
  'amount',
  'currency',
  'accept_partial',
  'first_min_partial_amount',
  'expire_by',
  'reference_id',
  'description',
  'customer',
  'notify',
  'reminder_enable',
  'notes',
  'callback_url',
  'callback_method',
  'upi_link',
  'options',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const label = (field: string) => field.replace(/_/g, ' ');

function integer(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw badRequest(`The ${label(field)} must be an integer.`, field);
  }
  return value;
}

function boolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean' && value !== 0 && value !== 1) {
    throw badRequest(`The ${label(field)} field must be true or false.`, field);
  }
  return Boolean(value);
}

function string(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`The ${label(field)} must be a string.`, field);
  if (value.length > max) {
    throw badRequest(`The ${label(field)} may not be greater than ${max} characters.`, field);
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MINUTE = 60;
const SIX_MONTHS = 183 * 24 * 60 * MINUTE;

/** The request as the emulator keeps it, or a RazorpayRefusal. `now` is Unix seconds. */
export function validateCreate(raw: unknown, now: number): CreatePaymentLinkRequest {
  if (!isObject(raw)) throw badRequest('The amount field is required.', 'amount');
  for (const key of Object.keys(raw)) {
    if (!FIELDS.has(key))
      throw badRequest(`${key} is/are not required and should not be sent`, key);
  }
  // "UPI Payment Links is not supported in Test Mode. Please experience the product in Live Mode."
  if (raw.upi_link === true) {
    throw badRequest(
      'UPI Payment Links is not supported in Test Mode. Please experience the product in Live Mode.',
      'upi_link',
    );
  }

  const amount = integer(raw, 'amount');
  if (amount === undefined) throw badRequest('The amount field is required.', 'amount');
  const currency = raw.currency ?? 'INR';
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw badRequest('The selected currency is invalid.', 'currency');
  }
  // International currencies need an account enabled for them; the emulator's account is not.
  if (currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
  // Paise: at least ₹1.00.
  if (amount < 100) throw badRequest('The amount must be at least INR 1.00', 'amount');
  if (amount > 50_000_000_00) throw badRequest('Amount exceeds maximum amount allowed.', 'amount');

  const acceptPartial = boolean(raw, 'accept_partial');
  const firstMin = integer(raw, 'first_min_partial_amount');
  if (firstMin !== undefined && !acceptPartial) {
    throw badRequest(
      'first_min_partial_amount is/are not required and should not be sent',
      'first_min_partial_amount',
    );
  }

  const expireBy = integer(raw, 'expire_by');
  if (expireBy !== undefined) {
    // Documented: "timestamp must be atleast 15 minutes in future".
    if (expireBy < now + 15 * MINUTE) {
      throw badRequest('timestamp must be atleast 15 minutes in future', 'expire_by');
    }
    if (expireBy > now + SIX_MONTHS) {
      throw badRequest('expire_by cannot be more than 6 months from now', 'expire_by');
    }
  }

  const referenceId = string(raw, 'reference_id', 40);
  const description = string(raw, 'description', 2048);

  let customer: CreatePaymentLinkRequest['customer'];
  if (raw.customer !== undefined && raw.customer !== null) {
    if (!isObject(raw.customer)) throw badRequest('The customer must be an array.', 'customer');
    const name = string(raw.customer, 'name', 255);
    const email = string(raw.customer, 'email', 255);
    const contact = string(raw.customer, 'contact', 15);
    if (email && !EMAIL.test(email)) {
      throw badRequest('The email must be a valid email address.', 'customer.email');
    }
    if (contact && !/^\+?[0-9]{8,14}$/.test(contact.replace(/[\s-]/g, ''))) {
      throw badRequest('The contact format is invalid.', 'customer.contact');
    }
    for (const key of Object.keys(raw.customer)) {
      if (!['name', 'email', 'contact'].includes(key)) {
        throw badRequest(`customer.${key} is/are not required and should not be sent`, key);
      }
    }
    customer = {
      ...(name !== undefined && { name }),
      ...(email !== undefined && { email }),
      ...(contact !== undefined && { contact }),
    };
  }

  let notify: CreatePaymentLinkRequest['notify'];
  if (raw.notify !== undefined && raw.notify !== null) {
    if (!isObject(raw.notify)) throw badRequest('The notify must be an array.', 'notify');
    const sms = boolean(raw.notify, 'sms');
    const email = boolean(raw.notify, 'email');
    notify = { ...(sms !== undefined && { sms }), ...(email !== undefined && { email }) };
  }

  let notes: Record<string, string> | undefined;
  if (raw.notes !== undefined && raw.notes !== null) {
    if (!isObject(raw.notes)) throw badRequest('The notes must be an array.', 'notes');
    const entries = Object.entries(raw.notes);
    if (entries.length > 15)
      throw badRequest('Number of fields in notes should be less than or equal to 15', 'notes');
    notes = {};
    for (const [key, value] of entries) {
      const textValue = typeof value === 'string' ? value : String(value);
      // Documented: "value: the length must not be greater than 255."
      if (textValue.length > 255) {
        throw badRequest('value: the length must not be greater than 255.', 'notes');
      }
      notes[key] = textValue;
    }
  }

  const callbackUrl = string(raw, 'callback_url', 2048);
  const callbackMethod = raw.callback_method;
  if (callbackUrl !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(callbackUrl);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      throw badRequest('The callback url format is invalid.', 'callback_url');
    }
    // "If callback_url parameter is passed, callback_method must be passed with the value get."
    if (callbackMethod === undefined || callbackMethod === null) {
      throw badRequest(
        'The callback method field is required when callback url is present.',
        'callback_method',
      );
    }
  }
  if (callbackMethod !== undefined && callbackMethod !== null && callbackMethod !== 'get') {
    throw badRequest('The selected callback method is invalid.', 'callback_method');
  }

  const reminderEnable = boolean(raw, 'reminder_enable');

  return {
    amount,
    currency: 'INR',
    ...(acceptPartial !== undefined && { accept_partial: acceptPartial }),
    ...(firstMin !== undefined && { first_min_partial_amount: firstMin }),
    ...(expireBy !== undefined && { expire_by: expireBy }),
    ...(referenceId !== undefined && { reference_id: referenceId }),
    ...(description !== undefined && { description }),
    ...(customer && { customer }),
    ...(notify && { notify }),
    ...(reminderEnable !== undefined && { reminder_enable: reminderEnable }),
    ...(notes && { notes }),
    ...(callbackUrl !== undefined && {
      callback_url: callbackUrl,
      callback_method: 'get' as const,
    }),
  };
}
