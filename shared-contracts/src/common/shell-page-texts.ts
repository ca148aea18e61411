/**
 * The texts of the shell's own pages (Home, Launch, Privacy Policy and Terms, the back office
 * refusal), apart from screen-texts.ts so that only those pages' chunks carry them, not the boot's.
 */
import { backofficeTexts } from '../backoffice/messages.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** Home, and the cards of its own that stand in for a remote's. */
export const homeTexts = defineTexts('homeTexts', {
  pageTitle: 'Home',
  /** After "Tapfolio" in the header's link, for screen readers: "Tapfolio home". */
  brandHome: 'home',
  cart: 'Cart',
  title: 'Your Digital Portfolio',
  greeting: message<[name: string]>('Hi, {name}!', 'name'),
  greetingNoName: 'Hi there!',
  intro: 'Share who you are with a link or a tap.',
  backOffice: 'Back office',
  previewTitle: 'Your portfolio preview',
  previewText:
    'A live preview of your portfolio will appear right here. Until then, open it to see what people see when they scan or tap your card.',
  editPortfolio: 'Edit your portfolio',
  view: 'View',
  designsTitle: 'Explore The Designs',
  designsText:
    'NFC business cards printed with your details. One tap on a phone opens your portfolio.',
  yourName: 'Your Name',
  tapToConnect: 'Tap to connect',
  explore: 'Explore',
});

/** The launch-soon page. */
export const launchTexts = defineTexts('launchTexts', {
  title: 'Launching Soon',
  eyebrow: 'Something new is on its way',
  text: "We're putting the finishing touches on it. Questions, bulk orders for your team or just curious? Our team is a message away.",
  getInTouch: 'Get in touch',
  note: 'Opens a WhatsApp chat with the Tapfolio team.',
  /** The WhatsApp chat's first message, which the person sends. */
  chatText: "Hi Tapfolio, I'd like to know more about what's launching soon.",
});

/** A signed-in person without a staff role at /backoffice. */
export const noBackofficeAccessTexts = defineTexts('noBackofficeAccessTexts', {
  title: backofficeTexts.noAccess,
  goHome: 'Go to Home',
});

/**
 * Privacy Policy and Terms: their titles and section headings in the person's language; the
 * legal text itself stays in English, which `englishOnly` says (never shown in English).
 */
export const legalTexts = defineTexts('legalTexts', {
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  englishOnly: 'The legal text of this page is given in English.',
  sections: {
    introduction: 'Introduction',
    informationWeCollect: 'Information We Collect',
    useOfData: 'Use of Data',
    cookies: 'Cookies',
    securityOfData: 'Security of Data',
    contactUs: 'Contact Us',
    acceptance: '1. Acceptance of Terms',
    account: '2. Your Account',
    content: '3. Your Portfolio Content',
    acceptableUse: '4. Acceptable Use',
    cardsAndOrders: '5. NFC Cards and Orders',
    prices: '6. Prices and Payment',
    shipping: '7. Shipping and Delivery',
    intellectualProperty: '8. Intellectual Property',
    liability: '9. Limitation of Liability',
    termination: '10. Termination',
    changes: '11. Changes and Governing Law',
    refundPolicy: 'Refund Policy',
  },
});
