import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.js';

export interface ImageWorkLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks that may wait for a place; one more is refused at once. */
  queue: number;
  /** How long a task may wait for a place before it is refused. */
  waitMs: number;
}

export const IMAGE_WORK_BUSY_MESSAGE =
  'Many images are being processed right now. Please try again in a few seconds.';

/**
 * Refused because every place was taken: not the client's fault and not a failure either, so a
 * 503 with Retry-After (the files plugin sets the header) rather than a 429 or a 500.
 */
export class ImageWorkBusy extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, IMAGE_WORK_BUSY_MESSAGE, 'IMAGE_WORK_BUSY');
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` tasks at once; up to `queue` more wait their turn in order, each for at
 * most `waitMs`. A finished task hands its place straight to the next one waiting. A number alone
 * bounds only the tasks at once: the rest all wait, as long as it takes.
 */
export function limitConcurrency(limits: ImageWorkLimits | number) {
  const { concurrency, queue, waitMs } =
    typeof limits === 'number'
      ? { concurrency: limits, queue: Infinity, waitMs: 2 ** 31 - 1 }
      : limits;
  let running = 0;
  const waiting: Waiter[] = [];
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));

  const take = () =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length >= queue) {
        reject(new ImageWorkBusy(retryAfter));
        return;
      }
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new ImageWorkBusy(retryAfter));
        }, waitMs),
      };
      waiting.push(waiter);
    });

  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running += 1;
    else await take();
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next.start();
      else running -= 1;
    }
  };
  return Object.assign(run, { stats: () => ({ running, waiting: waiting.length }) });
}

/** The defaults config.ts also uses; the API sets its configured limits when it starts. */
export const DEFAULT_IMAGE_WORK_LIMITS: ImageWorkLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  queue: 16,
  waitMs: 5_000,
};

let limiter = limitConcurrency(DEFAULT_IMAGE_WORK_LIMITS);

// libvips' operation cache keeps recent inputs and results to reuse them; every upload is decoded
// once and each variant made once, so it only held memory: with it, eight 16 MP progressive
// JPEGs one after another left the process 630 MB larger; without, about 250 MB (the rest is the
// allocator's, see api/README.md on MALLOC_ARENA_MAX).
sharp.cache(false);

/**
 * Process-wide on purpose: memory is per process, so two API instances in one process (tests)
 * share one bound; the last configuration wins. Tasks already admitted finish under the old one.
 */
export function configureImageWork(limits: ImageWorkLimits): void {
  limiter = limitConcurrency(limits);
}

/**
 * Every sharp pipeline a request starts (re-encoding an upload, resizing a variant) runs through
 * this: each already uses libvips' threads, so a burst of them would only queue inside libvips
 * while holding every input and output buffer in memory at once.
 */
export const imageWork = <T>(task: () => Promise<T>): Promise<T> => limiter(task);

/** How many decodes run and wait now: for metrics and tests. */
export const imageWorkStats = () => limiter.stats();
