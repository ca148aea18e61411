// Playwright cannot download browsers here: the suite runs on Debian's Chromium. Installs the
// build a run needs (`journeys` or `bench`, see lib/browsers.js) when this machine may (root with
// apt-get), else stops with one line that says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserPackages, browserPath } from './lib/browsers.js';

const use = process.argv[2] === 'bench' ? 'bench' : 'journeys';
const binary = browserPath(use);
const packages = browserPackages(use);

if (!existsSync(binary)) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `e2e: ${binary} is missing. Install it with: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`e2e: installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
