import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_SCRIPTS_TEMPLATE_ID, escapeHtml } from 'shared-contracts';
import { ENHANCE_LOADER } from '../card/card-document.js';
import { PRELOAD_LINK } from '../html.js';

/**
 * What else the gateway reads of a release whose server build renders a screen: the page client
 * that makes that screen work without the app, when the release was built with one.
 */
export interface PageClientExtra {
  /** `{release}/{folder}/{folder}.js`'s URL: the script that makes the rendered screen work. */
  clientUrl?: string;
}

/**
 * A release's page client, read from its `{folder}/{folder}.js` (web-kit's `pageClient` build,
 * e.g. remote-auth's `sign-in`, remote-shop's `product`), if it was built with one.
 */
export const pageClientOf =
  (folder: string) =>
  async ({ dir, base }: { dir: string; base: string }): Promise<PageClientExtra> => {
    const file = await stat(join(dir, folder, `${folder}.js`)).catch(() => undefined);
    return file?.isFile() ? { clientUrl: `${base}${folder}/${folder}.js` } : {};
  };

/**
 * The shell's own scripts in its index.html (the registry's JSON block is not one), and the
 * preloads of the chunks its boot needs (its shared libraries, its app chunk and that chunk's CSS).
 */
const APP_SCRIPT = new RegExp(
  `<script\\b(?![^>]*\\btype="application\\/json")[^>]*\\bsrc="[^"]*"[^>]*><\\/script>|${PRELOAD_LINK.source}`,
  'gi',
);

/**
 * The page's fallback: should its client not load (no network, a release whose file is gone),
 * the app's scripts start instead, and the app shows the screen, or its fallback with Retry when
 * the remote cannot load either. The client is the script the card's loader adds (named by
 * `<meta name="tf-enhance">`). Always the same text, so a content security policy can allow it by
 * its hash.
 */
export const PAGE_CLIENT_FALLBACK =
  "addEventListener('error',function(e){var s=e.target,m=document.querySelector('meta[name=tf-enhance]'),t=document.getElementById('" +
  APP_SCRIPTS_TEMPLATE_ID +
  "');if(!s||!m||!t||s.tagName!=='SCRIPT'||s.getAttribute('src')!==m.content)return;t.remove();t.content.querySelectorAll('script').forEach(function(w){var n=document.createElement('script');for(var i=0;i<w.attributes.length;i++)n.setAttribute(w.attributes[i].name,w.attributes[i].value);n.async=false;document.head.appendChild(n)})},true)";

/**
 * The page runs the release's page client instead of the app, fetched once the screen has
 * painted, by the card's loader (a script in the page, even deferred, is fetched while the screen
 * is still to be painted, and on a phone's connection shares it with the page's fonts and images).
 * The shell's scripts and its preloads wait in an inert template, which the client starts when the
 * visitor goes on to the app (or arrives signed in). None of the app's script is fetched until then.
 */
export function withPageClient(page: string, clientUrl: string): string {
  const scripts: string[] = [];
  const rest = page.replace(APP_SCRIPT, (tag) => {
    scripts.push(tag);
    return '';
  });
  const client =
    `<meta name="tf-enhance" content="${escapeHtml(clientUrl)}">` +
    `<script>${PAGE_CLIENT_FALLBACK}</script><script>${ENHANCE_LOADER}</script>`;
  const waiting = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${scripts.join('')}</template>`;
  return rest.replace('</head>', () => `${client}${waiting}</head>`);
}

/** Whether a page runs a page client (the app's scripts wait): it needs no remote preloaded. */
export const runsPageClient = (page: string) => page.includes(`id="${APP_SCRIPTS_TEMPLATE_ID}"`);
