import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

const answers = new LRUCache<string, boolean>({ max: 2_000 });

/**
 * Crawlers, link previews and scripts: what `isbot` knows, and anything that does not say what it
 * is (every browser sends a user-agent).
 */
export const isRobot = (userAgent: string | undefined): boolean => {
  if (!userAgent || !userAgent.trim()) return true;
  // isbot is one long regular expression, run on every card page: the same few user-agents
  // arrive again and again, so the answer is kept for each.
  let known = answers.get(userAgent);
  if (known === undefined) {
    known = isbot(userAgent);
    answers.set(userAgent, known);
  }
  return known;
};

const PREFETCH = /(^|[\s,;])prefetch($|[\s,;])/i;

/**
 * A browser fetching a page the person may never look at (speculation rules and link prefetch
 * send `Sec-Purpose: prefetch`, older ones `Purpose: prefetch`; `X-Moz: prefetch` is Firefox's).
 */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const said = [headers['sec-purpose'], headers.purpose, headers['x-moz']];
  return said.some((value) => typeof value === 'string' && PREFETCH.test(value));
}
