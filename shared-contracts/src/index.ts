export * from './common/constants.js';
export * from './common/envelope.js';
export * from './common/file-path.js';
export * from './common/paths.js';
export * from './common/html-escape.js';
export * from './common/mailed-links.js';
export * from './common/phone.js';
export * from './common/pincode.js';
export * from './common/provider.js';
export * from './common/remote-registry.js';
export * from './common/route-remotes.js';
export * from './common/text.js';
export * from './common/strict.js';

export * from './auth/messages.js';
export * from './auth/password-rules.js';
export * from './auth/schemas.js';
export type * from './auth/types.js';

export * from './account/schemas.js';
export * from './account/address-schemas.js';
export type * from './account/types.js';
export * from './account/shipping-address.js';
export * from './account/personal-data.js';
export type * from './account/address-type.js';

export * from './portfolio/messages.js';
export * from './portfolio/schemas.js';
export * from './portfolio/section-schemas.js';
export * from './portfolio/result-schemas.js';
export * from './portfolio/social.js';
export * from './portfolio/vcard.js';
export * from './portfolio/qr.js';
export * from './portfolio/handle.js';
export * from './portfolio/insights.js';
export * from './portfolio/leads.js';
export * from './portfolio/visibility.js';
export type * from './portfolio/types.js';

export * from './pincode/types.js';

export * from './shop/messages.js';
export * from './shop/errors.js';
export * from './shop/constants.js';
export * from './shop/money.js';
export * from './shop/price-details.js';
export * from './shop/schemas.js';
export type * from './shop/types.js';
export * from './orders/messages.js';
export * from './orders/status.js';
export * from './orders/tracking.js';
export * from './orders/dates.js';
export type * from './orders/types.js';
export * from './orders/constants.js';
export * from './orders/schemas.js';
export * from './orders/nfc-cards.js';
