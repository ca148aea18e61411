/**
 * Debian's Chromium, in the build each run needs. The journeys run on the old headless shell
 * (Debian's `chromium-headless-shell`: the same Chromium without the browser's own interface),
 * which is what Playwright itself runs headless tests on: the full browser in its new headless mode
 * took a quarter more CPU time for the same journeys (its browser process alone 112 -> 35 CPU s).
 * The benches measure what a phone's Chrome does, so they run the full browser.
 * CHROMIUM_PATH names another binary for both.
 */
const BROWSERS = {
  journeys: {
    path: '/usr/lib/chromium/chromium-headless-shell',
    packages: ['chromium-headless-shell', 'fonts-noto-core'],
  },
  bench: { path: '/usr/bin/chromium', packages: ['chromium', 'fonts-noto-core'] },
};

/** @param {'journeys' | 'bench'} use */
export const browserPath = (use) => process.env.CHROMIUM_PATH || BROWSERS[use].path;

/** @param {'journeys' | 'bench'} use */
export const browserPackages = (use) => BROWSERS[use].packages;

/** The switches every run starts Chromium with: nothing in the background, no first-run setup. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
