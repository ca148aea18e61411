import { homePreviewTexts, type PortfolioResult } from 'shared-contracts';

/** One thing that makes a card complete, and the editor section where it is added. */
export interface ChecklistItem {
  key: 'photo' | 'designation' | 'link' | 'service';
  /** What to do, said while it is not done (English: the view says it in the person's language). */
  label: string;
  /** The editor section that holds it. */
  to: string;
  done: boolean;
}

/**
 * What a card needs to be complete, as Home lists it: a photo, a designation, a link (a social
 * profile or a website) and a service. The name, e-mail and phone come with onboarding.
 */
export function cardChecklist({ portfolio, services }: PortfolioResult): ChecklistItem[] {
  const { personalInfo, workInfo, socialMedia } = portfolio;
  return [
    {
      key: 'photo',
      label: homePreviewTexts.checklist.photo,
      to: '/edit-profile/personal',
      done: Boolean(personalInfo.profilePicture),
    },
    {
      key: 'designation',
      label: homePreviewTexts.checklist.designation,
      to: '/edit-profile/work',
      done: workInfo.designation.trim() !== '',
    },
    {
      key: 'link',
      label: homePreviewTexts.checklist.link,
      to: '/edit-profile/social',
      done:
        socialMedia.some((link) => link.link.trim() !== '') ||
        workInfo.primaryWebsite.trim() !== '',
    },
    {
      key: 'service',
      label: homePreviewTexts.checklist.service,
      to: '/edit-profile/services',
      done: services.length > 0,
    },
  ];
}
