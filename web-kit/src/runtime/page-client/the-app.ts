import { APP_SCRIPTS_TEMPLATE_ID } from 'shared-contracts';

/** The app a page client can start: fetched first, then run. */
export interface TheApp {
  preload(): void;
  start(): void;
}

/** The template the app's scripts wait in (the gateway put them there), until they are started. */
const waitingScripts = () => {
  const template = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
  return template instanceof HTMLTemplateElement ? template : undefined;
};

const scriptsIn = (template: HTMLTemplateElement | undefined): HTMLScriptElement[] =>
  template ? [...template.content.querySelectorAll('script')] : [];

/**
 * Fetches the app's scripts without running them: the app is on its way while the page client
 * finishes what it does before the app takes over (the sign-in client: the profile). With them, the
 * chunks the shell's page preloads for its boot (its shared libraries, its app chunk), which the
 * app would otherwise ask for only once its entry had run.
 */
export function preloadTheApp() {
  const template = waitingScripts();
  if (!template || template.dataset.preloaded !== undefined) return;
  template.dataset.preloaded = '';
  for (const link of template.content.querySelectorAll('link[rel="preload"]')) {
    document.head.append(document.importNode(link, true));
  }
  for (const { src } of scriptsIn(template)) {
    if (!src) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = src;
    document.head.append(link);
  }
}

/**
 * Starts the app (the shell) on this page, at the address the visitor is at now, with what they
 * left on the phone (session, language) and in the history entry (where to go back to). Its
 * scripts run in their order, as the `defer` scripts of the shell's own page do; once, as the
 * template goes with them.
 */
export function startTheApp() {
  const template = waitingScripts();
  const scripts = scriptsIn(template);
  template?.remove();
  for (const waiting of scripts) {
    const script = document.createElement('script');
    for (const { name, value } of waiting.attributes) script.setAttribute(name, value);
    script.textContent = waiting.textContent;
    script.async = false;
    document.head.append(script);
  }
}
