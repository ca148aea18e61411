/** The English texts of the shell and web-kit (issue 30), as defineTexts groups. */
import { backofficeTexts } from '../backoffice/messages.js';
import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';
import { MASKED_ERROR_MESSAGE } from './envelope.js';
import { UNKNOWN_FIELDS_MESSAGE } from './strict.js';

/**
 * The messages common/ gives the API and the web alike: a toast or a field error that shows one
 * is translated. The constants keep their English (the API's masked 5xx, yup's template).
 */
export const commonMessages = defineTexts('commonMessages', {
  somethingWentWrong: MASKED_ERROR_MESSAGE,
  unknownFields: UNKNOWN_FIELDS_MESSAGE,
});

/** A list's previous and next page, and where the list is. */
export const pagerTexts = defineTexts('pagerTexts', {
  pageOf: message<[page: number, pages: number]>('Page {page} of {pages}', 'page', 'pages'),
  previous: 'Previous page',
  next: 'Next page',
});

/** Words of web-kit's small controls: a spinner, a back arrow, a sheet's close, a checklist. */
export const controlTexts = defineTexts('controlTexts', {
  loading: 'Loading...',
  back: 'Back',
  close: 'Close',
  /** Said after a checklist item to a screen reader: "(met)". */
  met: 'met',
  notMet: 'not met',
});

/** The show/hide button of a password field, named with the field's label (lower case). */
export const passwordFieldTexts = defineTexts('passwordFieldTexts', {
  show: message<[field: string]>('Show {field}', 'field'),
  hide: message<[field: string]>('Hide {field}', 'field'),
});

/** The image upload widget and its crop dialog. */
export const imageUploadTexts = defineTexts('imageUploadTexts', {
  upload: 'Upload',
  uploadNamed: message<[name: string]>('Upload {name}', 'name'),
  uploadingNamed: message<[name: string]>('Uploading {name}', 'name'),
  remove: 'Remove image',
  /** "Square image under 2 MB": the shape is one of `shapes`, the size in MB. */
  hint: message<[shape: string, size: string]>('{shape} under {size} MB', 'shape', 'size'),
  /** IMAGE_KINDS' shapes, as the hint starts. */
  shapes: {
    square: 'Square image',
    wide: 'Wide image (3:1)',
  },
  crop: {
    dialog: 'Crop image',
    image: 'Image to crop',
    frame: 'Crop frame, arrow keys move the image',
    zoom: 'Zoom',
    cancel: 'Cancel',
    done: 'Done',
  },
});

/** The fields of an address form. */
export const addressFieldTexts = defineTexts('addressFieldTexts', {
  fullName: 'Full Name',
  mobile: 'Mobile Number',
  building: 'Building/House name',
  area: 'Area',
  landmark: 'Landmark (optional)',
  pincode: 'Pincode',
  district: 'District',
  state: 'State',
  country: 'Country',
});

/** The bottom navigation's five tabs, and its name. */
export const bottomNavTexts = defineTexts('bottomNavTexts', {
  label: 'Main',
  home: 'Home',
  explore: 'Explore',
  portfolio: 'Portfolio',
  orders: 'Orders',
  account: 'Account',
});

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

/** A remote's screen that did not load: what the shell shows instead, with a Retry. */
export const remoteFallbackTexts = defineTexts('remoteFallbackTexts', {
  title: "This screen didn't load",
  text: 'Check your connection and try again. The rest of Tapfolio still works.',
  retry: 'Retry',
});

/** A signed-in person without a staff role at /backoffice. */
export const noBackofficeAccessTexts = defineTexts('noBackofficeAccessTexts', {
  title: backofficeTexts.noAccess,
  goHome: 'Go to Home',
});

/** The provider's contact footer under Home and Launch. */
export const siteFooterTexts = defineTexts('siteFooterTexts', {
  tagline: 'Your portfolio and business card, one tap away.',
  contactUs: 'Contact us',
  phone: 'Phone',
  email: 'Email',
  social: 'Tapfolio on social media',
  socialLink: message<[network: string]>('Tapfolio on {network}', 'network'),
  legal: 'Legal',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms and Conditions',
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
