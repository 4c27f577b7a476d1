import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

/**
 * A server with no online payment, no contact address and no connector set up: a call that is
 * malformed is told so (400) like on any other route, before it is told the feature is off (501,
 * 503), which only a well-formed call hears.
 */
describe.each(testDatabases())('calls of features that are off, on $name', (database) => {
  const t = useTestApp(database, { env: { BILLING_PROVIDER: 'none', CONTACT_EMAIL: '' } });
  const BAD_BODIES: unknown[] = [null, [], 'x', 5, { returnPath: 5 }, { returnPath: '//evil.example' }, { extra: 1 }];

  it('answers bad input with 400, and the feature being off only to a well-formed call', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const calls: Array<{ url: string; good: unknown; off: number }> = [
      { url: '/api/v3/billing/checkout', good: { returnPath: '/account/membership' }, off: 501 },
      { url: '/api/v3/billing/portal', good: {}, off: 501 },
      { url: '/api/v3/contact', good: { message: 'Hello' }, off: 503 },
      { url: '/api/v3/support/tickets', good: { subject: 'Stuck', message: 'It is stuck' }, off: 503 },
      { url: '/api/v3/connectors/dropbox/connect', good: { returnTo: 'albums' }, off: 503 },
      { url: '/api/v3/connected-albums/google', good: {}, off: 503 },
    ];
    for (const call of calls) {
      // A call that takes no body at all hears no body as null.
      const bad = call.url.endsWith('/google') ? BAD_BODIES.filter((body) => body !== null) : BAD_BODIES;
      for (const body of bad) {
        const answer = await client.postJson(call.url, body);
        expect(answer.statusCode, `${call.url} ${JSON.stringify(body)}: ${answer.body}`).toBe(400);
      }
      const off = await client.postJson(call.url, call.good);
      expect(off.statusCode, `${call.url}: ${off.body}`).toBe(call.off);
    }
  });

  it('refuses, on every route, a string no keyboard types: a control character or half a surrogate pair', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    // JSON.stringify writes a lone surrogate as its escape, as an attacker's body would carry it.
    const unplain = ['\u0000', '\u0007', '\ud800', '\udfff'];
    const calls: Array<{ url: string; body: (text: string) => unknown }> = [
      { url: '/api/v3/contact', body: (text) => ({ message: `Hello ${text}` }) },
      { url: '/api/v3/support/tickets', body: (text) => ({ subject: 'Stuck', message: text }) },
      { url: '/api/v3/albums', body: (text) => ({ name: 'Summer', nested: { deep: [text] } }) },
      { url: '/api/v3/albums', body: (text) => ({ [text]: 'Summer' }) },
    ];
    for (const call of calls) {
      for (const text of unplain) {
        const answer = await client.postJson(call.url, call.body(text));
        expect(answer.statusCode, `${call.url} ${JSON.stringify(call.body(text))}: ${answer.body}`).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'validation_failed' });
      }
    }
    // Line breaks and tabs are text, and a whole surrogate pair is one character.
    const album = await client.postJson('/api/v3/albums', { name: 'Summer\t😀' });
    expect(album.statusCode, album.body).toBe(201);
  });
});
