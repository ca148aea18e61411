import type { Lead } from '../portfolio/leads.js';

/**
 * Contacts that become relationships (issue 31): besides the visitors who share their details,
 * the owner adds the people they meet (a scanned paper card or QR, or typed in), and keeps notes,
 * tags, where they met and when to follow up.
 */
export const CONTACT_SOURCES = ['shared', 'scanned', 'typed'] as const;
/** shared: a visitor sent it from the card; scanned: a paper card or a QR; typed: by hand. */
export type ContactSource = (typeof CONTACT_SOURCES)[number];
/** What the owner may say they added; `shared` comes only from a visitor. */
export const OWNER_CONTACT_SOURCES = ['scanned', 'typed'] as const;

export const CONTACT_DESIGNATION_MAX_LENGTH = 100;
export const CONTACT_WEBSITE_MAX_LENGTH = 200;
export const CONTACT_NOTES_MAX_LENGTH = 2000;
export const CONTACT_EVENT_MAX_LENGTH = 100;
export const CONTACT_TAG_MAX_LENGTH = 30;
export const CONTACT_TAGS_MAX = 10;
/** The search box's text. */
export const CONTACT_QUERY_MAX_LENGTH = 100;

/** A contact as its owner reads it (GET /portfolio/leads, newest first). */
export interface Contact extends Lead {
  source: ContactSource;
  designation: string | null;
  website: string | null;
  /** The owner's own notes (`note` is what a visitor wrote). */
  notes: string | null;
  tags: string[];
  /** The event where they met. */
  metAt: string | null;
  /** YYYY-MM-DD. */
  metOn: string | null;
  /** YYYY-MM-DD. */
  followUpOn: string | null;
  /** The key of the scanned card's photo, when the owner kept it (GET /file?key=...). */
  photoKey: string | null;
  /** ISO 8601. */
  updatedAt: string;
}

/** What a business card's text or a scanned QR gave: candidates the form offers, first first. */
export interface ScannedContact {
  name: string;
  company: string;
  designation: string;
  phoneNumbers: string[];
  emails: string[];
  websites: string[];
}

/** Personal API tokens' scopes. */
export const API_TOKEN_SCOPES = ['contacts:read', 'contacts:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Every token starts so, which tells it from a session's JWT and lets secret scanners find it. */
export const API_TOKEN_PREFIX = 'tfp_';

export interface ApiToken {
  _id: string;
  name: string;
  /** The token's first characters, to tell tokens apart (the token itself is shown once). */
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /user/api-tokens answers the token itself, this once. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}

export const WEBHOOK_URL_MAX_LENGTH = 500;
/** An owner's webhooks at most. */
export const WEBHOOKS_MAX = 5;
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Tapfolio-Signature';
export const WEBHOOK_EVENTS = ['contact.created', 'webhook.test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface ContactWebhook {
  _id: string;
  url: string;
  /** Shown to its owner, to verify the signatures. */
  secret: string;
  createdAt: string;
}

export interface WebhookDelivery {
  _id: string;
  event: WebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  deliveredAt: string | null;
}
