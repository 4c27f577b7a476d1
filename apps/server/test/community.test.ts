import {
  COMMUNITY_LIMITS,
  type CommunityMe,
  type CommunityPost,
  type CommunityPostPage,
  type CommunityReactionResult,
  type CommunityReply,
  type CommunityReportPage,
  type CommunitySuspendedList,
  type CommunityThread,
  type NotificationPage,
} from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestUser, testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const COMMUNITY = '/api/v3/community';

interface Person {
  client: TestClient;
  user: TestUser;
}

describe.each(testDatabases())('community on $name', (database) => {
  const t = useTestApp(database);

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  async function operator(): Promise<Person> {
    const someone = await person();
    await t.services.operators.setOperator(someone.user.id, true);
    return someone;
  }

  async function post(author: Person, values: Record<string, unknown> = {}): Promise<CommunityPost> {
    const response = await author.client.postJson(`${COMMUNITY}/posts`, {
      kind: 'question',
      title: 'How do I hang a frame?',
      body: 'It keeps tilting to the left.',
      ...values,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CommunityPost;
  }

  async function feed(reader: Person, query = ''): Promise<CommunityPostPage> {
    const response = await reader.client.get(`${COMMUNITY}/posts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CommunityPostPage;
  }

  async function thread(reader: Person, postId: number): Promise<CommunityThread> {
    const response = await reader.client.get(`${COMMUNITY}/posts/${postId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CommunityThread;
  }

  async function reply(author: Person, postId: number, body = 'Use two nails.'): Promise<CommunityReply> {
    const response = await author.client.postJson(`${COMMUNITY}/posts/${postId}/replies`, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CommunityReply;
  }

  async function hide(moderator: Person, target: 'posts' | 'replies', id: number, state = 'hidden') {
    const response = await moderator.client.patchJson(`${COMMUNITY}/moderation/${target}/${id}`, {
      state,
      reason: 'Off topic',
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('shows a post with photos of its author’s own library to other members, by signed rendition URLs', async () => {
    const [author, reader] = [await person(), await person()];
    const photos = [await seedReadyPhoto(t, author.user.id), await seedReadyPhoto(t, author.user.id)];

    const created = await post(author, { itemIds: photos });
    expect(created).toMatchObject({ kind: 'question', state: 'visible', isMine: true, replyCount: 0 });
    expect(created.photos.map((photo) => photo.id)).toEqual(photos);

    const seen = (await thread(reader, created.id)).post;
    expect(seen.isMine).toBe(false);
    expect(seen.author).toMatchObject({ id: author.user.id, username: author.user.username });
    expect(seen.photos).toHaveLength(2);
    expect(seen.photos[0]?.urls.square).toMatch(/^\/api\/media\/renditions\//);
    // What leaves through a post is renditions only: never the original.
    expect(JSON.stringify(seen.photos)).not.toContain('original');
    expect((await feed(reader)).posts.some((candidate) => candidate.id === created.id)).toBe(true);
  });

  it('saves a tip as a tip, and lists it under tips, not questions', async () => {
    const [author, reader] = [await person(), await person()];
    const created = await post(author, { kind: 'tip', title: 'Photos look best at 4:3' });
    expect(created.kind).toBe('tip');
    expect((await thread(reader, created.id)).post.kind).toBe('tip');
    expect((await feed(reader, '?kind=tip')).posts.map((candidate) => candidate.id)).toContain(created.id);
    expect((await feed(reader, '?kind=question')).posts.map((candidate) => candidate.id)).not.toContain(created.id);
  });

  it('answers 404 for a photo id that is not the author’s, and writes nothing', async () => {
    const [author, other] = [await person(), await person()];
    const theirs = await seedReadyPhoto(t, other.user.id);
    const mine = await seedReadyPhoto(t, author.user.id);
    const response = await author.client.postJson(`${COMMUNITY}/posts`, {
      kind: 'tip',
      title: 'Look at this',
      body: 'Nice light.',
      itemIds: [mine, theirs],
    });
    expect(response.statusCode).toBe(404);
    const rows = await t.context.db
      .selectFrom('community_posts')
      .select('id')
      .where('user_id', '=', author.user.id)
      .execute();
    expect(rows).toHaveLength(0);
    // A video is not a photo to show.
    const video = await seedReadyPhoto(t, author.user.id, { kind: 'video' });
    const refused = await author.client.postJson(`${COMMUNITY}/posts`, {
      kind: 'tip',
      title: 'A clip',
      body: 'Watch.',
      itemIds: [video],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'community_photo_not_allowed' });

    // A photo someone else sent, saved to the author's library, is not theirs to post.
    const saved = await seedReadyPhoto(t, author.user.id, { source: 'copy', copied_from_user_id: other.user.id });
    const notTheirs = await author.client.postJson(`${COMMUNITY}/posts`, {
      kind: 'tip',
      title: 'Look',
      body: 'Found this.',
      itemIds: [saved],
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json()).toMatchObject({ code: 'not_own_photo' });
  });

  it('tells the author of a reply, not of their own; lists replies and counts them', async () => {
    const [author, replier] = [await person(), await person()];
    const created = await post(author);
    await reply(replier, created.id, 'Try a picture rail.');
    await reply(author, created.id, 'Thanks!');

    const notifications = (await author.client.get('/api/v3/notifications')).json() as NotificationPage;
    const replied = notifications.notifications.filter((n) => n.type === 'community_reply');
    expect(replied).toHaveLength(1);
    expect(replied[0]).toMatchObject({
      actor: { id: replier.user.id },
      params: { title: created.title },
      link: `/hub/community/${created.id}`,
    });
    const replierNotes = (await replier.client.get('/api/v3/notifications')).json() as NotificationPage;
    expect(replierNotes.notifications.some((n) => n.type === 'community_reply')).toBe(false);

    const read = await thread(replier, created.id);
    expect(read.post.replyCount).toBe(2);
    expect(read.replies.map((r) => r.body)).toEqual(['Try a picture rail.', 'Thanks!']);
    expect(read.replies[0]?.isMine).toBe(true);
  });

  it('toggles a reaction: one per person and kind', async () => {
    const [author, reader] = [await person(), await person()];
    const created = await post(author);
    const url = `${COMMUNITY}/posts/${created.id}/reactions`;

    const given = (await reader.client.postJson(url, { kind: 'helpful' })).json() as CommunityReactionResult;
    expect(given.reactions.find((r) => r.kind === 'helpful')).toEqual({ kind: 'helpful', count: 1, mine: true });
    await author.client.postJson(url, { kind: 'helpful' });
    const seen = (await thread(author, created.id)).post.reactions.find((r) => r.kind === 'helpful');
    expect(seen).toEqual({ kind: 'helpful', count: 2, mine: true });
    const taken = (await reader.client.postJson(url, { kind: 'helpful' })).json() as CommunityReactionResult;
    expect(taken.reactions.find((r) => r.kind === 'helpful')).toEqual({ kind: 'helpful', count: 1, mine: false });

    const first = await reply(author, created.id);
    const onReply = await reader.client.postJson(`${COMMUNITY}/replies/${first.id}/reactions`, { kind: 'love' });
    expect(onReply.statusCode).toBe(200);
    expect((await reader.client.postJson(url, { kind: 'angry' })).statusCode).toBe(400);
  });

  it('takes a report once, shows it to operators, and hiding the post takes it and its photos away', async () => {
    const [author, reporter, reader, moderator] = [await person(), await person(), await person(), await operator()];
    const photo = await seedReadyPhoto(t, author.user.id);
    const created = await post(author, { kind: 'tip', title: 'Buy cheap frames here', itemIds: [photo] });

    const report = { target: 'post', targetId: created.id, reason: 'spam', note: 'An advert' };
    expect((await reporter.client.postJson(`${COMMUNITY}/reports`, report)).statusCode).toBe(201);
    const again = await reporter.client.postJson(`${COMMUNITY}/reports`, report);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'community_already_reported' });
    // One's own post is not for reporting.
    expect((await author.client.postJson(`${COMMUNITY}/reports`, report)).statusCode).toBe(404);

    const reports = (await moderator.client.get(`${COMMUNITY}/moderation/reports`)).json() as CommunityReportPage;
    const open = reports.reports.find((r) => r.targetId === created.id);
    expect(open).toMatchObject({
      target: 'post',
      reason: 'spam',
      note: 'An advert',
      reporter: { id: reporter.user.id },
      author: { id: author.user.id },
      title: 'Buy cheap frames here',
      targetState: 'visible',
    });

    await hide(moderator, 'posts', created.id);
    expect((await reader.client.get(`${COMMUNITY}/posts/${created.id}`)).statusCode).toBe(404);
    expect((await feed(reader)).posts.some((p) => p.id === created.id)).toBe(false);
    // Its author still sees it, marked hidden, without its photos.
    const own = (await thread(author, created.id)).post;
    expect(own).toMatchObject({ state: 'hidden', photos: [] });
    expect((await feed(moderator)).posts.find((p) => p.id === created.id)?.state).toBe('hidden');
    // Settled: no longer among the open reports.
    const after = (await moderator.client.get(`${COMMUNITY}/moderation/reports`)).json() as CommunityReportPage;
    expect(after.reports.some((r) => r.targetId === created.id)).toBe(false);
    // Hidden posts take no replies from members.
    expect((await reader.client.postJson(`${COMMUNITY}/posts/${created.id}/replies`, { body: 'Hi' })).statusCode).toBe(
      404,
    );

    const log = await t.services.operators.listActions(10, { kind: 'community_post', id: created.id });
    expect(log[0]).toMatchObject({
      operator_id: moderator.user.id,
      action: 'community.post.hide',
      details: 'Off topic',
    });

    await hide(moderator, 'posts', created.id, 'visible');
    expect((await thread(reader, created.id)).post.photos).toHaveLength(1);
  });

  it('removes a reply: gone for members, not counted, logged', async () => {
    const [author, replier, moderator] = [await person(), await person(), await operator()];
    const created = await post(author);
    const bad = await reply(replier, created.id, 'Rude words');
    await reply(author, created.id, 'Kind words');
    await hide(moderator, 'replies', bad.id, 'removed');

    const read = await thread(author, created.id);
    expect(read.replies.map((r) => r.body)).toEqual(['Kind words']);
    expect(read.post.replyCount).toBe(1);
    // Removed is gone for its own author too.
    expect((await thread(replier, created.id)).replies.some((r) => r.id === bad.id)).toBe(false);
    const log = await t.services.operators.listActions(10, { kind: 'community_reply', id: bad.id });
    expect(log[0]).toMatchObject({ action: 'community.reply.remove' });
  });

  it('suspends posting: the account reads but may not post, reply or react, until lifted', async () => {
    const [member, other, moderator] = [await person(), await person(), await operator()];
    const theirs = await post(other);
    const suspended = await moderator.client.postJson(`${COMMUNITY}/moderation/suspensions`, {
      userId: member.user.id,
      reason: 'Spam',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ isSuspended: true, suspendedUntil: null });
    expect(((await member.client.get(`${COMMUNITY}/me`)).json() as CommunityMe).isSuspended).toBe(true);

    const refused = await member.client.postJson(`${COMMUNITY}/posts`, { kind: 'tip', title: 'Hello', body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'community_suspended' });
    expect((await member.client.postJson(`${COMMUNITY}/posts/${theirs.id}/replies`, { body: 'Hi' })).statusCode).toBe(
      403,
    );
    expect(
      (await member.client.postJson(`${COMMUNITY}/posts/${theirs.id}/reactions`, { kind: 'like' })).statusCode,
    ).toBe(403);
    expect((await member.client.get(`${COMMUNITY}/posts/${theirs.id}`)).statusCode).toBe(200);

    const log = await t.services.operators.listActions(10, { kind: 'user', id: member.user.id });
    expect(log[0]).toMatchObject({ action: 'community.suspend', operator_id: moderator.user.id });
    const listed = (await moderator.client.get(`${COMMUNITY}/moderation/suspensions`)).json() as CommunitySuspendedList;
    expect(listed.suspensions.find((entry) => entry.person.id === member.user.id)).toMatchObject({
      until: null,
      reason: 'Spam',
    });

    expect(
      (await moderator.client.postJson(`${COMMUNITY}/moderation/unsuspensions`, { userId: member.user.id })).statusCode,
    ).toBe(200);
    await post(member);

    // A suspension with an end lapses by itself.
    const until = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    await moderator.client.postJson(`${COMMUNITY}/moderation/suspensions`, { userId: member.user.id, until });
    expect(((await member.client.get(`${COMMUNITY}/me`)).json() as CommunityMe).suspendedUntil).toBe(until);
    t.clock.advanceMinutes(61);
    expect(((await member.client.get(`${COMMUNITY}/me`)).json() as CommunityMe).isSuspended).toBe(false);
    // A lapsed suspension leaves the operators' list with it.
    const after = (await moderator.client.get(`${COMMUNITY}/moderation/suspensions`)).json() as CommunitySuspendedList;
    expect(after.suspensions.some((entry) => entry.person.id === member.user.id)).toBe(false);
  });

  it('answers 404 to a non-operator on every moderation route', async () => {
    const [member, other] = [await person(), await person()];
    const created = await post(other);
    const calls = [
      member.client.get(`${COMMUNITY}/moderation/reports`),
      member.client.get(`${COMMUNITY}/moderation/suspensions`),
      member.client.patchJson(`${COMMUNITY}/moderation/posts/${created.id}`, { state: 'hidden' }),
      member.client.patchJson(`${COMMUNITY}/moderation/replies/1`, { state: 'hidden' }),
      member.client.postJson(`${COMMUNITY}/moderation/suspensions`, { userId: other.user.id }),
      member.client.postJson(`${COMMUNITY}/moderation/unsuspensions`, { userId: other.user.id }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect(((await member.client.get(`${COMMUNITY}/me`)).json() as CommunityMe).isOperator).toBe(false);
    expect((await thread(member, created.id)).post.state).toBe('visible');
  });

  it('lets only the author edit or delete a post or reply', async () => {
    const [author, other] = [await person(), await person()];
    const created = await post(author);
    const answer = await reply(other, created.id);

    expect((await other.client.patchJson(`${COMMUNITY}/posts/${created.id}`, { title: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await other.client.delete(`${COMMUNITY}/posts/${created.id}`)).statusCode).toBe(404);
    expect((await author.client.patchJson(`${COMMUNITY}/replies/${answer.id}`, { body: 'Changed' })).statusCode).toBe(
      404,
    );
    expect((await author.client.delete(`${COMMUNITY}/replies/${answer.id}`)).statusCode).toBe(404);

    const edited = await author.client.patchJson(`${COMMUNITY}/posts/${created.id}`, { title: 'Hanging a frame' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Hanging a frame', body: created.body });
    const changed = await other.client.patchJson(`${COMMUNITY}/replies/${answer.id}`, { body: 'Three nails.' });
    expect(changed.json()).toMatchObject({ body: 'Three nails.' });
    expect((await other.client.delete(`${COMMUNITY}/replies/${answer.id}`)).statusCode).toBe(200);
    expect((await thread(author, created.id)).post.replyCount).toBe(0);
    expect((await author.client.delete(`${COMMUNITY}/posts/${created.id}`)).statusCode).toBe(200);
    expect((await other.client.get(`${COMMUNITY}/posts/${created.id}`)).statusCode).toBe(404);
  });

  it('pages the feed by newest activity, filters by kind, and bounds the page', async () => {
    const author = await person();
    const kinds: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      t.clock.advanceMinutes(1);
      const kind = index % 2 === 0 ? 'tip' : 'question';
      kinds.push(kind);
      await post(author, { kind, title: `Post number ${index}` });
    }
    const first = await feed(author, '?limit=2');
    expect(first.posts).toHaveLength(2);
    expect(first.posts[0]?.title).toBe('Post number 4');
    const second = await feed(author, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.posts[0]?.title).toBe('Post number 2');
    const tips = await feed(author, '?kind=tip&limit=20');
    expect(tips.posts.every((p) => p.kind === 'tip')).toBe(true);

    // A reply brings a post back to the top.
    const oldest = (await feed(author, '?limit=20')).posts.find((p) => p.title === 'Post number 0');
    t.clock.advanceMinutes(1);
    await reply(author, oldest?.id ?? 0);
    expect((await feed(author, '?limit=1')).posts[0]?.title).toBe('Post number 0');

    expect((await author.client.get(`${COMMUNITY}/posts?limit=${COMMUNITY_LIMITS.pageSize + 1}`)).statusCode).toBe(400);
    expect((await author.client.get(`${COMMUNITY}/posts?kind=poem`)).statusCode).toBe(400);
    expect((await author.client.get(`${COMMUNITY}/posts?cursor=bogus`)).statusCode).toBe(400);
    expect((await author.client.get(`${COMMUNITY}/posts/abc`)).statusCode).toBe(400);
  });

  it('refuses bad input with 400', async () => {
    const author = await person();
    const photos: number[] = [];
    for (let index = 0; index <= COMMUNITY_LIMITS.maxPhotos; index += 1)
      photos.push(await seedReadyPhoto(t, author.user.id));
    const base = { kind: 'tip', title: 'A good title', body: 'Body' };
    const bad = [
      { ...base, title: 'ab' },
      { ...base, title: 'x'.repeat(COMMUNITY_LIMITS.titleMax + 1) },
      { ...base, body: '   ' },
      { ...base, body: 'x'.repeat(COMMUNITY_LIMITS.bodyMax + 1) },
      { ...base, kind: 'rant' },
      { ...base, itemIds: photos },
      { ...base, itemIds: ['1'] },
    ];
    for (const body of bad) {
      expect((await author.client.postJson(`${COMMUNITY}/posts`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const created = await post(author);
    const tooLong = { body: 'x'.repeat(COMMUNITY_LIMITS.replyMax + 1) };
    expect((await author.client.postJson(`${COMMUNITY}/posts/${created.id}/replies`, tooLong)).statusCode).toBe(400);
    expect((await author.client.postJson(`${COMMUNITY}/posts/${created.id}/replies`, { body: '' })).statusCode).toBe(
      400,
    );
    const badReport = { target: 'post', targetId: created.id, reason: 'boring' };
    expect((await author.client.postJson(`${COMMUNITY}/reports`, badReport)).statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(`${COMMUNITY}/posts`)).statusCode).toBe(401);
    expect((await anonymous.get(`${COMMUNITY}/me`)).statusCode).toBe(401);
    expect((await anonymous.get(`${COMMUNITY}/moderation/reports`)).statusCode).toBe(401);
  });

  it('shows a photo no more once its author deletes it from the library', async () => {
    const [author, reader] = [await person(), await person()];
    const [kept, deleted] = [await seedReadyPhoto(t, author.user.id), await seedReadyPhoto(t, author.user.id)];
    const created = await post(author, { itemIds: [kept, deleted] });
    const response = await author.client.postJson('/api/v3/library/items/delete', { itemIds: [deleted] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await thread(reader, created.id)).post.photos.map((photo) => photo.id)).toEqual([kept]);
  });

  it('throttles posting', async () => {
    const author = await person();
    for (let index = 0; index < COMMUNITY_LIMITS.postsPerHour; index += 1) await post(author);
    const refused = await author.client.postJson(`${COMMUNITY}/posts`, { kind: 'tip', title: 'One more', body: 'x' });
    expect(refused.statusCode).toBe(429);
  });

  it('forgets a deleted account’s posts, replies, reactions and reports', async () => {
    const [leaving, other] = [await person(), await person()];
    const own = await post(leaving);
    const theirs = await post(other);
    await reply(leaving, theirs.id);
    await leaving.client.postJson(`${COMMUNITY}/posts/${theirs.id}/reactions`, { kind: 'like' });
    await leaving.client.postJson(`${COMMUNITY}/reports`, { target: 'post', targetId: theirs.id, reason: 'spam' });
    await reply(other, own.id);

    await t.services.community.forgetAccount(leaving.user.id);

    expect((await other.client.get(`${COMMUNITY}/posts/${own.id}`)).statusCode).toBe(404);
    const read = await thread(other, theirs.id);
    expect(read.post.replyCount).toBe(0);
    expect(read.replies).toHaveLength(0);
    expect(read.post.reactions.every((r) => r.count === 0)).toBe(true);
    const reports = await t.context.db
      .selectFrom('community_reports')
      .select('id')
      .where('reporter_id', '=', leaving.user.id)
      .execute();
    expect(reports).toHaveLength(0);
  });
});
