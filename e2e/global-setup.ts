import { rmSync } from 'node:fs';
import { SCREEN_RECORDS } from './pages/screen-coverage';

/** A run starts with no record of screens shown or checked (global-teardown.ts reads them). */
export default function globalSetup() {
  rmSync(SCREEN_RECORDS, { force: true });
}
