import { offlineTexts } from '../../common/saved-copy.js';
import {
  addressFieldTexts,
  bottomNavTexts,
  commonMessages,
  controlTexts,
  homeTexts,
  imageUploadTexts,
  launchTexts,
  legalTexts,
  noBackofficeAccessTexts,
  pagerTexts,
  passwordFieldTexts,
  remoteFallbackTexts,
  siteFooterTexts,
} from '../../common/screen-texts.js';

/** The English texts of the shell and web-kit, each group under the name defineTexts gives it. */
export const shellSource = {
  offlineTexts,
  commonMessages,
  pagerTexts,
  controlTexts,
  passwordFieldTexts,
  imageUploadTexts,
  addressFieldTexts,
  bottomNavTexts,
  homeTexts,
  launchTexts,
  remoteFallbackTexts,
  noBackofficeAccessTexts,
  siteFooterTexts,
  legalTexts,
} as const;
