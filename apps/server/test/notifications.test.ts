import type { Notification, NotificationPage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStreamLeases, STREAM_LEASE_SECONDS } from '../src/http/stream-leases.ts';
import { openEvents } from './event-stream-reader.ts';
import { createAlbum, invite } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, readyPhotos, useLibraryFixtures } from './library-fixtures.ts';
import { FRIENDS, friendshipWith, makeFriends, type Person } from './members-fixtures.ts';

const NOTIFICATIONS = '/api/v3/notifications';

describe.each(testDatabases())('notifications on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });
  const files = useLibraryFixtures();

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  async function notificationsOf(reader: Person, query = ''): Promise<NotificationPage> {
    const response = await reader.client.get(`${NOTIFICATIONS}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPage;
  }

  const photo = readyPhotos(t, files);

  function addItems(adder: Person, albumId: number, itemIds: number[]) {
    return adder.client.postJson(`/api/v3/albums/${albumId}/items`, { itemIds });
  }

  const typesOf = (page: NotificationPage) => page.notifications.map((notification) => notification.type);

  it('tells the person asked of a friend request, and the asker of the answer, each with who did it', async () => {
    const [a, b] = [await person(), await person()];
    await makeFriends(a, b);

    // Answered, the request itself is settled: read, and nothing more to do.
    const received = await notificationsOf(b);
    expect(received.notifications[0]).toMatchObject({
      type: 'friend_request',
      actor: { id: a.user.id, username: a.user.username },
    });
    expect(received.unreadCount).toBe(0);
    const answered = (await notificationsOf(a)).notifications.find((n) => n.type === 'friend_accepted');
    expect(answered).toMatchObject({ actor: { id: b.user.id } });
  });

  it('tells an invited person of an album invitation, and the owner of the answer', async () => {
    const [owner, member] = [await person(), await person()];
    const album = await createAlbum(owner.client, t.uniqueName('Summer'));
    await invite(owner, member, album.id);

    const invited = (await notificationsOf(member)).notifications.find((n) => n.type === 'album_invitation');
    expect(invited).toMatchObject({ actor: { id: owner.user.id }, params: { album: album.name } });
    expect(invited?.link).toMatch(/^\/family\/library\/albums\?invite=\d+$/);
    const accepted = (await notificationsOf(owner)).notifications.find((n) => n.type === 'album_invitation_accepted');
    expect(accepted).toMatchObject({ actor: { id: member.user.id }, link: `/family/library/albums/${album.id}` });
  });

  it('gathers a run of photos added to a shared album into one notification with their count', async () => {
    const [owner, member] = [await person(), await person()];
    const album = await createAlbum(owner.client, t.uniqueName('Garden'));
    await invite(owner, member, album.id);
    const [first, second, third] = [await photo(owner), await photo(owner), await photo(owner)];

    expect((await addItems(owner, album.id, [first])).statusCode).toBe(200);
    expect((await addItems(owner, album.id, [second, third])).statusCode).toBe(200);

    const added = (await notificationsOf(member)).notifications.filter((n) => n.type === 'album_items_added');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ actor: { id: owner.user.id }, params: { album: album.name, count: 3 } });
    // The one who added them hears nothing of it.
    expect(typesOf(await notificationsOf(owner))).not.toContain('album_items_added');

    // Once read, the next photo starts a new notification.
    await member.client.postJson(`${NOTIFICATIONS}/read`, { all: true });
    expect((await addItems(owner, album.id, [await photo(owner)])).statusCode).toBe(200);
    const again = (await notificationsOf(member)).notifications.filter((n) => n.type === 'album_items_added');
    expect(again.map((n) => n.params.count)).toEqual([1, 3]);
  });

  it('tells an uploader that their photos are ready, as one notification for a run of uploads', async () => {
    const owner = await person();
    await photo(owner);
    await photo(owner);
    const finished = (await notificationsOf(owner)).notifications.filter((n) => n.type === 'upload_finished');
    expect(finished).toHaveLength(1);
    expect(finished[0]?.params.count).toBe(2);
  });

  it('pictures the photos added with links its reader may open, and stops once they may not', async () => {
    const [owner, member] = [await person(), await person()];
    const album = await createAlbum(owner.client, t.uniqueName('Lake'));
    await invite(owner, member, album.id);
    const [first, second] = [await photo(owner), await photo(owner)];
    expect((await addItems(owner, album.id, [first, second])).statusCode).toBe(200);

    const added = (await notificationsOf(member)).notifications.find((n) => n.type === 'album_items_added');
    expect(added?.pictures.map((picture) => picture.itemId)).toEqual([second, first]);
    for (const picture of added?.pictures ?? []) {
      const link = new URL(picture.url, 'http://localhost');
      expect((await member.client.get(`${link.pathname}${link.search}`)).statusCode).toBe(200);
    }

    // Gone from the album, the photos are no longer theirs to see: the notice stays, without pictures.
    expect((await member.client.postJson(`/api/v3/albums/${album.id}/leave`, {})).statusCode).toBe(200);
    const after = (await notificationsOf(member)).notifications.find((n) => n.id === added?.id);
    expect(after?.pictures).toEqual([]);
  });

  it('pictures an upload run with its newest photos, no more than four', async () => {
    const owner = await person();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await photo(owner));
    const finished = (await notificationsOf(owner)).notifications.find((n) => n.type === 'upload_finished');
    expect(finished?.pictures).toHaveLength(4);
    expect(new Set(finished?.pictures.map((picture) => picture.itemId))).toEqual(new Set(ids.slice(-4)));
  });

  it('never pictures an item its reader may not see, whoever raised the notice', async () => {
    const [owner, stranger] = [await person(), await person()];
    const theirs = await photo(owner);
    await t.services.notifications.raise({
      userId: stranger.user.id,
      type: 'photos_received',
      actorId: owner.user.id,
      params: { name: 'x', count: 1 },
      link: '/family/members',
      itemIds: [theirs],
    });
    const notice = (await notificationsOf(stranger)).notifications.find((n) => n.type === 'photos_received');
    expect(notice).toMatchObject({ pictures: [], actor: { id: owner.user.id, avatarUrl: null } });
  });

  it('settles an album invitation once it is answered: read, and no answer offered', async () => {
    const [owner, accepting, declining] = [await person(), await person(), await person()];
    const album = await createAlbum(owner.client, t.uniqueName('Hills'));
    await invite(owner, accepting, album.id, false);
    await invite(owner, declining, album.id, false);
    const invitationOf = async (invitee: Person) =>
      (await notificationsOf(invitee)).notifications.find((n) => n.type === 'album_invitation');
    expect(await invitationOf(accepting)).toMatchObject({ readAt: null, resolvedAt: null });

    const { invites } = (await accepting.client.get('/api/v3/album-invites')).json() as { invites: { id: number }[] };
    expect((await accepting.client.postJson(`/api/v3/album-invites/${invites[0]?.id}/accept`, {})).statusCode).toBe(
      200,
    );
    const declined = (await declining.client.get('/api/v3/album-invites')).json() as { invites: { id: number }[] };
    expect(
      (await declining.client.postJson(`/api/v3/album-invites/${declined.invites[0]?.id}/decline`, {})).statusCode,
    ).toBe(200);

    for (const invitee of [accepting, declining]) {
      const settled = await invitationOf(invitee);
      expect(settled?.readAt).not.toBeNull();
      expect(settled?.resolvedAt).not.toBeNull();
      expect((await notificationsOf(invitee)).unreadCount).toBe(0);
    }
    // The owner's news of the answers is theirs to read.
    expect((await notificationsOf(owner)).unreadCount).toBe(2);
  });

  it('settles a friend request once it is answered', async () => {
    const [a, b] = [await person(), await person()];
    expect((await a.client.postJson(`${FRIENDS}/invitations`, { invitees: [b.user.username] })).statusCode).toBe(200);
    const requestOf = async () => (await notificationsOf(b)).notifications.find((n) => n.type === 'friend_request');
    expect(await requestOf()).toMatchObject({ readAt: null, resolvedAt: null });

    const friendship = await friendshipWith(b, a);
    expect((await b.client.postJson(`${FRIENDS}/${friendship?.id}/respond`, { accept: false })).statusCode).toBe(200);
    expect(await requestOf()).toMatchObject({ readAt: expect.any(String), resolvedAt: expect.any(String) });
    expect((await notificationsOf(b)).unreadCount).toBe(0);
  });

  it('pages newest first', async () => {
    const owner = await person();
    const others = [await person(), await person(), await person()];
    for (const other of others) {
      const album = await createAlbum(other.client, t.uniqueName('Page'));
      await invite(other, owner, album.id, false);
    }
    const first = await notificationsOf(owner, '?limit=2');
    expect(first.notifications.map((n) => n.actor?.id)).toEqual([others[2]?.user.id, others[1]?.user.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await notificationsOf(owner, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.actor?.id)).toEqual([others[0]?.user.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('marks read the ones named, or all, and never another person’s', async () => {
    const [owner, other] = [await person(), await person()];
    for (const inviter of [await person(), await person()]) {
      const album = await createAlbum(inviter.client, t.uniqueName('Read'));
      await invite(inviter, owner, album.id, false);
      await invite(inviter, other, album.id, false);
    }
    const [newest, oldest] = (await notificationsOf(owner)).notifications as [Notification, Notification];
    const othersIds = (await notificationsOf(other)).notifications.map((n) => n.id);

    const marked = await owner.client.postJson(`${NOTIFICATIONS}/read`, { ids: [oldest.id, ...othersIds] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 1 });
    const after = await notificationsOf(owner);
    expect(after.notifications.find((n) => n.id === oldest.id)?.readAt).not.toBeNull();
    expect(after.notifications.find((n) => n.id === newest.id)?.readAt).toBeNull();
    expect((await notificationsOf(other)).unreadCount).toBe(2);

    expect((await owner.client.postJson(`${NOTIFICATIONS}/read`, { all: true })).json()).toEqual({ unreadCount: 0 });
  });

  it('refuses the list and the stream to someone not signed in', async () => {
    expect((await t.client().get(NOTIFICATIONS)).statusCode).toBe(401);
    expect((await t.client().get('/api/v3/events')).statusCode).toBe(401);
  });

  let listening: string | undefined;
  /** The app on a real port (once per file), for streams read as a browser reads them. */
  const baseUrl = async () => {
    listening ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
    return listening;
  };
  const cookieOf = (client: { cookies: Map<string, string> }) =>
    [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  it('serves at most 10 streams to one account, over every session and every process, and more to another', async () => {
    const a = await person();
    const base = await baseUrl();
    // A second sign-in of the same account: its streams count with the first's.
    const elsewhere = t.client('10.9.9.9');
    expect((await elsewhere.login(a.user.email, a.user.password)).statusCode).toBe(200);
    // Another web process serving three of its streams: their leases are in the same table.
    const otherProcess = createStreamLeases(t.context.db, t.clock);
    const heldThere = [];
    for (let tab = 0; tab < 3; tab += 1) heldThere.push(await otherProcess.take(`user:${a.user.id}`, 10));
    expect(heldThere.every((lease) => lease !== null)).toBe(true);
    // A minute later, this process opens its own.
    t.clock.advanceMinutes(1);
    const open = [];
    try {
      for (let tab = 0; tab < 7; tab += 1) {
        const events = await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(tab % 2 ? a.client : elsewhere) });
        await events.nextOf('unread');
        open.push(events);
      }
      for (const client of [a.client, elsewhere]) {
        const refused = await fetch(`${base}/api/v3/events`, { headers: { cookie: cookieOf(client) } });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: 'too_many_streams' });
      }
      // Someone else is not held by a's streams.
      const b = await person();
      const others = await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(b.client) });
      await others.nextOf('unread');
      open.push(others);
      // A tab closed makes room for another.
      open.shift()?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      open.push(await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(a.client) }));
      expect((await fetch(`${base}/api/v3/events`, { headers: { cookie: cookieOf(a.client) } })).status).toBe(429);
      // The other process died after taking its leases: it renewed nothing, and they lapse three
      // pings after it took them, while this process's own still hold.
      t.clock.advanceMinutes((STREAM_LEASE_SECONDS + 1) / 60 - 1);
      for (let tab = 0; tab < 3; tab += 1) {
        const events = await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(a.client) });
        await events.nextOf('unread');
        open.push(events);
      }
      expect((await fetch(`${base}/api/v3/events`, { headers: { cookie: cookieOf(a.client) } })).status).toBe(429);
    } finally {
      for (const events of open) events.close();
    }
  });

  it('ends a stream when its session signs out, or when the password changes elsewhere', async () => {
    const a = await person();
    const base = await baseUrl();
    const signedOut = await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(a.client) });
    await signedOut.nextOf('unread');
    const signOutCookie = cookieOf(a.client);
    expect((await fetch(`${base}/api/sign_out/`, { headers: { cookie: signOutCookie } })).status).toBe(200);
    expect(await signedOut.ended()).toBe(true);

    const elsewhere = t.client('10.40.0.1');
    expect((await elsewhere.login(a.user.email, a.user.password)).statusCode).toBe(200);
    const other = await openEvents(`${base}/api/v3/events`, { cookie: cookieOf(elsewhere) });
    await other.nextOf('unread');
    const here = t.client('10.40.0.2');
    expect((await here.login(a.user.email, a.user.password)).statusCode).toBe(200);
    const changed = await here.postJson('/api/v3/users/password', {
      old_password: a.user.password,
      password: 'Another-Frame-Pass3',
      password_confirm: 'Another-Frame-Pass3',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await other.ended()).toBe(true);
  });

  it('pushes a notification to the person’s open stream the moment it is raised', async () => {
    const [a, b] = [await person(), await person()];
    const base = await baseUrl();
    const cookie = cookieOf(b.client);
    const events = await openEvents(`${base}/api/v3/events`, { cookie });
    try {
      expect(events.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await events.next()).toEqual({ event: 'unread', data: { unreadCount: 0 } });

      const asked = await a.client.postJson(`${FRIENDS}/invitations`, { invitees: [b.user.username] });
      expect(asked.statusCode, asked.body).toBe(200);
      const pushed = await events.nextOf('notification');
      expect(pushed.data).toMatchObject({
        notification: { type: 'friend_request', actor: { id: a.user.id } },
        unreadCount: 1,
      });

      // Reading it in another tab tells this one the new count.
      expect((await b.client.postJson(`${NOTIFICATIONS}/read`, { all: true })).statusCode).toBe(200);
      expect(await events.nextOf('unread')).toEqual({ event: 'unread', data: { unreadCount: 0 } });
      expect(await friendshipWith(b, a)).toMatchObject({ status: 'pending' });
    } finally {
      events.close();
    }
  });
});
