import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { RELEASE_VERSION_PATTERN, REMOTE_NAME_PATTERN, type ApiFailure } from 'shared-contracts';
import { repoRoot, type Layout } from '../paths.js';
import type { RegistryStore } from '../registry/store.js';
import { visitorOf } from '../registry/visitor-bucket.js';
import {
  REMOTE_EVENT_KINDS,
  seenEither,
  seenOf,
  type RemoteEventKind,
  type Seen,
} from './counts.js';
import {
  canaryGuard,
  DEFAULT_CANARY_THRESHOLDS,
  type CanaryThresholds,
  type Verdict,
} from './guard.js';
import type { ReportTokens } from './report-token.js';

/** Where the shell sends its reports (shell/src/remotes/remote-events.ts says the same). */
export const REMOTE_EVENTS_PATH = '/remotes/events';
/** At most this many events in one report; the shell splits a longer queue. */
export const MAX_EVENTS_PER_REPORT = 50;
/** Over it, 413. The shell keeps each report under 8000 characters (and 50 events). */
export const REMOTE_EVENTS_BODY_LIMIT = 8 * 1024;

export interface RemoteEvent {
  remote: string;
  version: string;
  kind: RemoteEventKind;
}

export interface RemoteReport {
  events: RemoteEvent[];
  /** The page's token (report-token.ts); a report without one is refused, not counted. */
  visitor: string | undefined;
}

export interface CanaryOptions {
  /** When a canary is ended; CANARY_* read by config.ts. */
  thresholds?: CanaryThresholds;
  /** Handed to endCanary (which changes the registry through `registry`). */
  layout?: Layout;
  /** Reports per client address per window (default 30 a minute); more are answered 429. */
  rateLimit?: { max: number; windowMs: number };
  /** At most one look at a remote's canary per this many milliseconds (default 1000). */
  guardIntervalMs?: number;
  /** Told every verdict of the guard (tests). */
  onVerdict?: (verdict: Verdict) => void;
}

/** A report that is not one: 400, saying what is wrong with it. */
class BadReport extends Error {}
/** A report that is no visitor's: 403, and nothing of it counted. */
class UnknownVisitor extends Error {}

/** A token is about 50 characters; more is not one. */
const MAX_TOKEN_CHARS = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

const KINDS: readonly string[] = REMOTE_EVENT_KINDS;

/**
 * `{ events: [{ remote, version, kind }], visitor }` and nothing else: 1 to 50 events, a remote
 * name and a release version by the registry's own patterns, one of the three kinds, and the
 * page's token. Any other key is refused, so nothing about a person (an id, a URL, a message) can
 * be slipped in and kept.
 */
export function parseRemoteReport(body: unknown): RemoteReport {
  if (!isRecord(body) || !hasOnly(body, ['events', 'visitor']) || !Array.isArray(body.events)) {
    throw new BadReport('The body must be {"events": [...], "visitor": "..."} and nothing else');
  }
  const { events, visitor } = body;
  if (
    visitor !== undefined &&
    (typeof visitor !== 'string' || visitor.length === 0 || visitor.length > MAX_TOKEN_CHARS)
  ) {
    throw new BadReport("visitor must be the page's token");
  }
  if (events.length === 0 || events.length > MAX_EVENTS_PER_REPORT) {
    throw new BadReport(`A report holds 1 to ${MAX_EVENTS_PER_REPORT} events`);
  }
  return { events: events.map(parseEvent), visitor };
}

function parseEvent(event: unknown, at: number): RemoteEvent {
  if (
    !isRecord(event) ||
    !hasOnly(event, ['remote', 'version', 'kind']) ||
    typeof event.remote !== 'string' ||
    typeof event.version !== 'string' ||
    typeof event.kind !== 'string'
  ) {
    throw new BadReport(`events[${at}] must be {"remote", "version", "kind"} and nothing else`);
  }
  const { remote, version, kind } = event;
  if (!REMOTE_NAME_PATTERN.test(remote)) {
    throw new BadReport(`events[${at}].remote is not a remote name`);
  }
  if (!RELEASE_VERSION_PATTERN.test(version)) {
    throw new BadReport(`events[${at}].version is not a release version`);
  }
  if (!KINDS.includes(kind)) {
    throw new BadReport(`events[${at}].kind must be one of ${REMOTE_EVENT_KINDS.join(', ')}`);
  }
  return { remote, version, kind: kind as RemoteEventKind };
}

const failure = (message: string, code: string): ApiFailure => ({
  success: false,
  message,
  code,
});

/**
 * `POST /remotes/events`: the shell's reports of its remotes' loads, failed loads and render
 * errors. The gateway takes them, not the API: it owns the registry (which versions are current
 * and canary right now) and the releases (ending a canary), and stays one origin with the page
 * whether the API runs inside it or as its own service. A report is counted only with the cookie
 * of a visitor and the token their page was served with (report-token.ts), each visitor once per
 * version and window (counts.ts); otherwise 403. Events are counted only for the remotes running
 * a canary, for their current and canary versions; the rest are ignored. Answers 204.
 */
export async function canaryEvents(
  app: FastifyInstance,
  {
    registry,
    releasesDir,
    tokens,
    // endCanary is given the store; the layout is only its default.
    layout = { repoRoot, releasesDir, releasesUrl: '/remotes' },
    thresholds = DEFAULT_CANARY_THRESHOLDS,
    rateLimit = { max: 30, windowMs: 60_000 },
    guardIntervalMs,
    onVerdict,
  }: CanaryOptions & { registry: RegistryStore; releasesDir: string; tokens: ReportTokens },
): Promise<void> {
  const guard = canaryGuard({
    store: registry,
    layout,
    thresholds,
    ...(guardIntervalMs !== undefined && { intervalMs: guardIntervalMs }),
    log: app.log,
    ...(onVerdict && { onVerdict }),
  });
  app.addHook('onClose', () => guard.close());
  await app.register(async (scope) => {
    // Per client address (the proxy's, with TRUST_PROXY), in this process.
    await scope.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: 'Too many reports from this address',
        retryAfterMs: context.ttl,
      }),
    });
    // The API's error envelope, for the shell and for anyone reading a refusal.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof BadReport) {
        return reply.code(400).send(failure(error.message, 'BAD_REQUEST'));
      }
      if (error instanceof UnknownVisitor) {
        return reply.code(403).send(failure(error.message, 'FORBIDDEN'));
      }
      if (error.statusCode === 429) {
        return reply.code(429).send(failure(error.message, 'RATE_LIMITED'));
      }
      if (error.statusCode === 413) {
        return reply
          .code(413)
          .send(failure(`A report is at most ${REMOTE_EVENTS_BODY_LIMIT} bytes`, 'TOO_LARGE'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Not JSON, no body, another content type: the shell only ever sends JSON.
        return reply.code(400).send(failure('The body must be JSON events', 'BAD_REQUEST'));
      }
      request.log.error({ err: error }, 'counting remote events failed');
      return reply.code(500).send(failure('The events could not be counted', 'INTERNAL_ERROR'));
    });

    scope.post(
      REMOTE_EVENTS_PATH,
      {
        bodyLimit: REMOTE_EVENTS_BODY_LIMIT,
        config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      },
      async (request, reply) => {
        const { events, visitor } = parseRemoteReport(request.body);
        // Anyone can post; only a page this gateway served can say whose report it is.
        const { id } = visitorOf(request);
        if (!id || !visitor || !tokens.verify(visitor, id)) {
          throw new UnknownVisitor(
            "A report needs the visitor's cookie and the token of the page it was served with",
          );
        }
        const state = await registry.read();
        const counted = new Map<string, { name: string; version: string; seen: Seen }>();
        for (const { remote, version, kind } of events) {
          const { current, canary } = (Object.hasOwn(state, remote) && state[remote]) || {};
          if (!canary || (version !== canary.version && version !== current?.version)) continue;
          const key = `${remote}\0${version}`;
          const found = counted.get(key);
          if (found) found.seen = seenEither(found.seen, seenOf(kind));
          else counted.set(key, { name: remote, version, seen: seenOf(kind) });
        }
        const countedAs = tokens.countedAs(id);
        for (const { name, version, seen } of counted.values()) {
          registry.eventCounts.add(name, version, countedAs, seen);
        }
        for (const name of new Set([...counted.values()].map((entry) => entry.name))) {
          guard.poke(name);
        }
        reply.header('cache-control', 'no-store');
        return reply.code(204).send();
      },
    );
  });
}
