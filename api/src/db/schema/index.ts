// Every table, for the database client and drizzle-kit. Each file holds the tables of the domain
// (modules/<domain>) that owns them.
export * from './account.js';
export * from './addressbook.js';
export * from './portfolio.js';
export * from './files.js';
export * from './products.js';
export * from './cart.js';
export * from './orders.js';
export * from './handles.js';
export * from './insights.js';
export * from './leads.js';
export * from './api-tokens.js';
export * from './nfc-cards.js';
export * from './personal-data.js';
export * from './rate-limits.js';
export * from './audit.js';
export * from './invoices.js';
export * from './teams.js';
export * from './webhooks.js';
