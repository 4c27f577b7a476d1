import type { Album, AlbumItemPage, LibraryItem, Message, MessagePage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, itemRowsOf, uploadFile, useLibraryFixtures } from './library-fixtures.ts';
import { breakWrites, FRIENDS, friendshipWith, makeFriends, type Person } from './members-fixtures.ts';

describe.each(testDatabases())('private photo messages on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });
  const files = useLibraryFixtures();
  let seed = 0;

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  /** Real photos in the person's library, their renditions made: what a message carries. */
  async function photos(owner: Person, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      seed += 1;
      const response = await uploadFile(owner.client, `photo-${seed}.jpg`, await files.uniqueJpeg(seed));
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as { item: LibraryItem }).item.id);
    }
    await t.context.queue.drain({ timeoutMs: 60_000 });
    return ids;
  }

  function send(from: Person, friendshipId: number, body: { itemIds: number[]; note?: string }) {
    return from.client.postJson(`${FRIENDS}/${friendshipId}/messages`, body);
  }

  async function conversation(reader: Person, friendshipId: number, query = ''): Promise<MessagePage> {
    const response = await reader.client.get(`${FRIENDS}/${friendshipId}/messages${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MessagePage;
  }

  async function expectServed(url: string | null): Promise<Buffer> {
    expect(url).not.toBeNull();
    const response = await t.app.inject({ url: url ?? '' });
    expect(response.statusCode, url ?? '').toBe(200);
    return response.rawPayload;
  }

  it('refuses a friend who has not accepted, and a send without photos, with their texts', async () => {
    const [a, b] = [await person(), await person()];
    const [photo] = await photos(a, 1);
    await a.client.postJson(`${FRIENDS}/invitations`, { invitees: [b.user.username] });
    const pending = (await friendshipWith(a, b))?.id ?? 0;
    const refused = await send(a, pending, { itemIds: [photo ?? 0] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'friend_not_accepted',
      message: 'Your friend need to accept your invite before you share photos with them',
    });

    expect((await b.client.postJson(`${FRIENDS}/${pending}/respond`, { accept: true })).statusCode).toBe(200);
    const friendship = pending;
    const empty = await send(a, friendship, { itemIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'photo_selection_required',
      message: 'To perform this action, you need to select a photo first',
    });
    expect((await conversation(a, friendship)).messages).toEqual([]);
  });

  it('sends own photos with a note; both read them, and opening marks them read', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [first, second] = (await photos(a, 2)) as [number, number];
    const response = await send(a, friendship, { itemIds: [second, first, second], note: ' From the beach ' });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json() as Message;
    expect(message).toMatchObject({
      from: { id: a.user.id, username: a.user.username, displayName: 'Ada Lovelace' },
      to: { id: b.user.id },
      note: 'From the beach',
      readAt: null,
    });
    expect(message.items.map((item) => item.id)).toEqual([second, first]);
    expect(message.items[0]).toMatchObject({ kind: 'photo', width: expect.any(Number) });

    expect(await friendshipWith(b, a)).toMatchObject({ unreadMessages: 1, lastMessageAt: message.sentAt });
    expect(await friendshipWith(a, b)).toMatchObject({ unreadMessages: 0, lastMessageAt: message.sentAt });

    const received = await conversation(b, friendship);
    expect(received.messages).toHaveLength(1);
    expect(received.messages[0]?.readAt).not.toBeNull();
    expect(await friendshipWith(b, a)).toMatchObject({ unreadMessages: 0 });
    expect((await conversation(a, friendship)).messages[0]?.readAt).toBe(received.messages[0]?.readAt);

    // Every link works for the sender and for the receiver.
    const original = await uploadedBytesOf(a, first);
    for (const reader of [a, b]) {
      const [seen] = (await conversation(reader, friendship)).messages;
      for (const item of seen?.items ?? []) {
        await expectServed(item.urls.square);
        await expectServed(item.urls.preview);
      }
      const firstItem = seen?.items.find((item) => item.id === first);
      expect((await expectServed(firstItem?.urls.original ?? null)).equals(original)).toBe(true);
    }
  });

  /** The bytes of an item as its owner's library serves them. */
  async function uploadedBytesOf(owner: Person, itemId: number): Promise<Buffer> {
    const item = (await owner.client.get(`/api/v3/library/items/${itemId}`)).json() as LibraryItem;
    return expectServed(item.urls.original);
  }

  it('shows the conversation and its photos to nobody but the two', async () => {
    const [a, b, stranger] = [await person(), await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [photo] = (await photos(a, 1)) as [number];
    expect((await send(a, friendship, { itemIds: [photo] })).statusCode).toBe(201);

    expect((await stranger.client.get(`${FRIENDS}/${friendship}/messages`)).statusCode).toBe(404);
    expect((await send(stranger, friendship, { itemIds: [photo] })).statusCode).toBe(404);
    // Not through the library either: the photo stays the sender's, for the receiver as for anyone.
    for (const reader of [b, stranger]) {
      expect((await reader.client.get(`/api/v3/library/items/${photo}`)).statusCode).toBe(404);
      expect(JSON.stringify((await reader.client.get('/api/v3/library/items')).json())).not.toContain(`"id":${photo},`);
    }
    // A friend of the receiver's is a stranger to this conversation.
    const other = await person();
    const otherFriendship = await makeFriends(b, other);
    const theirs = await conversation(other, otherFriendship);
    expect(theirs.messages).toEqual([]);
  });

  it("refuses items that are not the sender's own, sending nothing", async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [own] = (await photos(a, 1)) as [number];
    const [foreign] = (await photos(b, 1)) as [number];
    // Still being processed: nothing to show or copy yet.
    const [source] = (await itemRowsOf(t, a.user.id)).filter((row) => row.id === own);
    // The search words are the database's to write.
    const { id: _id, search_words: _words, ...columns } = source ?? ({} as NonNullable<typeof source>);
    const hash = 'f'.repeat(64);
    const [processing] = await t.context.db
      .insertInto('library_items')
      .values({ ...columns, status: 'processing', content_hash: hash, original_key: `originals/ff/${hash}.jpg` })
      .returning('id')
      .execute();
    for (const itemIds of [[foreign], [own, foreign], [own, 2147483000], [own, -1], [processing?.id ?? 0]]) {
      const response = await send(a, friendship, { itemIds });
      expect(response.statusCode, JSON.stringify(itemIds)).toBe(404);
    }
    expect((await conversation(b, friendship)).messages).toEqual([]);
  });

  it('pages the conversation newest first by cursor', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [one, two, three] = (await photos(a, 3)) as [number, number, number];
    await send(a, friendship, { itemIds: [one], note: 'one' });
    await send(a, friendship, { itemIds: [two], note: 'two' });
    await send(a, friendship, { itemIds: [three], note: 'three' });
    const first = await conversation(b, friendship, '?limit=2');
    expect(first.messages.map((message) => message.note)).toEqual(['three', 'two']);
    expect(first.nextCursor).not.toBeNull();
    const rest = await conversation(b, friendship, `?limit=2&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ messages: [{ note: 'one' }], nextCursor: null });
  });

  it("copies into the receiver's default album on the same stored bytes, once", async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const album = (await b.client.postJson('/api/v3/albums', { name: 'From family' })).json() as Album;
    const set = await b.client.putJson('/api/v3/users/settings', { defaultAlbumId: album.id });
    expect(set.statusCode, set.body).toBe(200);
    const [photo] = (await photos(a, 1)) as [number];
    expect((await send(a, friendship, { itemIds: [photo], note: 'for your frame' })).statusCode).toBe(201);

    const items = (await b.client.get(`/api/v3/albums/${album.id}/items`)).json() as AlbumItemPage;
    expect(items.items).toHaveLength(1);
    const copy = items.items[0];
    expect(copy).toMatchObject({ isOwnUpload: true, addedBy: { id: b.user.id } });
    expect(copy?.id).not.toBe(photo);
    const [sourceRow] = (await itemRowsOf(t, a.user.id)).filter((row) => row.id === photo);
    const copies = await itemRowsOf(t, b.user.id);
    expect(copies).toEqual([
      expect.objectContaining({ id: copy?.id, source: 'copy', original_key: sourceRow?.original_key }),
    ]);
    await expectServed(copy?.urls.square ?? null);

    // The same photo again: nothing new in the library or the album.
    expect((await send(a, friendship, { itemIds: [photo] })).statusCode).toBe(201);
    expect(await itemRowsOf(t, b.user.id)).toHaveLength(1);
    expect(((await b.client.get(`/api/v3/albums/${album.id}/items`)).json() as AlbumItemPage).items).toHaveLength(1);

    // Removing the friend ends the conversation for both; the copies are the receiver's to keep.
    expect((await a.client.delete(`${FRIENDS}/${friendship}`)).statusCode).toBe(200);
    expect((await b.client.get(`${FRIENDS}/${friendship}/messages`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/v3/library/items/${copy?.id}`)).statusCode).toBe(200);
  });

  it('keeps photos out of anyone else’s library when no default album is set', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [photo] = (await photos(a, 1)) as [number];
    await send(a, friendship, { itemIds: [photo] });
    expect(await itemRowsOf(t, b.user.id)).toEqual([]);
  });

  function save(reader: Person, friendshipId: number | string, messageId: number | string, body: unknown = {}) {
    return reader.client.postJson(`${FRIENDS}/${friendshipId}/messages/${messageId}/save`, body);
  }

  it("saves received photos into the receiver's own library on the same stored bytes, never twice", async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [first, second] = (await photos(a, 2)) as [number, number];
    const message = (await send(a, friendship, { itemIds: [second, first] })).json() as Message;

    const one = await save(b, friendship, message.id, { itemIds: [first] });
    expect(one.statusCode, one.body).toBe(200);
    const [copyOfFirst] = (one.json() as { itemIds: number[] }).itemIds;
    expect(one.json()).toEqual({ saved: 1, itemIds: [copyOfFirst] });
    const [sourceRow] = (await itemRowsOf(t, a.user.id)).filter((row) => row.id === first);
    expect(await itemRowsOf(t, b.user.id)).toEqual([
      expect.objectContaining({ id: copyOfFirst, source: 'copy', original_key: sourceRow?.original_key }),
    ]);
    const copy = (await b.client.get(`/api/v3/library/items/${copyOfFirst}`)).json() as LibraryItem;
    await expectServed(copy.urls.square);

    // All of the message, in its order: the photo already saved answers with the same item.
    const all = await save(b, friendship, message.id);
    expect(all.statusCode, all.body).toBe(200);
    const saved = all.json() as { saved: number; itemIds: number[] };
    expect(saved.saved).toBe(2);
    expect(saved.itemIds[1]).toBe(copyOfFirst);
    expect(await itemRowsOf(t, b.user.id)).toHaveLength(2);
    expect((await save(b, friendship, message.id)).json()).toEqual(saved);
    expect(await itemRowsOf(t, b.user.id)).toHaveLength(2);
    // The sender's own photos are untouched.
    expect((await itemRowsOf(t, a.user.id)).map((row) => row.id).sort()).toEqual([first, second].sort());
  });

  it('lets only the receiver save, within the friendship, and only the photos of that message', async () => {
    const [a, b, stranger, other] = [await person(), await person(), await person(), await person()];
    const friendship = await makeFriends(a, b);
    const elsewhere = await makeFriends(b, other);
    const [photo, unsent] = (await photos(a, 2)) as [number, number];
    const message = (await send(a, friendship, { itemIds: [photo] })).json() as Message;
    const [theirs] = (await photos(other, 1)) as [number];
    const otherMessage = (await send(other, elsewhere, { itemIds: [theirs] })).json() as Message;

    const refused: Array<[Person, number, number, unknown]> = [
      [a, friendship, message.id, {}],
      [stranger, friendship, message.id, {}],
      [b, elsewhere, message.id, {}],
      [b, friendship, otherMessage.id, {}],
      [b, friendship, 2147483000, {}],
      [b, friendship, message.id, { itemIds: [unsent] }],
      [b, friendship, message.id, { itemIds: [photo, theirs] }],
      [b, friendship, message.id, { itemIds: [photo, -1] }],
    ];
    for (const [reader, friendshipId, messageId, body] of refused) {
      const response = await save(reader, friendshipId, messageId, body);
      expect(response.statusCode, `${reader.user.username} ${friendshipId}/${messageId} ${JSON.stringify(body)}`).toBe(
        404,
      );
    }
    for (const reader of [a, b, stranger]) {
      const rows = await itemRowsOf(t, reader.user.id);
      expect(rows.filter((row) => row.source === 'copy')).toEqual([]);
    }

    // A photo the sender deleted is no longer the message's to give.
    expect((await a.client.postJson('/api/v3/library/items/delete', { itemIds: [photo] })).statusCode).toBe(200);
    expect((await save(b, friendship, message.id, { itemIds: [photo] })).statusCode).toBe(404);
    expect((await save(b, friendship, message.id)).json()).toEqual({ saved: 0, itemIds: [] });
  });

  it('refuses malformed ids and selections before anything is saved', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [photo] = (await photos(a, 1)) as [number];
    const message = (await send(a, friendship, { itemIds: [photo] })).json() as Message;
    const bodies = [
      { itemIds: [] },
      { itemIds: Array.from({ length: 201 }, (_, index) => index + 1) },
      { itemIds: 'all' },
      { itemIds: [1.5] },
      { itemIds: ['1'] },
      null,
      [photo],
    ];
    for (const body of bodies) {
      const response = await save(b, friendship, message.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    for (const [friendshipId, messageId] of [
      [friendship, 'abc'],
      [friendship, '0'],
      [friendship, '1e3'],
      ['-1', message.id],
      [friendship, '9'.repeat(30)],
    ] as const) {
      const response = await save(b, friendshipId, messageId);
      expect(response.statusCode, `${friendshipId}/${messageId}`).toBe(400);
    }
    expect(await itemRowsOf(t, b.user.id)).toEqual([]);
  });

  it('takes a photo the sender deleted out of the conversation', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [kept, deleted] = (await photos(a, 2)) as [number, number];
    await send(a, friendship, { itemIds: [kept, deleted] });
    expect((await a.client.postJson('/api/v3/library/items/delete', { itemIds: [deleted] })).statusCode).toBe(200);
    const [message] = (await conversation(b, friendship)).messages;
    expect(message?.items.map((item) => item.id)).toEqual([kept]);
  });

  it('answers a real failure with Could not send photos, and writes nothing', async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [photo] = (await photos(a, 1)) as [number];
    const restore = await breakWrites(t, 'message_items', ['INSERT']);
    try {
      const response = await send(a, friendship, { itemIds: [photo] });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'photos_send_failed', message: 'Could not send photos' });
    } finally {
      await restore();
    }
    expect((await conversation(b, friendship)).messages).toEqual([]);
    expect(await friendshipWith(b, a)).toMatchObject({ lastMessageAt: null, unreadMessages: 0 });
  });

  it("takes a deleted account's messages with it", async () => {
    const [a, b] = [await person(), await person()];
    const friendship = await makeFriends(a, b);
    const [photo] = (await photos(a, 1)) as [number];
    await send(a, friendship, { itemIds: [photo] });
    await t.context.db.deleteFrom('users').where('id', '=', b.user.id).execute();
    const left = await t.context.db
      .selectFrom('messages')
      .select('id')
      .where('friendship_id', '=', friendship)
      .execute();
    expect(left).toEqual([]);
  });
});
