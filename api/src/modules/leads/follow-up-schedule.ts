import type { FastifyInstance } from 'fastify';
import { sendFollowUpDigests } from './follow-up-digest.js';

/**
 * Every FOLLOW_UP_CHECK_MINUTES, the owners with follow-ups due are mailed (from
 * FOLLOW_UP_SEND_HOUR in India, once a day each: follow-up-digest.ts). The timer never keeps the
 * process alive, runs never overlap, and closing the API waits for a run under way. With several
 * instances each runs its own: the day claimed per owner keeps the mail to one.
 */
export function scheduleFollowUps(app: FastifyInstance): void {
  const { followUpCheckMs, followUpSendHour } = app.config.contacts;
  if (followUpCheckMs === 0) return;
  const deps = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    sendHour: followUpSendHour,
  };
  let running: Promise<void> | null = null;

  const run = () => {
    running ??= sendFollowUpDigests(deps, new Date())
      .then((mailed) => {
        if (mailed > 0) app.log.info({ mailed }, 'follow-up mails sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the follow-up mails failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, followUpCheckMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
