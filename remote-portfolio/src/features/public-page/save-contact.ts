import { buildVCard, vCardFileName, type Portfolio } from 'shared-contracts';

/** Long enough for every browser to have read the file once the click returns. */
export const VCARD_URL_LIFETIME_MS = 10_000;

/**
 * Save Contact: the vCard as a file download. A temporary <a download> is the one way that works
 * in every phone browser (iOS opens it in Contacts, Android offers to import it).
 */
export function downloadVCard(
  portfolio: Pick<Portfolio, 'personalInfo' | 'workInfo' | 'addressInfo'>,
) {
  const blob = new Blob([buildVCard(portfolio)], { type: 'text/vcard;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = vCardFileName(portfolio.personalInfo.name);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), VCARD_URL_LIFETIME_MS);
}
