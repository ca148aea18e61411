/** The six sections: their paths under /edit-profile, titles and what each holds (spec 2). */
export const SECTIONS = [
  {
    path: 'personal',
    title: 'Personal Info',
    description: 'Profile and banner image, full name, email, phone, WhatsApp',
  },
  {
    path: 'work',
    title: 'Work & Branding',
    description: 'Company logo, designation, company name, work email',
  },
  {
    path: 'address',
    title: 'Address',
    description: 'Building name, area, pincode, district, state, country',
  },
  { path: 'social', title: 'Social Links', description: 'Social media links' },
  { path: 'about', title: 'About', description: 'About You' },
  { path: 'services', title: 'Services', description: 'My Services' },
] as const;

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionTitle = (path: SectionPath) =>
  SECTIONS.find((section) => section.path === path)!.title;
