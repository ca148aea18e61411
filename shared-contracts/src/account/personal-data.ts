import { defineTexts } from '../i18n/texts.js';

/** A person's data (issue 13): take it with them (export), or delete the account. */
export const personalDataTexts = defineTexts('personalDataTexts', {
  exportEntry: 'Download my data',
  exportHint:
    'One archive with your profile, card, services, addresses, orders, contacts, insights and images.',
  exporting: 'Preparing your archive...',
  exportFailed: 'Failed to prepare your data. Please try again.',
  deleteEntry: 'Delete my account',
  deleteHeading: 'Delete my account',
  deleteText:
    'Your profile, card, services, images, contacts and insights are removed for good, your NFC cards stop working and you are signed out everywhere. Orders are kept for accounting, without your personal details.',
  deletePasswordLabel: 'Enter your password to confirm',
  deleteConfirm: 'Delete my account',
  deleteCancel: 'Cancel',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account. Please try again.',
});

/** The export's file name: the same in every language (a name a person's files keep). */
export const dataExportFileName = (date: string) => `tapfolio-data-${date}.zip`;
