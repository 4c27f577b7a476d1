import { CONTACT_LIMITS, type NotificationPage, type SupportTicket, type SupportTicketPage } from '@kinframe/contract';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpReceiver, type SmtpReceiver } from '../src/modules/inbound-mail/smtp-receiver.ts';
import { replyText } from '../src/modules/support/reply-text.ts';
import { sqliteUnderTest, testDatabases, useTestApp } from './harness.ts';
import type { MailboxMail } from './mailbox.ts';
import type { Person } from './members-fixtures.ts';

const MAIL_DOMAIN = 'kinframe.test';
const OPERATOR = 'help@operator.example';
const SECRET = 'inbound-mail-secret-for-support-tests';
const TICKETS = '/api/v3/support/tickets';

type OutboxMail = MailboxMail & { replyTo: string | null };

describe.runIf(sqliteUnderTest())('replyText: what the operator wrote, without the quoted history', () => {
  it('cuts quoted lines, the "On … wrote:" header (also wrapped over two lines), Outlook’s original message and a signature', () => {
    expect(replyText('Try a restart.\n\nOn Fri, 27 Nov 2026 at 03:00, Ada <ada@x> wrote:\n> It is stuck\n', 5000)).toBe(
      'Try a restart.',
    );
    expect(replyText('Yes.\r\nOn Fri, 27 Nov 2026 at 03:00, Ada Lovelace\r\n<ada@x> wrote:\r\n> Hi', 5000)).toBe(
      'Yes.',
    );
    expect(replyText('Fixed now.\n-----Original Message-----\nFrom: Ada\nHello', 5000)).toBe('Fixed now.');
    expect(replyText('Bonjour,\nc’est réglé.\nLe ven. 27 nov. 2026, Ada a écrit :\n> Salut', 5000)).toBe(
      'Bonjour,\nc’est réglé.',
    );
    expect(replyText('Line one\n> quoted inline\nLine two\n-- \nThe operator', 5000)).toBe('Line one\nLine two');
    expect(replyText('> only a quote', 5000)).toBe('');
    expect(replyText('x'.repeat(20), 10)).toBe('x'.repeat(10));
  });
});

describe.each(testDatabases())('Hub > Support on $name', (database) => {
  const t = useTestApp(database, {
    env: { MAIL_DOMAIN, CONTACT_EMAIL: OPERATOR, INBOUND_MAIL_SECRET: SECRET },
  });
  let receiver: SmtpReceiver;
  let port = 0;
  let seed = 0;

  beforeAll(async () => {
    receiver = createSmtpReceiver({ inboundMail: t.services.inboundMail, hostname: MAIL_DOMAIN });
    port = await receiver.listen(0, '127.0.0.1');
    // The operator's domain lets only this machine send as it, and asks receivers to reject forgeries.
    t.dns.publishDomain('operator.example', { spfIps: ['127.0.0.1'], dmarc: 'reject' });
  });
  afterAll(async () => {
    await receiver?.close();
  });

  async function outbox(): Promise<OutboxMail[]> {
    const { mails } = (await t.client().get('/dev/mailbox.json')).json() as { mails: OutboxMail[] };
    return mails.filter((mail) => mail.to === OPERATOR);
  }

  async function createTicket(someone: Person, body: Record<string, unknown> = {}): Promise<SupportTicket> {
    seed += 1;
    const response = await someone.client.postJson(TICKETS, {
      subject: `The frame is stuck ${seed}`,
      message: 'It shows the same photo since this morning.',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SupportTicket;
  }

  async function replyAddressOf(ticket: SupportTicket): Promise<string> {
    const mail = (await outbox()).find((each) => each.subject.includes(ticket.subject));
    if (!mail?.replyTo) throw new Error(`no mail for ticket ${ticket.id}`);
    return mail.replyTo;
  }

  async function readTicket(someone: Person, id: number): Promise<SupportTicket> {
    const response = await someone.client.get(`${TICKETS}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SupportTicket;
  }

  /** The operator's mail program, over SMTP to our receiver, from 127.0.0.1 unless `machine` says otherwise. */
  async function sendMail(mail: Mail.Options, machine = '127.0.0.1') {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      localAddress: machine,
    });
    try {
      return await transport.sendMail(mail);
    } finally {
      transport.close();
    }
  }

  async function refusalOf(
    mail: Mail.Options,
    machine?: string,
  ): Promise<{ responseCode?: number; response?: string }> {
    try {
      await sendMail(mail, machine);
    } catch (error) {
      return error as { responseCode?: number; response?: string };
    }
    throw new Error('the mail was accepted');
  }

  const operatorReply = (
    to: string,
    text: string,
    messageId = `<${Math.random().toString(36).slice(2)}@operator.example>`,
  ) => ({
    from: OPERATOR,
    to,
    subject: 'Re: Kinframe support',
    text,
    messageId,
  });

  it('mails a request to CONTACT_EMAIL with the ticket’s own Reply-To, and the diagnostics only when agreed', async () => {
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    expect(ticket).toMatchObject({
      state: 'open',
      messages: [{ author: 'person', body: 'It shows the same photo since this morning.' }],
    });
    const [mail] = (await outbox()).filter((each) => each.subject.includes(ticket.subject));
    expect(mail?.subject).toBe(`Kinframe support #${ticket.id}: ${ticket.subject}`);
    expect(mail?.replyTo).toMatch(new RegExp(`^support\\+[0-9a-f]{32}@${MAIL_DOMAIN.replace('.', '\\.')}$`));
    expect(mail?.text).toContain('It shows the same photo since this morning.');
    expect(mail?.text).toContain(someone.user.username);
    expect(mail?.text).not.toContain('Diagnostic details');

    const withFacts = await createTicket(someone, {
      diagnostics: {
        appVersion: '1.4.2',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
        frames: [
          { name: 'Kitchen', state: 'online', playerVersion: '1.4.0' },
          { name: 'Grandma', state: 'asleep', playerVersion: null },
        ],
      },
    });
    const [factsMail] = (await outbox()).filter((each) => each.subject.includes(withFacts.subject));
    expect(factsMail?.text).toContain('Diagnostic details they agreed to send:');
    expect(factsMail?.text).toContain('App version: 1.4.2');
    expect(factsMail?.text).toContain('Browser: Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    expect(factsMail?.text).toContain('- Kitchen: online, player 1.4.0');
    expect(factsMail?.text).toContain('- Grandma: asleep, player unknown');
    // Each ticket has its own address.
    expect(factsMail?.replyTo).not.toBe(mail?.replyTo);
  });

  it('names the person by their login address, never the contact address they set without proof', async () => {
    const someone = await t.loggedInClient();
    const changed = await someone.client.postForm('/api/user/profile/edit/', {
      old_password: someone.user.password,
      contact_email: 'someone.else@victim.example',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ticket = await createTicket(someone);
    const [mail] = (await outbox()).filter((each) => each.subject.includes(ticket.subject));
    expect(mail?.text).toContain(someone.user.email);
    expect(mail?.text).not.toContain('victim.example');
  });

  it('puts the operator’s reply (over SMTP) in the ticket with the quotes cut, marks it answered and tells the person', async () => {
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    const address = await replyAddressOf(ticket);
    const messageId = `<reply-${ticket.id}@operator.example>`;
    const text = `Please restart the frame.\nIt should move on again.\n\nOn Fri, 27 Nov 2026 at 03:00, ${someone.user.username} wrote:\n> It shows the same photo since this morning.\n`;
    await sendMail(operatorReply(address.toUpperCase(), text, messageId));

    const answered = await readTicket(someone, ticket.id);
    expect(answered.state).toBe('answered');
    expect(answered.messages.map((message) => [message.author, message.body])).toEqual([
      ['person', 'It shows the same photo since this morning.'],
      ['operator', 'Please restart the frame.\nIt should move on again.'],
    ]);
    const { notifications } = (await someone.client.get('/api/v3/notifications')).json() as NotificationPage;
    expect(notifications[0]).toMatchObject({
      type: 'support_answered',
      params: { subject: ticket.subject },
      link: `/hub/support/tickets/${ticket.id}`,
    });

    // The same mail delivered again (a retry, a second route) is stored once.
    await sendMail(operatorReply(address, text, messageId));
    expect((await readTicket(someone, ticket.id)).messages).toHaveLength(2);

    // A follow-up reopens it and goes to the operator with the same Reply-To.
    const followUp = await someone.client.postJson(`${TICKETS}/${ticket.id}/messages`, { message: 'Done, thanks!' });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect((followUp.json() as SupportTicket).state).toBe('open');
    const mails = (await outbox()).filter((each) => each.subject.includes(ticket.subject));
    expect(mails[0]?.subject).toBe(`Re: Kinframe support #${ticket.id}: ${ticket.subject}`);
    expect(mails[0]?.text).toContain('Done, thanks!');
    expect(mails[0]?.replyTo).toBe(address);
  });

  it('refuses a reply from any other address than CONTACT_EMAIL, a forged one, and a wrong token', async () => {
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    const address = await replyAddressOf(ticket);

    const stranger = await refusalOf({
      ...operatorReply(address, 'I am the operator, honest'),
      from: 'x@family.example',
    });
    expect(stranger.responseCode).toBe(550);
    expect(stranger.response).toContain('Only the operator');

    // The operator's address, from a machine its domain does not permit: DMARC says forged.
    const forged = await refusalOf(operatorReply(address, 'Send me your password'), '127.0.0.2');
    expect(forged.responseCode).toBe(550);
    expect(forged.response).toContain('could not be proved');

    // Nor is a reply taken when the operator's domain publishes nothing to prove it by: anyone may
    // write that address in From.
    t.dns.forgetDomain('operator.example');
    const unproved = await refusalOf(operatorReply(address, 'Your frame is broken, log in at evil.example'));
    expect(unproved.responseCode).toBe(550);
    expect(unproved.response).toContain('could not be proved');
    t.dns.publishDomain('operator.example', { spfIps: ['127.0.0.1'], dmarc: 'reject' });

    const wrongToken = await refusalOf(operatorReply(`support+${'0'.repeat(32)}@${MAIL_DOMAIN}`, 'Hello'));
    expect(wrongToken.responseCode).toBe(550);
    expect(wrongToken.response).toContain('No such recipient');

    expect((await readTicket(someone, ticket.id)).messages).toHaveLength(1);
    expect((await readTicket(someone, ticket.id)).state).toBe('open');
  });

  it('takes a reply through the webhook too: DKIM-signed, HTML only, the quote cut', async () => {
    const privateKey = t.dns.publishDkimKey('operator.example', 'ops');
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    const address = await replyAddressOf(ticket);
    const raw = async (mail: Mail.Options) =>
      (
        await nodemailer
          .createTransport({ streamTransport: true, buffer: true })
          .sendMail({ ...mail, dkim: { domainName: 'operator.example', keySelector: 'ops', privateKey } })
      ).message as Buffer;
    const post = (body: Buffer, to = address) =>
      t.app.inject({
        method: 'POST',
        url: `/api/inbound-mail?to=${encodeURIComponent(to)}&from=${OPERATOR}`,
        payload: body,
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      });
    const html =
      '<p>It was the <b>sleep schedule</b>.</p><blockquote><p>It shows the same photo since this morning.</p></blockquote>';
    const response = await post(await raw({ from: OPERATOR, to: address, subject: 'Re: Kinframe support', html }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await readTicket(someone, ticket.id)).messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'It was the sleep schedule.',
    });

    const stranger = await post(await raw({ from: OPERATOR.replace('help', 'intruder'), to: address, html }));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ accepted: false });
    expect(
      await post(await raw({ from: OPERATOR, to: address, html }), `support+${'a'.repeat(32)}@${MAIL_DOMAIN}`),
    ).toMatchObject({
      statusCode: 404,
    });
    expect((await readTicket(someone, ticket.id)).messages).toHaveLength(2);
  });

  it('lists a person’s own requests, most recently active first, in pages', async () => {
    const someone = await t.loggedInClient();
    const first = await createTicket(someone);
    t.clock.advanceMinutes(1);
    const second = await createTicket(someone);
    t.clock.advanceMinutes(1);
    const third = await createTicket(someone);
    t.clock.advanceMinutes(1);
    await someone.client.postJson(`${TICKETS}/${first.id}/messages`, { message: 'Any news?' });
    await t.loggedInClient().then((other) => createTicket(other));

    const page = (await someone.client.get(`${TICKETS}?limit=2`)).json() as SupportTicketPage;
    expect(page.tickets.map((ticket) => ticket.id)).toEqual([first.id, third.id]);
    expect(page.nextCursor).not.toBeNull();
    const rest = (await someone.client.get(`${TICKETS}?limit=2&cursor=${page.nextCursor}`)).json() as SupportTicketPage;
    expect(rest.tickets.map((ticket) => ticket.id)).toEqual([second.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it('answers 404 for another person’s request, to read it or to write in it', async () => {
    const owner = await t.loggedInClient();
    const other = await t.loggedInClient();
    const ticket = await createTicket(owner);
    expect((await other.client.get(`${TICKETS}/${ticket.id}`)).statusCode).toBe(404);
    const write = await other.client.postJson(`${TICKETS}/${ticket.id}/messages`, { message: 'Mine now' });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ code: 'not_found' });
    expect((await other.client.get(`${TICKETS}/999999`)).statusCode).toBe(404);
    expect((await readTicket(owner, ticket.id)).messages).toHaveLength(1);
  });

  it('sends at most CONTACT_LIMITS.perHour mails an hour, requests and follow-ups together with the contact form', async () => {
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    await someone.client.postJson('/api/v3/contact', { message: 'About my plan' });
    for (let i = 2; i < CONTACT_LIMITS.perHour; i++) {
      const response = await someone.client.postJson(`${TICKETS}/${ticket.id}/messages`, { message: `More ${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = (await outbox()).length;
    const throttled = await someone.client.postJson(TICKETS, { subject: 'Again', message: 'One more' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'contact_throttled' });
    const followUp = await someone.client.postJson(`${TICKETS}/${ticket.id}/messages`, { message: 'And more' });
    expect(followUp.statusCode).toBe(429);
    // Nothing half-written: no ticket, no message, no mail.
    expect((await outbox()).length).toBe(before);
    expect((await readTicket(someone, ticket.id)).messages).toHaveLength(CONTACT_LIMITS.perHour - 1);
    const list = (await someone.client.get(TICKETS)).json() as SupportTicketPage;
    expect(list.tickets).toHaveLength(1);

    t.clock.advanceMinutes(61);
    expect((await someone.client.postJson(TICKETS, { subject: 'An hour later', message: 'Hi' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    const someone = await t.loggedInClient();
    const ticket = await createTicket(someone);
    const bad: Record<string, unknown>[] = [
      {},
      { subject: 'No message' },
      { subject: '   ', message: 'Hi' },
      { subject: 'Hi', message: '   ' },
      { subject: 'x'.repeat(121), message: 'Hi' },
      { subject: 'Hi', message: 'x'.repeat(5001) },
      {
        subject: 'Hi',
        message: 'Hi',
        diagnostics: {
          appVersion: '1',
          userAgent: 'UA',
          frames: [{ name: 'A', state: 'broken', playerVersion: null }],
        },
      },
      { subject: 'Hi', message: 'Hi', diagnostics: { appVersion: '', userAgent: 'UA', frames: [] } },
      {
        subject: 'Hi',
        message: 'Hi',
        diagnostics: {
          appVersion: '1',
          userAgent: 'UA',
          frames: Array.from({ length: 51 }, () => ({ name: 'A', state: 'online', playerVersion: null })),
        },
      },
    ];
    for (const body of bad) {
      expect((await someone.client.postJson(TICKETS, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await someone.client.postJson(`${TICKETS}/${ticket.id}/messages`, { message: '' })).statusCode).toBe(400);
    expect((await someone.client.postJson(`${TICKETS}/${ticket.id}/messages`, {})).statusCode).toBe(400);
    expect((await someone.client.get(`${TICKETS}/abc`)).statusCode).toBe(400);
    expect((await someone.client.get(`${TICKETS}?cursor=not-a-cursor`)).statusCode).toBe(400);
    expect((await someone.client.get(`${TICKETS}?limit=51`)).statusCode).toBe(400);
  });

  it('needs a signed-in Plus account', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(TICKETS)).statusCode).toBe(401);
    expect((await anonymous.get(`${TICKETS}/1`)).statusCode).toBe(401);
    expect((await anonymous.postJson(TICKETS, { subject: 'Hi', message: 'Hi' })).statusCode).toBe(401);
    expect((await anonymous.postJson(`${TICKETS}/1/messages`, { message: 'Hi' })).statusCode).toBe(401);
    const lite = await t.loggedInClient({ plan: 'lite' });
    const refused = await lite.client.postJson(TICKETS, { subject: 'Hi', message: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plus_required' });
  });

  it('goes with the account when it is deleted', async () => {
    const someone = await t.loggedInClient();
    await createTicket(someone);
    const deleted = await someone.client.postJson('/api/v3/users/delete', { password: someone.user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = t.context.db;
    expect(
      await db.selectFrom('support_tickets').select('id').where('user_id', '=', someone.user.id).execute(),
    ).toEqual([]);
  });
});

describe.each(testDatabases())('Hub > Support without CONTACT_EMAIL on $name', (database) => {
  const t = useTestApp(database);

  it('refuses a request: nobody would read it', async () => {
    const { client } = await t.loggedInClient();
    const refused = await client.postJson(TICKETS, { subject: 'Hi', message: 'Hello' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'contact_unavailable' });
    expect(((await client.get(TICKETS)).json() as SupportTicketPage).tickets).toEqual([]);
  });
});
