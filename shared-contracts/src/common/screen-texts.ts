/** The English texts of the shell and web-kit (issue 30), as defineTexts groups. */
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

/** A remote's screen that did not load: what the shell shows instead, with a Retry. */
export const remoteFallbackTexts = defineTexts('remoteFallbackTexts', {
  title: "This screen didn't load",
  text: 'Check your connection and try again. The rest of Tapfolio still works.',
  retry: 'Retry',
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
