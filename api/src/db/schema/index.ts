export * from './users.js';
export * from './address-book.js';
export * from './portfolios.js';
export * from './files.js';
export * from './shop.js';
export * from './orders.js';
export * from './sessions.js';
export * from './sharing.js';
