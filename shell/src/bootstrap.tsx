import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router-dom, so the shell provides both router entries the remotes may import.
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';
import { createAppStore } from './app/store';
import { loadRegistry } from './remotes/registry';
import './styles/global.css';

const app = createAppStore();
// Start reading the registry now; the first remote screen waits for it if it must.
loadRegistry().catch((error: unknown) =>
  console.error('The remote registry could not be read', error),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers app={app}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
