import { spawnSync } from 'node:child_process';
import { uncheckedScreens } from './pages/screen-coverage';

/**
 * Drops the PostgreSQL database the run was given (playwright.config.ts made it), then fails the
 * run if a journey showed a screen that no journey checked with expectAccessible().
 */
export default function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  if (url) spawnSync('node', ['scripts/e2e-database.js', 'drop', url], { stdio: 'inherit' });
  const unchecked = uncheckedScreens();
  if (unchecked.length > 0) {
    throw new Error(
      `Screens shown by the journeys but never checked with expectAccessible():\n  ${unchecked.join('\n  ')}`,
    );
  }
}
