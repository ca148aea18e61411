import { message } from '../i18n/message.js';
import { defineTexts } from '../i18n/texts.js';

/** Portfolio texts, verbatim from product-spec sections 2 and 8. */

export const portfolioTexts = defineTexts('portfolioTexts', {
  editHeading: 'Edit Your Portfolio',
  modeSwitchingDark: 'Mode switching: Dark Mode',
  modeSwitchingLight: 'Mode switching: Light Mode',
  discardTitle: 'Discard changes?',
  discardText: 'Are you sure you want to go back? Unsaved changes will be lost.',
  discardConfirm: 'Yes, Go Back',
  discardCancel: 'Cancel',
  aboutDefaultHeading: 'About Us',
  socialSaved: 'Your social media links have been updated successfully!',
  saving: 'Saving...',
  launchButton: 'Launch My Portfolio',
});

export const imageMessages = defineTexts('imageMessages', {
  extensionNotAllowed: 'Only JPG, JPEG, PNG files are allowed',
  invalidType: 'Invalid file type',
  compressing: 'Compressing image...Please wait..',
  compressionFailed: 'Image compression failed',
  compressed: 'Image compressed successfully',
  cropFailed: 'Crop failed',
});

export const portfolioToasts = defineTexts('portfolioToasts', {
  imageUploaded: 'Image uploaded!',
  imageUploadFailed: 'Failed to upload image.',
  imageRemoved: 'Image removed.',
  logoUploaded: 'Company logo uploaded!',
  logoUploadFailed: 'Failed to upload logo',
  logoRemoved: 'Company logo removed.',
  personalSaved: 'Personal information saved!',
  personalSaveFailed: 'Failed to save personal info',
  workSaved: 'Work & Branding information saved successfully!',
  workSaveFailed: 'Failed to save work info',
  addressSaved: 'Address information saved!',
  addressSaveFailed: 'Failed to save address info',
  aboutSaved: 'About info saved successfully!',
  aboutSaveFailed: 'Failed to save. Please try again.',
  servicesSaved: 'Service(s) saved successfully!',
  /** The spec gives services no failure text (it only logged them): the generic one. */
  servicesSaveFailed: 'Failed to save. Please try again.',
  socialLoadFailed: 'Failed to load social media links',
  socialSaveFailed: 'Failed to save links',
  linkCopied: 'Link copied!',
  linkCopiedToClipboard: 'Link copied to clipboard!',
  manualCopyRequired: 'Manual copy required',
});

/** Section form messages: the spec's where it gives one, precise ones where it does not. */
export const portfolioValidation = defineTexts('portfolioValidation', {
  socialAtLeastOne: 'Please fill at least one social media link',
  invalidUrl: 'Enter a valid web address (http or https)',
  companyNameRequired: 'Company name is required',
  designationRequired: 'Designation is required',
  workEmailRequired: 'Work email is required',
  invalidEmail: 'Please enter a valid email',
  districtRequired: 'District is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  serviceHeadingRequired: 'Service heading is required',
  serviceTitleRequired: 'Heading is required',
  serviceDescriptionRequired: 'Description is required',
  servicesAtLeastOne: 'Add at least one service with a heading and a description',
  servicesAtMost: 'You can add up to 3 services',
  invalidImage: 'This image is not one of your uploads',
  themeInvalid: 'Theme must be Light or Dark',
  longText: 'Must be at most 1000 characters',
  switchInvalid: 'Must be true or false',
});

/**
 * What the owner is told about who sees what (the spec has no such texts: ours, plain). The
 * switch beside each contact field, the search engines switch, and onboarding's notices.
 */
export const visibilityTexts = defineTexts('visibilityTexts', {
  showOnCard: 'Show on card',
  hiddenNote: 'Hidden from your public card',
  searchLabel: 'Show my card in search engines',
  searchSaveFailed: 'Failed to save. Please try again.',
  searchHint:
    'Off: Google and other search engines are asked not to list your card. People with your link or card can still open it.',
  onboardingPublic:
    'Your name, designation, company, e-mail, mobile and WhatsApp numbers will appear on your public card. You can hide the e-mail and numbers later in Edit Your Portfolio.',
  onboardingAddress:
    'Your pincode, district and state will appear on your public card. Your building name and area stay hidden until you choose to show them.',
});

export const portfolioErrors = defineTexts('portfolioErrors', {
  notFound: 'Portfolio not found',
  alreadyExists: 'You have already launched your portfolio',
  pincodeUnknown: 'We could not find this pincode',
  serviceNotFound: 'Service not found',
  fileNotFound: 'File not found',
  uploadMissing: 'Choose an image to upload',
  uploadNotImage: 'Only JPG, JPEG, PNG files are allowed',
  uploadTooLarge: 'The image is too large',
  uploadTooManyPixels: 'The image has too many pixels',
});

/**
 * The editor's own texts (issue 26; the spec has none): which sections are done, what visitors
 * see of the card's theme, and why Save is off (nothing changed; else the
 * form's first problem, in its own words).
 */
export const editorTexts = defineTexts('editorTexts', {
  sectionDone: 'Done',
  sectionsDone: message<[done: number, total: number]>(
    '{done} of {total} sections done',
    'done',
    'total',
  ),
  visitorsTheme: message<[theme: 'light' | 'dark']>(
    '{theme, select, dark {Visitors see your card in Dark Mode first. They may switch to Light Mode.} other {Visitors see your card in Light Mode first. They may switch to Dark Mode.}}',
    'theme',
  ),
  saveUnchanged: 'Nothing to save yet: no changes made.',
  /** `number` counts from 1, as the page shows the services. */
  serviceMissing: message<[number: number, problem: string]>(
    'Service {number}: {problem}',
    'number',
    'problem',
  ),
  socialHandleHint: 'Your @handle or a link to your profile',
  socialLinkPreview: message<[shown: string]>('Saved as {shown}', 'shown'),
});
