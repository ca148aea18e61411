import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** The English texts of remote-portfolio's editor screens (issue 30), as defineTexts groups. */

/** The frame of every section page: its fixed Save and the retry of a page that did not load. */
export const sectionScreenTexts = defineTexts('sectionScreenTexts', {
  save: 'Save',
  tryAgain: 'Try again',
});

/** The six sections' titles and what each holds (spec 2), as the editor's menu lists them. */
export const sectionListTexts = defineTexts('sectionListTexts', {
  personal: 'Personal Info',
  personalHolds: 'Profile and banner image, full name, email, phone, WhatsApp',
  work: 'Work & Branding',
  workHolds: 'Company logo, designation, company name, work email',
  address: 'Address',
  addressHolds: 'Building name, area, pincode, district, state, country',
  social: 'Social Links',
  socialHolds: 'Social media links',
  about: 'About',
  aboutHolds: 'About You',
  services: 'Services',
  servicesHolds: 'My Services',
});

export const aboutSectionTexts = defineTexts('aboutSectionTexts', {
  heading: 'Heading',
  description: 'Description',
});

/** The editor's menu around the sections (the spec has none of these: ours, plain). */
export const editorMenuTexts = defineTexts('editorMenuTexts', {
  view: 'View',
  darkMode: 'Dark Mode',
  sectionsNav: 'Portfolio sections',
  searchEngines: 'Search engines',
  sharingNav: 'Sharing',
  handleNone: 'Choose a short link to your card',
  insights: 'Views, taps and saves of your card',
  contacts: 'Details visitors shared with you',
});

/**
 * The section pages' fields, and the names of their "Show on card" switches. Address lines the
 * web-kit form shows are addressFieldTexts (common).
 */
export const sectionFieldTexts = defineTexts('sectionFieldTexts', {
  profilePicture: 'Profile picture',
  bannerImage: 'Banner image',
  fullName: 'Full name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  whatsappNumber: 'WhatsApp number',
  companyLogo: 'Company logo',
  designation: 'Designation',
  companyName: 'Company name',
  workEmail: 'Work email',
  primaryWebsite: 'Primary website',
  secondaryWebsite: 'Secondary website',
  primaryWebsiteOptional: 'Primary website (optional)',
  secondaryWebsiteOptional: 'Secondary website (optional)',
  buildingName: 'Building name',
  address: 'Address',
  /** Said after a switch's field, for a screen reader only: "Email on card". */
  onCard: 'on card',
});

/** The Services page's own words. */
export const servicesSectionTexts = defineTexts('servicesSectionTexts', {
  serviceHeading: 'Service heading',
  /** `number` counts from 1, as the page shows the services. */
  service: message<[number: number]>('Service {number}', 'number'),
  image: 'Service image',
  heading: 'Heading',
  description: 'Description',
  remove: 'Remove',
  removeService: message<[number: number]>('Remove service {number}', 'number'),
  add: 'Add service',
});

/** The way to a first contact or view, where a list is still empty. */
export const sharePromptTexts = defineTexts('sharePromptTexts', {
  shareMyCard: 'Share my card',
});

/** Home's preview of the person's own card, and what it still lacks. */
export const homePreviewTexts = defineTexts('homePreviewTexts', {
  edit: 'Edit',
  view: 'View',
  qrCode: 'QR code',
  preview: 'Your portfolio preview',
  loading: 'Loading your portfolio',
  empty: 'Your portfolio preview will show here.',
  pictureOf: message<[name: string]>('Profile picture of {name}', 'name'),
  picture: 'Profile picture',
  contactDetails: 'Contact details',
  checklistTitle: 'Complete your card',
  checklistCount: message<[done: number, total: number]>('{done} of {total} done', 'done', 'total'),
  /** After a ticked item's label, for a screen reader only. */
  itemDone: ', done',
  checklist: {
    photo: 'Add a profile photo',
    designation: 'Add your designation',
    link: 'Add a link',
    service: 'Add a service',
  },
});

/** The Insights screen's own words (the counters' names are insightsTexts). */
export const insightsScreenTexts = defineTexts('insightsScreenTexts', {
  period: 'Period',
  totals: 'Totals',
  tryAgain: 'Try again',
  chartTitle: 'Views and visitors per day',
  tableCaption: message<[days: number]>('Last {days} days, a row a day', 'days'),
  date: 'Date',
  /** A tapped contact link, as the card names it (social links keep their brand's name). */
  links: {
    phone: 'Phone',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    website: 'Website',
    map: 'Map',
    other: 'Other',
  },
});

/** Contacts (the details visitors shared): what leadTexts does not say. */
export const contactsScreenTexts = defineTexts('contactsScreenTexts', {
  /** When deleting fails: the contact stays, and the owner may try again. */
  removeFailed: 'Failed to delete the contact. Please try again.',
  tryAgain: 'Try again',
  cancel: 'Cancel',
});

/** The personal link screen: the link the card opens at today. */
export const personalLinkTexts = defineTexts('personalLinkTexts', {
  currentTitle: "Your card's link",
  copy: 'Copy',
});

/**
 * The Wallet pass screen's words (issue 29). The spec has none for it. The button labels are
 * Google's and Apple's own wording.
 */
export const walletScreenTexts = defineTexts('walletScreenTexts', {
  menuEntry: 'Wallet pass',
  /** The entry's line names only the wallets this server offers. */
  menuDescription: message<[wallets: 'google' | 'apple' | 'both']>(
    '{wallets, select, google {Your card in Google Wallet} apple {Your card in Apple Wallet} other {Your card in Google Wallet or Apple Wallet}}',
    'wallets',
  ),
  heading: 'Wallet pass',
  intro:
    'Keep your card in your phone’s wallet, next to your tickets: open it when you meet someone and let them scan its QR code.',
  asItIsNow:
    'The pass shows your card as it is now. After you change your card, add a new pass to carry the change.',
  failed: 'Could not make your pass. Please try again.',
  offerFailed: 'Could not check which wallets are set up.',
  tryAgain: 'Try again',
  noneOffered: 'Wallet passes are not set up on this server.',
  /** Each wallet's part of the screen. */
  google: {
    heading: 'Android',
    hint: 'Google’s page opens to save the pass to Google Wallet on your phone.',
    add: 'Add to Google Wallet',
    busy: 'Opening Google Wallet...',
  },
  apple: {
    heading: 'iPhone',
    hint: 'On an iPhone, Safari offers to add the pass at once. On a computer, the file is saved: send it to your iPhone and open it there.',
    add: 'Add to Apple Wallet',
    busy: 'Opening your pass...',
  },
});

/** The Backgrounds screen's words (issue 29): the card behind video calls and on a lock screen. */
export const backgroundsTexts = defineTexts('backgroundsTexts', {
  menuEntry: 'Backgrounds',
  menuDescription: 'Your card behind video calls and on your lock screen',
  heading: 'Backgrounds',
  designLegend: 'Design',
  videoHeading: 'Video calls',
  videoHint:
    'A 1920 × 1080 image for Zoom, Google Meet or Teams: choose it as your virtual background. Your QR code sits at the top right, clear of you.',
  downloadVideo: 'Download background',
  lockHeading: 'Lock screen',
  lockHint:
    'A wallpaper the size of your phone’s screen, your QR code below the clock: anyone can scan it where there is no NFC reader.',
  screenLegend: 'Phone',
  downloadLock: 'Download wallpaper',
  downloading: 'Downloading...',
  downloaded: 'Image downloaded',
  failed: 'Could not make the image. Please try again.',
  /** The three designs, by the API's design number. */
  designs: {
    colour: { name: 'Your colour', hint: 'Your card’s colour, edge to edge' },
    gradient: { name: 'Gradient', hint: 'Your colour, from light to deep' },
    light: { name: 'Light', hint: 'Pale, with a band of your colour' },
  },
});

/**
 * The E-mail signature screen's words (issue 29; the spec has none), and the labels inside the
 * signature itself, which follow the person's language too.
 */
export const signatureTexts = defineTexts('signatureTexts', {
  menuEntry: 'E-mail signature',
  menuDescription: 'Your card at the end of every e-mail',
  heading: 'E-mail signature',
  layoutLegend: 'Layout',
  previewTitle: 'Preview of your e-mail signature',
  copy: 'Copy signature',
  copied: 'Signature copied',
  copiedAsText: 'Signature copied as plain text: this browser cannot copy the formatted one',
  copyFailed: 'Could not copy the signature: this browser refused the clipboard',
  loadFailed: 'Your card could not be loaded.',
  loading: 'Loading your card',
  tryAgain: 'Try again',
  stepsHeading: 'Add it to your e-mail',
  /** The QR image's description in the signature, read out by a recipient's screen reader. */
  qrOf: message<[name: string]>("QR code of {name}'s card", 'name'),
  qrOfMine: 'QR code of my card',
  layouts: {
    classic: { name: 'Classic', hint: 'Photo, details and QR side by side' },
    compact: { name: 'Compact', hint: 'One column, QR below' },
    bold: { name: 'Bold', hint: 'Your name on a bar of your colour' },
  },
  /** Where each mail app keeps its signature, in its own menu names. */
  steps: {
    gmailWeb: {
      app: 'Gmail on the web',
      step1: 'Open Settings (the gear), then See all settings.',
      step2: 'On the General tab, find Signature and create or pick one.',
      step3: 'Paste into the signature box.',
      step4: 'Scroll down and choose Save changes.',
    },
    gmailAndroid: {
      app: 'Gmail on Android',
      step1: 'Open the menu, then Settings, and choose your account.',
      step2: 'Tap Mobile signature and paste.',
      note: 'The mobile signature takes plain text only: it keeps your name, details and the link to your card, without the layout or the QR.',
    },
    outlook: {
      app: 'Outlook',
      step1: 'Open Settings, then Mail, then Compose and reply.',
      step2: 'Under Email signature, paste into the box.',
      step3: 'Choose Save.',
    },
  },
});
