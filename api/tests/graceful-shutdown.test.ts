import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { SMTPServer } from 'smtp-server';
import { copyEmbeddedTemplate } from './helpers/database.js';
import { eventually } from './helpers/eventually.js';
import { startServer, stopAllServers } from './helpers/server-process.js';

/**
 * SIGTERM to the real server (what a container platform sends before it stops one): a request
 * already in flight is answered, a new one gets 503 in the API's envelope, a mail queued before
 * the signal is still delivered (through an SMTP server that holds it until the test lets go),
 * and the process ends with 0.
 */

interface HeldMail {
  to: string[];
  data: string;
  /** The client (our server) closed the SMTP connection. */
  closed: boolean;
}

/** An SMTP server that holds each message's final OK until `release()`. */
async function holdingSmtpServer() {
  const mails: HeldMail[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const mail: HeldMail = {
        to: session.envelope.rcptTo.map((r) => r.address),
        data: '',
        closed: false,
      };
      stream.on('data', (chunk: Buffer) => (mail.data += chunk.toString()));
      stream.on('end', () => {
        mails.push(mail);
        void released.then(() => callback());
      });
    },
    onClose() {
      for (const mail of mails) mail.closed = true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, release, close: () => server.close() };
}

/** A request whose body is sent in two halves: in flight for as long as the test wants. */
function slowSignUp(origin: string, email: string) {
  const body = JSON.stringify({ name: 'Asha Rao', email, password: 'Secret123' });
  const { hostname, port } = new URL(origin);
  const request = http.request({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/v1/user/register',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      request.once('error', reject);
      request.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      });
    },
  );
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

describe('graceful shutdown on SIGTERM', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await stopAllServers();
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  });

  it('finishes the request in flight, refuses new ones with 503, sends the queued mail, exits 0', async () => {
    const smtp = await holdingSmtpServer();
    cleanups.push(async () => {
      smtp.release();
      await smtp.close();
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'tapfolio-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await copyEmbeddedTemplate(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const { origin } = server;
    const json = { 'content-type': 'application/json' };

    const email = `shutdown-${randomUUID()}@example.com`;
    const signUp = await fetch(`${origin}/api/v1/user/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Asha Rao', email, password: 'Secret123' }),
    });
    expect(signUp.status).toBe(201);
    // Mails sent in the background (the sign-up's verification link, then a reset link): held by
    // the SMTP server, so still queued at SIGTERM.
    const forgot = await fetch(`${origin}/api/v1/user/forget-password`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ email }),
    });
    expect(forgot.status).toBe(200);
    await eventually(async () => (smtp.mails.length >= 1 ? true : undefined), {
      what: 'a mail reaching the SMTP server',
    });

    const late = `late-${randomUUID()}@example.com`;
    const inFlight = slowSignUp(origin, late);
    // Its headers have reached the server (which logs each request as it comes in, body or not).
    await eventually(
      async () =>
        server.output().split('"method":"POST","url":"/api/v1/user/register"').length === 3
          ? true
          : undefined,
      { what: 'the slow request reaching the server', onTimeout: () => server.output() },
    );

    server.child.kill('SIGTERM');
    const refused = await eventually(
      async () => {
        const res = await fetch(`${origin}/api/v1/health`).catch(() => undefined);
        return res?.status === 503 ? res : undefined;
      },
      { what: 'a new request answered 503', onTimeout: () => server.output() },
    );
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toEqual({
      success: false,
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });

    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(201);
    expect(JSON.parse(answered.body)).toMatchObject({ success: true });

    // The server closes now, and must wait for the mail it was given before it ends.
    await eventually(
      async () =>
        server.output().includes('closing: sending the queued mails') ? true : undefined,
      { what: 'the server closing' },
    );
    // A process that dropped the mail would end within milliseconds of closing: give it that time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    expect(smtp.mails[0]?.closed).toBe(false);

    smtp.release();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Every one was sent: both of the first account's, and the late sign-up's link too.
    const sent = (pattern: RegExp) =>
      smtp.mails.filter((mail) => pattern.test(mail.data)).map((mail) => mail.to);
    expect(smtp.mails).toHaveLength(3);
    expect(sent(/Subject: Reset your Tapfolio password/)).toEqual([[email]]);
    expect(sent(/Subject: Verify your Tapfolio e-mail/).sort()).toEqual([[email], [late]].sort());
    expect(server.output()).not.toMatch(/mail could not be sent/);
  }, 120_000);
});
