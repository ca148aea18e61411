import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from 'shared-contracts';
import { createServer, loadConfig } from '../src/app.js';
import { freshDatabaseUrl } from './helpers/database.js';
import { PASSWORD } from './helpers/users.js';

describe('whether the password-reset link is logged', () => {
  it('is decided by the settings: only with the embedded defaults', () => {
    expect(loadConfig({}).logResetLinks).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).logResetLinks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RAZORPAY_EMULATOR: 'true' }).logResetLinks).toBe(
      false,
    );
  });

  /** An API whose log lines are kept, asked for one reset link. */
  async function resetLinkLogs(logResetLinks: boolean) {
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-reset-log-'));
    const database = await freshDatabaseUrl(dataDir);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tapfolio.test' }),
      databaseUrl: database.url,
      logResetLinks,
    };
    let app: FastifyInstance | undefined;
    try {
      app = await createServer(config, { logger: { level: 'info', stream } });
      const email = `reset-${Date.now()}@example.com`;
      const call = (url: string, payload: object, method: 'POST' | 'PATCH' = 'PATCH') =>
        app!.inject({ method, url: `${API_BASE}${url}`, payload });
      await call('/user/register', { name: 'Asha Rao', email, password: PASSWORD }, 'POST');
      expect((await call('/user/forget-password', { email })).statusCode).toBe(200);
      await app.close();
      app = undefined;
      return lines.join('');
    } finally {
      await app?.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  let logged: string;
  let kept: string;
  beforeAll(async () => {
    logged = await resetLinkLogs(true);
    kept = await resetLinkLogs(false);
  });

  it('logs the link when the settings allow it', () => {
    expect(logged).toMatch(/"resetLink":"https:\/\/tapfolio\.test\/reset-password#t=[\w-]+"/);
  });

  it('never logs the link otherwise, while the mail itself is still written', () => {
    expect(kept).toContain('mail written to the outbox');
    expect(kept).not.toContain('reset-password#');
    expect(kept).not.toContain('resetLink');
  });
});
