import type { LightMyRequestResponse } from 'fastify';
import type { Envelope } from './json-routes.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(res.body);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with an answer's shape, or null when it is the API's envelope: a refusal is
 * `{ success: false, message, code, fields? }` as JSON, a success `{ success: true, ... }`.
 */
export function apiEnvelopeProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode === 204 || res.statusCode === 304) return null;
  // A form post's answer (the card's "Share your details" without JavaScript): the browser goes
  // to Location and never reads a body.
  if (res.statusCode === 303 && typeof res.headers.location === 'string') return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(res.headers['content-type'])}`;
  }
  const body = parsed(res);
  if (!isRecord(body)) return 'not a JSON object';
  if (res.statusCode < 400) return body.success === true ? null : 'a success without success: true';
  if (body.success !== false) return 'a refusal without success: false';
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  if (typeof body.code !== 'string' || body.code === '') return 'no code';
  if (body.fields !== undefined) {
    if (!isRecord(body.fields)) return 'fields is not an object';
    if (Object.values(body.fields).some((m) => typeof m !== 'string'))
      return 'a field without text';
  }
  return null;
}

/** Razorpay's `{ error: { code, description } }`, or the emulated page's HTML "not found". */
function razorpayProblem(res: LightMyRequestResponse): string | null {
  if (String(res.headers['content-type'] ?? '').startsWith('text/html')) return null;
  const body = parsed(res);
  if (res.statusCode < 400) return null;
  const error = isRecord(body) ? body.error : undefined;
  return isRecord(error) && typeof error.description === 'string' ? null : 'not a Razorpay error';
}

export const envelopeProblem = (res: LightMyRequestResponse, envelope: Envelope = 'api') =>
  envelope === 'api' ? apiEnvelopeProblem(res) : razorpayProblem(res);

/** One line for a failure message, without flooding it with a huge answer. */
export const describeAnswer = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.body.slice(0, 300)}`;
