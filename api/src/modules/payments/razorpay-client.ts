import { setTimeout as sleep } from 'node:timers/promises';
import {
  PAYMENT_LINK_STATUSES,
  type CreatePaymentLinkRequest,
  type PaymentLink,
  type RazorpayErrorBody,
} from './types.js';

/**
 * A small client for Razorpay's Payment Links API over `fetch`: Basic auth with key_id:key_secret,
 * JSON both ways, a timeout per attempt, and retries only where a repeat cannot make a second link.
 * https://razorpay.com/docs/api/payments/payment-links/create-standard (and fetch-id-standard,
 * cancel-standard, fetch-all-standard). The built-in emulator answers the same requests, so this is
 * the code every test runs.
 */

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** Default https://api.razorpay.com; the emulator's is `{PUBLIC_URL}/api/v1/razorpay-emulator`. */
  baseUrl?: string;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Further attempts after the first, for retryable failures only. Default 2. */
  retries?: number;
  /** First back-off; doubled each time, with jitter. Default 250 ms. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** Razorpay answered with an error body (`{ error: { code, description, ... } }`). */
export class RazorpayApiError extends Error {
  readonly code: string;
  readonly description: string;
  readonly field: string | null;
  readonly reason: string | undefined;
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(`Razorpay ${status} ${body.error.code}: ${body.error.description}`);
    this.name = 'RazorpayApiError';
    this.code = body.error.code;
    this.description = body.error.description;
    this.field = body.error.field ?? null;
    this.reason = body.error.reason;
  }
}

/**
 * No answer: the connection failed or the timeout passed. For a POST the outcome is unknown: the
 * link may have been made (or cancelled) all the same.
 */
export class RazorpayNetworkError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RazorpayNetworkError';
  }
}

/** An answer that is not what Razorpay documents (not JSON, not an entity, a 5xx without a body). */
export class RazorpayResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(message);
    this.name = 'RazorpayResponseError';
  }
}

export type RazorpayError = RazorpayApiError | RazorpayNetworkError | RazorpayResponseError;

/**
 * "payment link creation with reference ID already attempted" (400): the documented refusal of a
 * second link with the same reference_id (create-standard, Errors). Matched loosely on the words,
 * as Razorpay gives no field or reason code for it.
 */
export function isDuplicateReferenceError(error: unknown): error is RazorpayApiError {
  return (
    error instanceof RazorpayApiError &&
    error.status === 400 &&
    /reference[ _]id/i.test(error.description) &&
    /already/i.test(error.description)
  );
}

/** Whether another attempt may help: no answer, throttled (429) or a server error (5xx). */
function retryable(error: unknown): boolean {
  if (error instanceof RazorpayNetworkError) return true;
  if (error instanceof RazorpayApiError || error instanceof RazorpayResponseError) {
    return error.status === 429 || error.status >= 500;
  }
  return false;
}

/** Whether the request may have taken effect although no success came back. */
const outcomeUnknown = (error: unknown) =>
  error instanceof RazorpayNetworkError ||
  ((error instanceof RazorpayApiError || error instanceof RazorpayResponseError) &&
    error.status >= 500);

const PAYMENT_LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;

function assertPaymentLink(value: unknown, status: number, text: string): PaymentLink {
  const link = value as Partial<PaymentLink> | null;
  if (
    !link ||
    typeof link !== 'object' ||
    typeof link.id !== 'string' ||
    !PAYMENT_LINK_ID.test(link.id) ||
    typeof link.short_url !== 'string' ||
    !Number.isInteger(link.amount) ||
    !PAYMENT_LINK_STATUSES.includes(link.status as PaymentLink['status'])
  ) {
    throw new RazorpayResponseError(
      'Razorpay answered something that is not a payment link',
      status,
      text,
    );
  }
  return link as PaymentLink;
}

function isErrorBody(value: unknown): value is RazorpayErrorBody {
  const error = (value as RazorpayErrorBody | null)?.error;
  return (
    !!error &&
    typeof error === 'object' &&
    typeof error.code === 'string' &&
    typeof error.description === 'string'
  );
}

export class RazorpayClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: RazorpayClientOptions) {
    if (!options.keyId || !options.keySecret) throw new Error('Razorpay needs a key id and secret');
    this.baseUrl = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /**
   * POST /v1/payment_links. Retried only when `reference_id` is set: Razorpay refuses a second link
   * with the same reference, so a repeat cannot charge twice. When a repeat is refused as a
   * duplicate after an attempt whose outcome is unknown, the link that attempt made is looked up
   * by reference and returned if its amount and currency are the ones asked for.
   * Without `reference_id` a failure is never retried (a repeat could make a second link).
   */
  async createPaymentLink(request: CreatePaymentLinkRequest): Promise<PaymentLink> {
    const send = () => this.request('POST', '/v1/payment_links', request);
    if (!request.reference_id) return assertLink(await send());

    const reference = request.reference_id;
    let ambiguous = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return assertLink(await send());
      } catch (error) {
        if (ambiguous && isDuplicateReferenceError(error)) {
          const made = await this.findPaymentLinkByReference(reference);
          if (
            made &&
            made.amount === request.amount &&
            made.currency === (request.currency ?? 'INR')
          ) {
            return made;
          }
          throw error;
        }
        if (!retryable(error) || attempt >= this.retries) throw error;
        ambiguous ||= outcomeUnknown(error);
        await this.backOff(attempt);
      }
    }
  }

  /** GET /v1/payment_links/{id}; retried on no answer, 429 and 5xx. */
  async fetchPaymentLink(id: string): Promise<PaymentLink> {
    return this.withRetries(async () =>
      assertLink(await this.request('GET', `/v1/payment_links/${encodeId(id)}`)),
    );
  }

  /**
   * GET /v1/payment_links?reference_id=... (fetch-all-standard): the link made with this reference,
   * if any. Answers `{ payment_links: [...] }`.
   */
  async findPaymentLinkByReference(referenceId: string): Promise<PaymentLink | undefined> {
    const query = new URLSearchParams({ reference_id: referenceId });
    return this.withRetries(async () => {
      const { body, status, text } = await this.request('GET', `/v1/payment_links?${query}`);
      const list = (body as { payment_links?: unknown } | null)?.payment_links;
      if (!Array.isArray(list)) {
        throw new RazorpayResponseError('Razorpay answered no payment_links list', status, text);
      }
      const links = list.map((item) => assertPaymentLink(item, status, text));
      return links.find((link) => link.reference_id === referenceId);
    });
  }

  /**
   * POST /v1/payment_links/{id}/cancel. Only a `created` link can be cancelled. Retried on no
   * answer and 5xx; if a repeat is refused because the link is no longer open, the link is fetched
   * and returned when it is cancelled (the earlier attempt did it).
   */
  async cancelPaymentLink(id: string): Promise<PaymentLink> {
    let ambiguous = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return assertLink(await this.request('POST', `/v1/payment_links/${encodeId(id)}/cancel`));
      } catch (error) {
        if (ambiguous && error instanceof RazorpayApiError && error.status === 400) {
          const link = await this.fetchPaymentLink(id);
          if (link.status === 'cancelled') return link;
          throw error;
        }
        if (!retryable(error) || attempt >= this.retries) throw error;
        ambiguous ||= outcomeUnknown(error);
        await this.backOff(attempt);
      }
    }
  }

  private async withRetries<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!retryable(error) || attempt >= this.retries) throw error;
        await this.backOff(attempt);
      }
    }
  }

  private async backOff(attempt: number) {
    const base = this.retryDelayMs * 2 ** attempt;
    await sleep(base / 2 + Math.random() * base);
  }

  /** One attempt: answers the parsed 2xx body, throws a RazorpayError otherwise. */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<{ body: unknown; status: number; text: string }> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(payload !== undefined && { 'content-type': 'application/json' }),
        },
        ...(payload !== undefined && { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new RazorpayNetworkError(
        timedOut
          ? `Razorpay did not answer ${method} ${path.split('?')[0]} within ${this.timeoutMs} ms`
          : `Razorpay could not be reached for ${method} ${path.split('?')[0]}`,
        timedOut,
        { cause },
      );
    }

    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.ok) {
      if (body === undefined) {
        throw new RazorpayResponseError('Razorpay answered without JSON', response.status, text);
      }
      return { body, status: response.status, text };
    }
    if (isErrorBody(body)) throw new RazorpayApiError(response.status, body);
    throw new RazorpayResponseError(
      `Razorpay answered ${response.status} without an error body`,
      response.status,
      text.slice(0, 500),
    );
  }
}

function assertLink({ body, status, text }: { body: unknown; status: number; text: string }) {
  return assertPaymentLink(body, status, text);
}

/** Ids go into the path: anything but a plausible id is refused before a request is made. */
function encodeId(id: string): string {
  if (!PAYMENT_LINK_ID.test(id))
    throw new TypeError(`Not a payment link id: ${JSON.stringify(id)}`);
  return id;
}
