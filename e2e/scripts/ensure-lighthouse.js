// Lighthouse (lighthouse/package.json) is the bench's alone: installed here, from its own lockfile,
// the first time the bench runs and whenever that lockfile changes, so that its ~200 packages are
// no part of the repository's install (npm ci, CI) that never runs it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../lighthouse/', import.meta.url));
const lock = createHash('sha256')
  .update(readFileSync(`${dir}package-lock.json`))
  .digest('hex');
const stamp = `${dir}node_modules/.installed-from`;

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
  console.log('e2e: installing Lighthouse for the bench (e2e/lighthouse)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  writeFileSync(stamp, lock);
}
