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
