import { offlineTexts } from '../../common/offline-texts.js';
import {
  addressFieldTexts,
  bottomNavTexts,
  commonMessages,
  controlTexts,
  imageUploadTexts,
  pagerTexts,
  passwordFieldTexts,
  remoteFallbackTexts,
  siteFooterTexts,
} from '../../common/screen-texts.js';
import {
  homeTexts,
  launchTexts,
  legalTexts,
  noBackofficeAccessTexts,
} from '../../common/shell-page-texts.js';

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
