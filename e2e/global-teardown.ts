import { spawnSync } from 'node:child_process';

/** Drops the PostgreSQL database the run was given (playwright.config.ts made it). */
export default function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  spawnSync('node', ['scripts/e2e-database.js', 'drop', url], { stdio: 'inherit' });
}
