import { buildVCard, vCardFileName, type Lead } from 'shared-contracts';

const blank = { profilePicture: null, bannerImage: null };

/**
 * A contact as a vCard, with the card's own builder (the same escaping and folding as Save
 * Contact): the lead fills the portfolio's name, phone, e-mail and company, and its note.
 */
export function leadVCard(lead: Lead): string {
  return buildVCard(
    {
      personalInfo: {
        name: lead.name,
        email: lead.email ?? '',
        phoneNumber: lead.phoneNumber ?? '',
        whatsappNumber: '',
        ...blank,
      },
      workInfo: {
        companyName: lead.company ?? '',
        designation: '',
        workEmail: '',
        primaryWebsite: '',
        secondaryWebsite: '',
        companyLogo: null,
      },
      addressInfo: {
        buildingName: '',
        area: '',
        pincode: '',
        district: '',
        state: '',
        country: '',
      },
    },
    { note: lead.note ?? undefined },
  );
}

export const leadVCardName = (lead: Lead) => vCardFileName(lead.name);
