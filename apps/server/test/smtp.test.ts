import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe.each(testDatabases())('mail over SMTP on $name', (database) => {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** While true the server turns every connection away (421), as a mail server that is down. */
  let isDown = false;
  // A real SMTP server on a free port of this machine; STARTTLS is off (no certificate here).
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onConnect(_session, callback) {
      callback(isDown ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const t = useTestApp(database, {
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Kinframe <hello@kinframe.local>',
      MAIL_RETRY_SECONDS: '1',
      QUEUE: 'embedded',
    }),
  });
  // The worker delivers mail: the request only writes it to the outbox.
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  function outboxRows() {
    return t.context.db.selectFrom('outbox').selectAll().execute();
  }

  it('sends the reset mail through the SMTP server, with its link', async () => {
    const user = await t.createUser();
    const arrived = new Promise<void>((resolve) => waiters.push(resolve));
    const response = await t.client().postForm('/api/v3/password/retrieval/', { email: user.email });
    expect(response.statusCode).toBe(200);
    await arrived;

    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.from).toBe('hello@kinframe.local');
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Subject: Reset your Kinframe password');
    expect(text).toMatch(/http:\/\/localhost:8080\/reset-pwd\?token=[\w-]{43}/);
    expect(text).toContain('Content-Type: text/html');

    // Nothing is kept once delivered, and the development mailbox shows nothing when SMTP is configured.
    await expect.poll(outboxRows).toEqual([]);
    expect((await t.client().get('/dev/mailbox.json')).json().mails).toEqual([]);
  });

  it('answers at once while the mail server is down, keeps the mail, and delivers it once the server is back', async () => {
    const user = await t.createUser();
    isDown = true;
    try {
      const response = await t.client('10.41.0.1').postForm('/api/v3/password/retrieval/', { email: user.email });
      expect(response.statusCode).toBe(200);
      // Tried and refused; kept with the reason, to be tried again.
      await expect
        .poll(async () => (await outboxRows()).find((row) => row.to === user.email)?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect((await outboxRows()).find((row) => row.to === user.email)?.last_error).toMatch(/421|not available/i);
      expect(received.some((mail) => mail.to.includes(user.email))).toBe(false);
    } finally {
      isDown = false;
    }
    await expect.poll(() => received.some((mail) => mail.to.includes(user.email)), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await outboxRows()).filter((row) => row.to === user.email)).toEqual([]);
    expect(received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });
});
