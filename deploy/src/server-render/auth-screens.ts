import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ENHANCE_LOADER } from '../card/card-document.js';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  escapeHtml,
  remoteRouteOf,
  type Language,
} from 'shared-contracts';
import { languageOf } from '../page-language.js';
import type { HtmlRoute } from '../html.js';
import { TITLE_TAG, withPrerenderedScreen } from './prerendered-page.js';
import type { ReleaseRenderer } from './release-renderer.js';

/** The remote whose release renders the signed-out screens, and the contract it must offer. */
export const AUTH_REMOTE = 'remote-auth';
export const AUTH_RENDER_API = 2;
export const AUTH_CONTRACT = {
  entry: 'render-auth',
  render: 'renderAuthScreen',
  // Its answer is awaited: a build may answer once it has loaded its language's texts.
  // 2 takes the language and may answer a promise; a build of 1 renders English, awaited alike.
  api: { name: 'AUTH_RENDER_API', version: AUTH_RENDER_API, accepts: [1] },
};

/** What `{release}/server/render-auth.js` takes (remote-auth/src/server/render-auth.tsx). */
export interface AuthRenderInput {
  /** The route's pattern (`/login`), as the router matches it whatever the case or a final `/`. */
  path: string;
  /** The visitor's language (the app's cookie, else Accept-Language); a build that ignores it renders English. */
  language: Language;
}

/** What it answers: nothing for a screen it does not render. */
export type AuthRenderOutput = { markup: string; title: string } | undefined;

/** What else the gateway reads of a release: its sign-in client, when it has one. */
export interface AuthExtra {
  /** `{release}/sign-in/sign-in.js`'s URL: the script that makes the rendered screen work. */
  clientUrl?: string;
}

export type AuthScreenRenderer = ReleaseRenderer<AuthRenderInput, AuthExtra, AuthRenderOutput>;

/** The release folder the sign-in client is in, for a bucket's release to be copied with. */
export const SIGN_IN_FOLDER = 'sign-in';

/** The release's sign-in client (remote-auth's `sign-in` build), if it was built with one. */
export async function signInClientOf({
  dir,
  base,
}: {
  dir: string;
  base: string;
}): Promise<AuthExtra> {
  const file = await stat(join(dir, SIGN_IN_FOLDER, 'sign-in.js')).catch(() => undefined);
  return file?.isFile() ? { clientUrl: `${base}${SIGN_IN_FOLDER}/sign-in.js` } : {};
}

/** The shell's own scripts in its index.html (the registry's JSON block is not one). */
const APP_SCRIPT =
  /<script\b(?![^>]*\btype="application\/json")[^>]*\bsrc="[^"]*"[^>]*><\/script>/gi;

/**
 * The page's fallback: should the sign-in client not load (no network, a release whose file is
 * gone), the app's scripts start instead, and the app shows the screen, or its fallback with Retry
 * when the remote cannot load either. The client is the script the card's loader adds (named by
 * `<meta name="tf-enhance">`). Always the same text, so a content security policy can allow it by
 * its hash.
 */
export const SIGN_IN_FALLBACK =
  "addEventListener('error',function(e){var s=e.target,m=document.querySelector('meta[name=tf-enhance]'),t=document.getElementById('" +
  APP_SCRIPTS_TEMPLATE_ID +
  "');if(!s||!m||!t||s.tagName!=='SCRIPT'||s.getAttribute('src')!==m.content)return;t.remove();t.content.querySelectorAll('script').forEach(function(w){var n=document.createElement('script');for(var i=0;i<w.attributes.length;i++)n.setAttribute(w.attributes[i].name,w.attributes[i].value);n.async=false;document.head.appendChild(n)})},true)";

/**
 * The page runs the release's sign-in client instead of the app, fetched once the screen has
 * painted, by the card's loader (a script in the page, even deferred, is fetched while the screen
 * is still to be painted, and on a phone's connection shares it with the page's fonts). The
 * shell's scripts wait in an inert template, which the client starts when the visitor goes on to
 * the app (or arrives signed in). None of the app's script is fetched for a sign-in screen until
 * then.
 */
export function withSignInClient(page: string, clientUrl: string): string {
  const scripts: string[] = [];
  const rest = page.replace(APP_SCRIPT, (tag) => {
    scripts.push(tag);
    return '';
  });
  const client =
    `<meta name="tf-enhance" content="${escapeHtml(clientUrl)}">` +
    `<script>${SIGN_IN_FALLBACK}</script><script>${ENHANCE_LOADER}</script>`;
  const waiting = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${scripts.join('')}</template>`;
  return rest.replace('</head>', () => `${client}${waiting}</head>`);
}

/** Whether a page runs a sign-in client (the app's scripts wait): it needs no remote preloaded. */
export const runsSignInClient = (page: string) => page.includes(`id="${APP_SCRIPTS_TEMPLATE_ID}"`);

/**
 * The signed-out screens a visitor opens first (`/login`, `/register`, `/forgot-password`: the
 * ones remote-auth's server build renders) as the shell's index.html with the screen already in
 * it, so they paint before any script arrives. The release's sign-in client then makes that very
 * screen work, and the app starts only when the visitor goes on to it; a release without that
 * client leaves the page to the shell, which puts the app's screen in its place, with what the
 * visitor typed meanwhile. The screens hold no one's data, so each release
 * renders each once per language (the visitor's: the app's cookie, else Accept-Language). Anything
 * else (another screen of the remote, no server build in the release, a build that fails) leaves
 * index.html as it is: the app's page, never an error.
 */
export function authScreens(
  renderer: AuthScreenRenderer,
  /**
   * The release of remote-auth this visitor runs: a canary's for a visitor in its share, so the
   * canary's screens, server build and sign-in client alike, are what its visitors try.
   */
  visitorVersion?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>,
): HtmlRoute {
  /** Pages by release, screen and language, as the shell's index.html was when they were made. */
  const rendered = new LRUCache<string, { html: string; page: string }>({ max: 150 });
  return {
    match: (path) => remoteRouteOf(path)?.remote === AUTH_REMOTE,
    async transform(html, { path, request, reply }) {
      const pattern = remoteRouteOf(path)?.path;
      if (!pattern || pattern.includes(':')) return html;
      try {
        const version = await visitorVersion?.(request, reply);
        const release = await (version ? renderer.at(version) : renderer.current());
        if (!release) return html;
        const language = languageOf(request);
        const key = `${release.fingerprint}:${language}:${pattern}`;
        const kept = rendered.get(key);
        if (kept?.html === html) return kept.page;
        const screen = await release.render({ path: pattern, language });
        if (!screen) return html;
        const withScreen = withPrerenderedScreen(html, {
          markup: screen.markup,
          css: release.css,
          head: [`<title>${escapeHtml(screen.title)}</title>`],
          drop: [TITLE_TAG],
        });
        const page = release.clientUrl
          ? withSignInClient(withScreen, release.clientUrl)
          : withScreen;
        rendered.set(key, { html, page });
        return page;
      } catch (err) {
        request.log.error({ err }, 'a signed-out screen could not be rendered: the app serves it');
        return html;
      }
    },
  };
}
