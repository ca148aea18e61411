import { normalisePhone } from './phone.js';

/**
 * The provider's contact details (ARCHITECTURE decision 11): every footer, the Launch page and
 * the legal pages read them from here, so a change of address or number is made once.
 */
export const PROVIDER_CONTACT = {
  company: 'Tapfolio Technologies Pvt. Ltd.',
  address: '4th Floor, 27 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025, India',
  phone: '+91 98450 71234',
  /** Digits only, country code first, as wa.me wants them. */
  whatsapp: '919845071234',
  email: 'hello@tapfolio.app',
  social: {
    instagram: 'https://www.instagram.com/tapfolio.app',
    linkedin: 'https://www.linkedin.com/company/tapfolio',
    x: 'https://x.com/tapfolio_app',
    facebook: 'https://www.facebook.com/tapfolio.app',
  },
} as const;

export type ProviderContact = typeof PROVIDER_CONTACT;
export type SocialNetwork = keyof ProviderContact['social'];

/**
 * A WhatsApp chat link. An Indian mobile in any accepted form ("98765 43210", "+91...", "0...")
 * gets its 91 country code; anything else keeps just its digits.
 */
export function whatsappChatUrl(number: string, text?: string): string {
  const digits = (normalisePhone(number) ?? number).replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}

/** A tel: link for a number as people write it ("+91 98450 71234"). */
export function telUrl(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
