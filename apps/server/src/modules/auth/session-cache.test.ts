import { describe, expect, it } from 'vitest';
import { createInProcessRealtime } from '../../infra/realtime/in-process.ts';
import { RESYNC_EVENT } from '../../infra/realtime/realtime.ts';
import { createSessionCache, SESSION_CACHE_MS, SESSIONS_ENDED_CHANNEL } from './session-cache.ts';

const session = (id: string, userId: number) => ({
  id,
  user_id: userId,
  created_at: '2026-11-01T00:00:00.000Z',
  expires_at: '2026-12-01T00:00:00.000Z',
});

/** The cache on a clock of the test's own, and a realtime bus in the process. */
function cacheUnderTest() {
  let at = 0;
  const realtime = createInProcessRealtime();
  const cache = createSessionCache({ realtime, now: () => at });
  return { cache, realtime, pass: (ms: number) => (at += ms) };
}

/** Lets the bus deliver what was published: its listeners run after `publish` resolves. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('the sessions a process holds', () => {
  it('answers a session read within the second, and asks the database again after it', () => {
    const { cache, pass } = cacheUnderTest();
    cache.remember(session('a', 1));
    pass(SESSION_CACHE_MS - 1);
    expect(cache.get('a')?.user_id).toBe(1);
    pass(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets a person's sessions at once here, and in every process that hears the notice", async () => {
    const { cache, realtime } = cacheUnderTest();
    const elsewhere = createSessionCache({ realtime, now: () => 0 });
    for (const held of [cache, elsewhere]) {
      held.remember(session('a', 1));
      held.remember(session('b', 1));
      held.remember(session('c', 2));
    }
    await cache.forgetEverywhere(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    await delivered();
    expect([elsewhere.get('a'), elsewhere.get('b'), elsewhere.get('c')?.user_id]).toEqual([undefined, undefined, 2]);
  });

  it('trusts nothing it holds after a gap in which notices may have been lost', async () => {
    const { cache, realtime } = cacheUnderTest();
    cache.remember(session('a', 1));
    await realtime.publish(SESSIONS_ENDED_CHANNEL, RESYNC_EVENT);
    await delivered();
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds a bounded number, the oldest read going first', () => {
    const { cache } = cacheUnderTest();
    for (let index = 0; index <= 10_000; index += 1) cache.remember(session(`s${index}`, index));
    expect(cache.get('s0')).toBeUndefined();
    expect(cache.get('s1')?.user_id).toBe(1);
    expect(cache.get('s10000')?.user_id).toBe(10_000);
  });
});
