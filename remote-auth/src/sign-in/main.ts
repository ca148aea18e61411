import { startTheApp } from './the-app';
import { startSignIn } from './start';

const start = () =>
  startSignIn().catch((error: unknown) => {
    console.error('The sign-in screen could not start: the app takes it over', error);
    startTheApp();
  });

// Added by the page once it has painted, which is as a rule after the whole screen is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
} else void start();
