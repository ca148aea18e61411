import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from 'shared-contracts';
import { fileWhenChanged } from './file-when-changed.js';

/** A page's `<link rel="preload">`, as the shell's build and the remote hints write them. */
export const PRELOAD_LINK = /<link\b[^>]*\brel="preload"[^>]*>/gi;

/** A `<link rel="preload">` the gateway adds to a page (a route's remotes, a shell page's chunk). */
export const preloadLink = (as: 'fetch' | 'script' | 'style', href: string) =>
  `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} href="${escapeHtml(href)}">`;

export interface HtmlContext {
  /** The request's path, without the query string. */
  path: string;
  request: FastifyRequest;
  /** For headers the page's content depends on (a visitor's canary bucket). */
  reply: FastifyReply;
}

/** Rewrites the shell's index.html for one request, e.g. Open Graph tags for a portfolio page. */
export type HtmlTransformer = (html: string, context: HtmlContext) => string | Promise<string>;

export interface HtmlRoute {
  match: RegExp | ((path: string) => boolean);
  transform: HtmlTransformer;
}

const matches = (route: HtmlRoute, path: string) =>
  typeof route.match === 'function' ? route.match(path) : route.match.test(path);

/**
 * The shell's index.html for a request, after the transformers whose route matches its path, in
 * order; undefined while the shell is not built. The file is re-read only when it changes, so a
 * rebuilt shell is picked up without a restart and a navigation costs one stat.
 */
export function createIndexHtml(shellDir: string, routes: HtmlRoute[] = []) {
  const indexHtml = fileWhenChanged(join(shellDir, 'index.html'), (text) => text);

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<string | undefined> => {
    let html = await indexHtml();
    if (html === undefined) return undefined;
    for (const route of routes) {
      if (matches(route, path)) html = await route.transform(html, { path, request, reply });
    }
    return html;
  };
}
