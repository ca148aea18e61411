import type { FastifyInstance } from 'fastify';
import { collectUnusedFiles } from './collect-unused.js';

/**
 * Runs the collection every UPLOAD_GC_INTERVAL_MINUTES. The timer never keeps the process alive,
 * runs never overlap, and closing the API waits for a run under way. With several instances each
 * runs its own: the row locks let them share the work (collect-unused.ts).
 */
export function scheduleCollection(app: FastifyInstance): void {
  const { gcIntervalMs, gcGraceMs } = app.config.uploads;
  if (gcIntervalMs === 0) return;
  let running: Promise<void> | null = null;

  const run = () => {
    running ??= collectUnusedFiles(app.db, app.storage, { graceMs: gcGraceMs })
      .then(({ deleted, failed }) => {
        if (deleted.length > 0) app.log.info({ deleted: deleted.length }, 'unused uploads removed');
        if (failed.length > 0) {
          app.log.warn({ keys: failed }, 'unused uploads whose stored bytes could not be deleted');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'collecting unused uploads failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, gcIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
