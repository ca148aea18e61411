import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml, remoteRouteOf, type Language } from 'shared-contracts';
import { languageOf } from '../page-language.js';
import type { HtmlRoute } from '../html.js';
import { withPageClient, type PageClientExtra } from './page-client.js';
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

export type AuthScreenRenderer = ReleaseRenderer<
  AuthRenderInput,
  PageClientExtra,
  AuthRenderOutput
>;

/** The release folder of remote-auth's page client, the sign-in client (`sign-in/sign-in.js`). */
export const SIGN_IN_FOLDER = 'sign-in';

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
        const page = release.clientUrl ? withPageClient(withScreen, release.clientUrl) : withScreen;
        rendered.set(key, { html, page });
        return page;
      } catch (err) {
        request.log.error({ err }, 'a signed-out screen could not be rendered: the app serves it');
        return html;
      }
    },
  };
}
