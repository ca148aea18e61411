import type { FileRef, NfcDetails, NfcImage, Portfolio } from 'shared-contracts';
import { fileRef } from 'web-kit';

/** The portfolio's image, reused; "none" when the portfolio has none. */
export const portfolioImage = (file: FileRef | null | undefined): NfcImage => {
  const image = fileRef(file);
  return image ? { image, source: 'portfolio' } : { image: null, source: 'none' };
};

/** The card starts as the portfolio: its name, designation, picture and company logo. */
export const nfcDetailsFrom = (portfolio: Portfolio): NfcDetails => ({
  customerName: portfolio.personalInfo?.name ?? '',
  designation: portfolio.workInfo?.designation ?? '',
  customerPhoto: portfolioImage(portfolio.personalInfo?.profilePicture),
  customerLogo: portfolioImage(portfolio.workInfo?.companyLogo),
});
