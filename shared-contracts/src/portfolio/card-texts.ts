import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/**
 * The English texts of the card page (issue 30): the frame around the owner's own content, in the
 * visitor's language, in the app and on the server-rendered page alike. The owner's content (name,
 * about, services) is never translated: it is shown as written, in any script.
 */
export const cardTexts = defineTexts('cardTexts', {
  saveContact: 'Save Contact',
  share: 'Share',
  call: 'Call',
  /** The contact section's heading and its cards' labels. */
  contact: 'Contact',
  address: 'Address',
  email: 'Email',
  whatsapp: 'WhatsApp',
  mobileNumber: 'Mobile Number',
  website: 'Website',
  services: 'Services',
  /** A service image's description when the service has no heading. */
  service: 'Service',
  /** Image descriptions. */
  bannerOf: message<[name: string]>('Banner of {name}', 'name'),
  banner: 'Banner',
  logoOf: message<[company: string]>('{company} logo', 'company'),
  companyLogo: 'Company logo',
  pictureOf: message<[name: string]>('Profile picture of {name}', 'name'),
  picture: 'Profile picture',
  /** The theme switch is named by what a press does. */
  toLightTheme: 'Switch to light theme',
  toDarkTheme: 'Switch to dark theme',
  madeWith: 'Made with Tapfolio: get your free card',
  /** The social links row and its marquee's button. */
  socialLinks: 'Social links',
  onPlatform: message<[name: string, platform: string]>('{name} on {platform}', 'name', 'platform'),
  thisPerson: 'This person',
  play: 'Play',
  pause: 'Pause',
  playSocialLinks: 'Play social links',
  pauseSocialLinks: 'Pause social links',
  /** The share sheet. */
  shareThisCard: 'Share this card',
  close: 'Close',
  copyLink: 'Copy Link',
  qrCode: 'QR code',
  shareOn: 'Share on',
  /** The QR screen the share sheet opens (features/shared/qr). */
  qrOf: message<[name: string]>("QR code of {name}'s card", 'name'),
  qrOfThisCard: 'QR code of this card',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  /** What the share sheet and the services say along with the link. */
  shareText: message<[name: string]>('{name} - digital business card', 'name'),
  shareTextNoName: 'My digital business card',
  /** The details form's parts that are not the API's. */
  detailsInvalid:
    'Your details were not sent. Please give your name, a phone number or an e-mail, and tick the box to agree.',
  backToForm: 'Back to the form',
  leaveEmpty: 'Leave this empty',
  /** Who the visitor agrees may contact them, when the card has no name. */
  theCardOwner: 'the card owner',
  /** The app's card page around the card. */
  editPortfolio: 'Edit portfolio',
  myPortfolio: 'My Portfolio',
  portfolio: 'Portfolio',
  notFoundText:
    'This card may have been moved or the link mistyped. Check the link with the person who shared it.',
  goHome: 'Go to home',
  loadFailed: "This card didn't load",
  loadFailedText: 'Check your connection and try again.',
  tryAgain: 'Try again',
});

/**
 * The gateway's own pages around the card (deploy/src/card): the page's title and preview line,
 * and the small pages for a card that is not there, in the language of the request.
 */
export const cardPageTexts = defineTexts('cardPageTexts', {
  /** The page's title when the card has no name. */
  untitled: 'Tapfolio card',
  /** The preview line under the name (description, Open Graph). */
  designationAt: message<[designation: string, company: string]>(
    '{designation} at {company}',
    'designation',
    'company',
  ),
  makeYourOwn: 'Make your own free card',
  notFoundTitle: 'Card not found',
  notFoundHeading: "This card doesn't exist",
  notFoundText: 'The link may be mistyped, or its owner removed the card.',
  goneTitle: 'Card no longer available',
  goneHeading: 'This card is no longer available',
  goneText: 'Its owner closed their account.',
  noLongerActiveTitle: 'Card no longer active',
  tooManyTitle: 'Too many unknown cards',
  tooManyHeading: 'Too many unknown cards from this network',
  tooManyText: 'Please try again in a few minutes.',
  unavailableTitle: 'Card unavailable',
  unavailableHeading: "This card couldn't be loaded",
  unavailableText: 'Please try again in a moment.',
});
