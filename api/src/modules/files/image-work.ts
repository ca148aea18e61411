import { availableParallelism } from 'node:os';

/**
 * At most `max` tasks at once; the rest wait their turn in order. A finished task hands its place
 * straight to the next one waiting.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Every sharp pipeline a request starts (re-encoding an upload, resizing a variant) runs through
 * this: each already uses libvips' threads, so a burst of them would only queue inside libvips
 * while holding every input and output buffer in memory at once.
 */
export const IMAGE_WORK_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

export const imageWork = limitConcurrency(IMAGE_WORK_CONCURRENCY);
