import { offlineTexts } from '../../common/saved-copy.js';

/** The English texts of the shell and web-kit, each group under the name defineTexts gives it. */
export const shellSource = { offlineTexts } as const;
