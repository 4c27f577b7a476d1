import { describe, expect, it } from 'vitest';
import { sqliteUnderTest, testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

describe.each(testDatabases())('the development mailbox on $name', (database) => {
  const t = useTestApp(database);

  it('lists outbox mails newest first, as JSON and as a page with clickable links', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    await t.client().postForm('/api/v3/password/retrieval/', { email: first.email });
    await t.client().postForm('/api/v3/password/retrieval/', { email: second.email });

    const { mails } = (await t.client().get('/dev/mailbox.json')).json();
    expect(mails.map((mail: { to: string }) => mail.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: second.email,
      subject: 'Reset your Kinframe password',
      text: expect.stringContaining('/reset-pwd?token='),
      html: expect.stringContaining('<a href='),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const page = await t.client().get('/dev/mailbox', { headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/reset-pwd\?token=[\w-]+">/);
    expect(await mailsTo(t, first.email)).toHaveLength(1);
  });
});

describe.runIf(sqliteUnderTest())('the development mailbox in production', () => {
  const t = useTestApp({ name: 'sqlite' }, { env: { NODE_ENV: 'production', CAPTCHA: 'altcha' } });

  it('does not exist', async () => {
    expect((await t.client().get('/dev/mailbox.json')).statusCode).toBe(404);
    expect((await t.client().get('/dev/mailbox', { headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

describe.runIf(sqliteUnderTest())('the development mailbox on a server others can reach', () => {
  const listening = useTestApp({ name: 'sqlite' }, { env: { HOST: '0.0.0.0' } });
  const local = useTestApp({ name: 'sqlite' });
  const openToAll = useTestApp({ name: 'sqlite' }, { env: { HOST: '0.0.0.0', DEV_MAILBOX: 'on' } });

  it('does not exist when the server listens beyond this machine', async () => {
    expect((await listening.client().get('/dev/mailbox.json')).statusCode).toBe(404);
  });

  it('answers 404 to another machine, and to a request that came through a proxy', async () => {
    expect((await local.client('203.0.113.9').get('/dev/mailbox.json')).statusCode).toBe(404);
    const proxied = await local.client().get('/dev/mailbox.json', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    // Whatever a proxy calls the address it forwards for, and whichever page rebinds its name here.
    const proxyHeaders: Array<Record<string, string>> = [
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
      { 'x-forwarded-host': 'photos.example' },
      { host: 'rebound.attacker.example' },
      { host: 'rebound.attacker.example:8080' },
    ];
    for (const headers of proxyHeaders) {
      const answer = await local.client().get('/dev/mailbox.json', { headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(404);
    }
    for (const host of ['localhost:8080', '127.0.0.1:3000', '[::1]:8080', 'localhost']) {
      expect((await local.client().get('/dev/mailbox.json', { headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('is served to anyone when the operator asks for it', async () => {
    expect((await openToAll.client('203.0.113.9').get('/dev/mailbox.json')).statusCode).toBe(200);
  });
});
