import type { FrameItems } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './event-stream-reader.ts';
import { createAlbum, DEVICE, FRAMES, invite, type PairedFrame, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { readyPhotos, useLibraryFixtures } from './library-fixtures.ts';

const commandsOf = (frameId: number) => `${FRAMES}/${frameId}/commands`;

describe.each(testDatabases())('the remote control of a frame on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();
  let base = '';

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  const photo = readyPhotos(t, files);

  /** The frame's event stream, as the player holds it, once it has said hello. */
  async function listen(frame: PairedFrame) {
    const events = await openEvents(`${base}${DEVICE}/events`, { authorization: `Bearer ${frame.token}` });
    expect(await events.next()).toMatchObject({ event: 'hello' });
    return events;
  }

  const command = (owner: Person, frameId: number, body: unknown) => owner.client.postJson(commandsOf(frameId), body);

  it("passes each of its owner's commands to the frame's event stream, with an id", async () => {
    const owner = await person();
    const frame = await pairFrame(t, owner.client, 'Hall');
    const events = await listen(frame);
    try {
      for (const name of ['next', 'previous', 'pause', 'resume', 'reload', 'clear-cache']) {
        const response = await command(owner, frame.frameId, { command: name });
        expect(response.statusCode, response.body).toBe(202);
        const { id } = response.json() as { id: string };
        expect(await events.nextOf('command')).toEqual({ event: 'command', data: { id, command: name } });
      }
    } finally {
      events.close();
    }
  });

  it('sends an own photo to the frame before telling it to show that photo now', async () => {
    const owner = await person();
    const shown = await photo(owner);
    const frame = await pairFrame(t, owner.client, 'Study');
    const events = await listen(frame);
    try {
      const response = await command(owner, frame.frameId, { command: 'show', itemId: shown });
      expect(response.statusCode, response.body).toBe(202);
      // The playlist holds it by the time the frame hears of it.
      expect(await events.next()).toMatchObject({ event: 'playlist' });
      expect(await events.nextOf('command')).toEqual({
        event: 'command',
        data: { id: (response.json() as { id: string }).id, command: 'show', itemId: shown },
      });
      const sent = (await owner.client.get(`${FRAMES}/${frame.frameId}/items`)).json() as FrameItems;
      expect(sent.items.map((item) => item.id)).toEqual([shown]);
    } finally {
      events.close();
    }
  });

  it("shows another person's photo of a shared album on the frame, without sending it to the frame", async () => {
    const owner = await person();
    const friend = await person();
    const theirs = await photo(friend);
    const album = await createAlbum(friend.client, t.uniqueName('Family'), { isShared: true, itemIds: [theirs] });
    await invite(friend, owner, album.id);
    const frame = await pairFrame(t, owner.client, 'Kitchen');
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    const events = await listen(frame);
    try {
      const response = await command(owner, frame.frameId, { command: 'show', itemId: theirs });
      expect(response.statusCode, response.body).toBe(202);
      expect(await events.nextOf('command')).toMatchObject({ data: { command: 'show', itemId: theirs } });
      const sent = (await owner.client.get(`${FRAMES}/${frame.frameId}/items`)).json() as FrameItems;
      expect(sent.total).toBe(0);
    } finally {
      events.close();
    }
  });

  it("answers 404 for another person's frame, a missing one, and an item the frame may not show", async () => {
    const owner = await person();
    const stranger = await person();
    const frame = await pairFrame(t, owner.client, 'Den');
    const strangersPhoto = await photo(stranger);
    const events = await listen(frame);
    try {
      const refused = [
        await command(stranger, frame.frameId, { command: 'next' }),
        await command(owner, 2_000_000_000, { command: 'next' }),
        await command(owner, frame.frameId, { command: 'show', itemId: strangersPhoto }),
        await command(owner, frame.frameId, { command: 'show', itemId: 2_147_483_647 }),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
      // None of them reached the frame: the first command it hears is the next one its owner sends.
      expect((await command(owner, frame.frameId, { command: 'pause' })).statusCode).toBe(202);
      expect(await events.nextOf('command')).toMatchObject({ data: { command: 'pause' } });
      const sent = (await owner.client.get(`${FRAMES}/${frame.frameId}/items`)).json() as FrameItems;
      expect(sent.total).toBe(0);
    } finally {
      events.close();
    }
  });

  it('refuses commands it does not know, and `show` without a possible item id', async () => {
    const owner = await person();
    const frame = await pairFrame(t, owner.client, 'Attic');
    const bodies: unknown[] = [
      {},
      { command: 'explode' },
      { command: 'NEXT' },
      { command: 'show' },
      { command: 'show', itemId: 0 },
      { command: 'show', itemId: -3 },
      { command: 'show', itemId: 1.5 },
      { command: 'show', itemId: '12' },
      { command: 'show', itemId: 2 ** 31 },
      [],
      'next',
    ];
    for (const body of bodies) {
      const response = await command(owner, frame.frameId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.client.postJson(`${FRAMES}/abc/commands`, { command: 'next' })).statusCode).toBe(400);
  });

  it('holds a person to 60 commands a minute, across their frames', async () => {
    const owner = await person();
    const [first, second] = [await pairFrame(t, owner.client), await pairFrame(t, owner.client)];
    for (let sent = 0; sent < 60; sent += 1) {
      const response = await command(owner, sent % 2 === 0 ? first.frameId : second.frameId, { command: 'next' });
      expect(response.statusCode, response.body).toBe(202);
    }
    const throttled = await command(owner, first.frameId, { command: 'next' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'requests_throttled', params: { max: 60, minutes: 1 } });
    // Someone else's remote is not held back by it.
    const other = await person();
    const theirs = await pairFrame(t, other.client);
    expect((await command(other, theirs.frameId, { command: 'next' })).statusCode).toBe(202);

    t.clock.advanceMinutes(2);
    expect((await command(owner, first.frameId, { command: 'next' })).statusCode).toBe(202);
  });
});
