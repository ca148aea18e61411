import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Files sent with it, or how to make them: a function runs in the background with the sending
   * (an invoice's PDF is drawn there, not while a payment's answer waits).
   */
  attachments?: MailAttachment[] | (() => Promise<MailAttachment[]>);
}

export interface Mailer {
  /** Sends in the background, so answering never waits on (or reveals) a mail server. */
  send(message: MailMessage): void;
  /** Resolves when every message handed to `send` has been delivered or has failed. */
  flush(): Promise<void>;
  /** Where .eml files go when there is no SMTP server, else null. */
  readonly outbox: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = smtpUrl ? null : join(dataDir, 'mail');
    // Without SMTP, nodemailer still builds the real RFC 5322 message; we keep it as a file.
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const pending = new Set<Promise<void>>();

    // The outbox lists mails in the order they were sent: named when sent, not when written,
    // with a count for those sent in the same millisecond.
    let sent = 0;
    const outboxName = () =>
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent++).padStart(6, '0')}-${randomUUID()}.eml`;

    async function deliver(message: MailMessage) {
      const name = outboxName();
      const { attachments, ...fields } = message;
      const files = typeof attachments === 'function' ? await attachments() : attachments;
      const info = await transport.sendMail({
        from: mailFrom,
        ...fields,
        ...(files?.length && {
          attachments: files.map((file) => ({ ...file, content: Buffer.from(file.content) })),
        }),
      });
      if (outbox) {
        await mkdir(outbox, { recursive: true });
        const file = join(outbox, name);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        // The subject says which mail it is; the address would put personal data in the log.
        app.log.info({ file, subject: message.subject }, 'mail written to the outbox');
      }
    }

    const mailer: Mailer = {
      outbox,
      send(message) {
        const job = deliver(message)
          .then(() => app.metrics?.mails.sent())
          .catch((err) => {
            app.metrics?.mails.failed();
            app.log.error({ err, subject: message.subject }, 'mail could not be sent');
          })
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async flush() {
        await Promise.all([...pending]);
      },
    };

    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.flush());
  },
  { name: 'mail', dependencies: ['config'] },
);
