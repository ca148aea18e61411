/**
 * The app's boot, in stages of a task each. Done at once, the modules' first run (React DOM, the
 * store, web-kit, the router and the shell's screens) held a phone's main thread for one long task
 * (about 250 ms at Lighthouse's 4x slower CPU) while a server-rendered screen was already in view
 * and being typed into; between stages the browser paints and answers input. The styles come
 * last (see app-styles.ts), the registry after every import (below).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const [{ StrictMode, startTransition }, { createRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ]);
  await nextTask();
  const { createAppStore } = await import('./app/store');
  const app = createAppStore();
  await nextTask();
  const { keepFocusClearOfFixedBars } = await import('web-kit');
  // Every remote's screens: a field that takes focus is scrolled clear of the fixed bars.
  keepFocusClearOfFixedBars();
  await nextTask();
  const [{ AppRouter, preloadShellPage }, { takeOverPrerendered }, { Providers }] =
    await Promise.all([
      import('./app/router'),
      import('./app/prerendered'),
      import('./app/providers'),
    ]);
  preloadShellPage(window.location.pathname);
  await import('./app/app-styles');
  // The registry after every import of the boot: once remotes are registered, the federation
  // runtime answers a shared module's import by asking every remote for its versions, and one
  // remote that does not answer would fail the boot. The first remote screen waits for it.
  const { loadRegistry } = await import('./remotes/registry');
  loadRegistry().catch((error: unknown) =>
    console.error('The remote registry could not be read', error),
  );
  await nextTask();

  const root = document.getElementById('root')!;
  takeOverPrerendered(root);
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser answer taps in between, where an urgent render held the main thread in one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers app={app}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
  const { registerServiceWorker } = await import('./app/service-worker');
  registerServiceWorker();
}

boot().catch((error: unknown) => console.error('The app could not start', error));
