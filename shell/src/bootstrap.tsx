import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from 'shared-contracts';
import { keepFocusClearOfFixedBars } from 'web-kit';
import { loadStartingLanguage, showLanguage, startingLanguage } from 'web-kit/runtime';
import { AppRouter, preloadShellPage } from './app/router';
import { takeOverPrerendered } from './app/prerendered';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/service-worker';
import { createAppStore } from './app/store';
import { loadRegistry } from './remotes/registry';
import 'web-kit/base.css';
import './styles/global.css';

// Start reading the registry now; the first remote screen waits for it if it must.
loadRegistry().catch((error: unknown) =>
  console.error('The remote registry could not be read', error),
);
preloadShellPage(window.location.pathname);
// Every remote's screens: a field that takes focus is scrolled clear of the fixed bars.
keepFocusClearOfFixedBars();

function render(app: ReturnType<typeof createAppStore>) {
  const root = document.getElementById('root')!;
  takeOverPrerendered(root);
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets
  // the browser answer taps in between, where an urgent render held the main thread in one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers app={app}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
}

// English renders at once; another language once its catalogue is here (fetched beside the
// registry and the route's screen).
if (startingLanguage() === DEFAULT_LANGUAGE) render(createAppStore());
else
  void loadStartingLanguage().then((language) => {
    showLanguage(language.language);
    render(createAppStore({ language }));
  });

registerServiceWorker();
