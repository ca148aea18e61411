/**
 * The API suite's files whose results turn on the database engine. PGlite is the same
 * PostgreSQL, so a file is here only when what it proves turns on what only a server does, or on
 * SQL the two could answer differently:
 * - races and locks: PGlite has one connection and runs one statement at a time, so requests
 *   sent at once never overlap there (FOR UPDATE, advisory locks, SKIP LOCKED, unique races);
 * - the node-postgres driver and its pool: the values it parses, connections lost, the pool's
 *   metrics, the CLI commands that open the database by its URL;
 * - what SQL computes from stored rows: search, orderings, per-day counts, expiries, counts kept
 *   in tables, cascades and exports of every table.
 * The other files prove what happens before or beside the database (validation, envelopes and
 * headers, tokens, in-memory limits and caches, images, storage, QR codes and vCards, mail,
 * Razorpay's signatures and emulator, settings, the OpenAPI document).
 *
 * Where a PostgreSQL server is given to test on (TEST_DATABASE_URL, as in CI), these files run
 * on it (rstest.postgres.config.ts), the server production meets, and not on PGlite as well:
 * there they took twice the processor time a server takes (PGlite's engine is WebAssembly in the
 * test's own process). What PGlite alone could get wrong on these paths, its one connection (a
 * query on the handle beside an open transaction waits forever), both drivers refuse at once
 * (src/db/transaction-guard.ts), so a test on the server finds it too. Without a server, every
 * file runs on PGlite.
 */
export const ENGINE_DEPENDENT = [
  'transaction-guard', // a query on the handle inside a transaction: each driver's refusal
  'addressbook', // one default kept when several are saved at once
  'backoffice-orders', // two staff at once under FOR UPDATE, the audit log's trigger, the queue's search
  'admin-catalogue', // unique names, archiving in SQL
  'cart', // totals and lines of archived products, read in SQL
  'cart-concurrency', // adds, increments and decrements at once
  'contacts-follow-up', // the day's claim upserted once when two instances run at once
  'contacts-routes', // the contacts' search (ILIKE, escaped), tag filter (unnest) and orderings
  'email-verification', // a link opened at once from two places, once
  'handles', // eight claims of one handle at once, redirects of old handles
  'health', // the driver it reports
  'insights', // day counters upserted from a JSON batch in one statement
  'invoices', // consecutive numbers under concurrent payments, the immutable rows' trigger, the books' sums
  'leads', // stored and listed newest first
  'metrics', // the pool's connections
  'nfc-cards', // unique codes, the card commands on the URL
  'orders-admin', // the state machine's guarded updates
  'orders-admin-cli', // the order commands on the URL
  'orders-checkout', // one transaction, the idempotency key and the same-cart guard
  'orders-payment-return', // settling a callback and the reconciler
  'orders-read', // newest first
  'orders-webhook', // an event applied once
  'password', // reset tokens' expiry and single use
  'password-guess-throttle', // counts kept in a table, upserted before the check
  'personal-data', // the export of every table, deletion and anonymising
  'portfolio-services', // at most three, under a row lock
  'portfolio-update', // concurrent saves under FOR UPDATE
  'products', // search (pg_trgm), sorts and pages off the indexes
  'profile', // e-mail uniqueness
  'public-card-cache', // updated_at of a card and its services
  'register-login', // two sign-ups with one address at once
  'sessions', // revocations purged by their expiry
  'teams', // one organisation a person when several are created at once
  'upload-gc', // SKIP LOCKED collection and the referrers' search
  'upload-limits', // the quota under an advisory lock
];

/**
 * Files whose results do not turn on the engine but which send thousands of requests through the
 * database: every route with generated bodies, every route with another person's ids. Where a
 * server is given they run on it too: there they took 56 CPU-s against 78 on PGlite, and they
 * prove nothing about PGlite that the rest of the suite does not.
 */
export const DATABASE_BOUND = ['fuzz-json-routes', 'ownership-matrix'];

/** The files that run on the server when one is given, as rstest's `include` and `exclude` take them. */
export const SERVER_FILES = [...ENGINE_DEPENDENT, ...DATABASE_BOUND].map(
  (name) => `tests/${name}.test.ts`,
);
