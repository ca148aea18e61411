import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './helpers/app.js';
import { payPage, placedOrder, shopperWithCart } from './helpers/orders.js';
import { registerUser } from './helpers/users.js';

/** A real SMTP server on loopback: what the API talks to when SMTP_URL is set. */
describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp(
      {},
      {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Tapfolio <hello@tapfolio.test>' },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the reset link to the account holder and writes no .eml file', async () => {
    const user = await registerUser(t);
    await t.api.mailer.flush();
    // The sign-up's verification link went the same way.
    expect(received.map((mail) => mail.to)).toEqual([[user.email]]);
    received.length = 0;
    const res = await t.call('PATCH', '/user/forget-password', { body: { email: user.email } });
    expect(res.statusCode).toBe(200);
    await t.api.mailer.flush();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('hello@tapfolio.test');
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.data.replace(/=\r?\n/g, '')).toMatch(
      /https:\/\/tapfolio\.test\/reset-password#t=3D[A-Za-z0-9_-]{40,}/,
    );
    expect(await t.mails()).toEqual([]);
  });

  it('delivers the order-paid mail with the invoice’s PDF attached', async () => {
    const shopper = await shopperWithCart(t, 'Smtp Buyer');
    const order = await placedOrder(t, shopper);
    await t.api.mailer.flush();
    received.length = 0;
    const pay = await t.app.inject({
      method: 'POST',
      url: `${payPage(order.razorpayPaymentLink!)}/pay`,
    });
    expect(pay.statusCode).toBe(303);
    await t.api.mailer.flush();
    const invoice = (
      await t.call('GET', `/order/user/${order._id}/invoice`, { token: shopper.user.token })
    ).json().result;
    const raw = received.find((mail) => mail.data.includes(order.code));
    const mail = await simpleParser(raw!.data);
    expect(mail.subject).toBe(`Your Tapfolio order ${order.code} is placed`);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file!.filename).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
