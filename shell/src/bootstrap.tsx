import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepFocusClearOfFixedBars } from 'web-kit';
import { AppRouter, preloadShellPage } from './app/router';
import { takeOverPrerendered } from './app/prerendered';
import { Providers } from './app/providers';
import { registerServiceWorker } from './app/service-worker';
import { createAppStore } from './app/store';
import { loadRegistry } from './remotes/registry';
import 'web-kit/base.css';
import './styles/global.css';

const app = createAppStore();
// Start reading the registry now; the first remote screen waits for it if it must.
loadRegistry().catch((error: unknown) =>
  console.error('The remote registry could not be read', error),
);
preloadShellPage(window.location.pathname);
// Every remote's screens: a field that takes focus is scrolled clear of the fixed bars.
keepFocusClearOfFixedBars();

const root = document.getElementById('root')!;
takeOverPrerendered(root);
createRoot(root).render(
  <StrictMode>
    <Providers app={app}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
