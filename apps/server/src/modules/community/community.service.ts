import {
  appPath,
  COMMUNITY_LIMITS,
  type CommunityMe,
  type CommunityModeration,
  type CommunityPost,
  type CommunityPostChanges,
  type CommunityPostPage,
  type CommunityPostQuery,
  type CommunityReactionResult,
  type CommunityReply,
  type CommunityReplyPage,
  type CommunityReport,
  type CommunityReportPage,
  type CommunityReportReason,
  type CommunitySuspendedList,
  type CommunitySuspension,
  type CommunityTarget,
  type CommunityThread,
  type LibraryItem,
  type NewCommunityPost,
  type NewCommunityReply,
  type NewCommunityReport,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { Access } from '../access/access.ts';
import { presentPerson } from '../account/account.presenters.ts';
import { decodeCursor, decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import { isOwnWork } from '../library/own-work.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import {
  excerptOf,
  presentAuthor,
  presentPhoto,
  presentPost,
  presentReactions,
  presentReply,
} from './community.presenters.ts';
import type { CommunityRepo, PostListRow, ReplyListRow, Viewer } from './community.repo.ts';

/** Where a post is read in the web app. */
export const communityPostPath = (postId: number) => appPath('hub-community-post', { id: postId });

/**
 * Hub > Community (routes -> this -> repo). Members read every visible post; they write, react and
 * report unless an operator suspended them. A post's photos are items of its author's own library,
 * shown to others only through the post while it is visible, with the same signed rendition URLs
 * the library gives their owner. Operators (operators.requireOperator: 404 for anyone else) hide,
 * remove and restore posts and replies and suspend accounts; each of their acts goes to the log.
 */
export function createCommunityService(deps: {
  repo: CommunityRepo;
  access: Access;
  operators: Pick<OperatorsService, 'isOperator' | 'requireOperator' | 'record'>;
  /** The library's presenter: signed rendition URLs, the same as the owner's own. */
  presentItems: (rows: LibraryItemRow[], viewerId: number) => Promise<LibraryItem[]>;
  avatarUrlOf: (key: string | null) => Promise<string | null>;
  limits: RateLimits;
  /** Replies added (modules/events.ts): the post's author hears of them. */
  publish: Publish;
  clock: Clock;
  transactions: UnitOfWork;
}) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();

  async function viewerOf(userId: number): Promise<Viewer> {
    return { id: userId, isOperator: await deps.operators.isOperator(userId) };
  }

  async function suspensionOf(userId: number) {
    const row = await repo.findSuspension(userId);
    if (!row) return null;
    if (row.until !== null && row.until <= now()) return null;
    return row;
  }

  async function requireMayWrite(userId: number): Promise<void> {
    if (await suspensionOf(userId)) throw new AppError('community_suspended');
  }

  async function authorsOf(rows: Array<PostListRow | ReplyListRow>) {
    const urls = new Map<number, string | null>();
    for (const row of rows) {
      if (!urls.has(row.user_id)) urls.set(row.user_id, await deps.avatarUrlOf(row.author_avatar_key));
    }
    return (row: PostListRow | ReplyListRow) => presentAuthor(row, urls.get(row.user_id) ?? null);
  }

  async function presentPosts(rows: PostListRow[], viewerId: number): Promise<CommunityPost[]> {
    const shown = rows.filter((row) => row.state === 'visible').map((row) => row.id);
    const itemRows = (await repo.itemsOf(shown)).filter((row) => row.kind === 'photo' && row.status === 'ready');
    const items = await deps.presentItems(itemRows, viewerId);
    const photosByPost = new Map<number, ReturnType<typeof presentPhoto>[]>();
    itemRows.forEach((row, index) => {
      const item = items[index];
      if (item) photosByPost.set(row.post_id, [...(photosByPost.get(row.post_id) ?? []), presentPhoto(item)]);
    });
    const reactions = await repo.reactionCounts(
      'post',
      rows.map((row) => row.id),
      viewerId,
    );
    const author = await authorsOf(rows);
    return rows.map((row) =>
      presentPost(row, {
        viewerId,
        author: author(row),
        photos: photosByPost.get(row.id) ?? [],
        reactions: presentReactions(reactions.filter((reaction) => reaction.target_id === row.id)),
      }),
    );
  }

  async function presentReplies(rows: ReplyListRow[], viewerId: number): Promise<CommunityReply[]> {
    const reactions = await repo.reactionCounts(
      'reply',
      rows.map((row) => row.id),
      viewerId,
    );
    const author = await authorsOf(rows);
    return rows.map((row) =>
      presentReply(row, {
        viewerId,
        author: author(row),
        reactions: presentReactions(reactions.filter((reaction) => reaction.target_id === row.id)),
      }),
    );
  }

  async function requirePost(viewer: Viewer, postId: number): Promise<PostListRow> {
    const row = await repo.findPost(viewer, postId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** A reply the viewer may see, on a post the viewer may see. */
  async function requireReply(viewer: Viewer, replyId: number): Promise<ReplyListRow> {
    const row = await repo.findReply(replyId);
    const isShown =
      row !== undefined &&
      (viewer.isOperator || row.state === 'visible' || (row.state === 'hidden' && row.user_id === viewer.id)) &&
      (await repo.findPost(viewer, row.post_id)) !== undefined;
    if (!isShown || !row) throw new AppError('not_found');
    return row;
  }

  /**
   * Items of the author's own library, photos that are ready, in the order given. Another
   * person's or a missing id answers 404, like any id that is not theirs; a video or an item still
   * processing is refused as not a photo to show.
   */
  async function ownPhotos(userId: number, itemIds: number[]): Promise<number[]> {
    if (new Set(itemIds).size > COMMUNITY_LIMITS.maxPhotos) throw new AppError('validation_failed');
    const wanted = await deps.access.requireAccess(userId, 'item.edit', itemIds);
    const rows = await repo.itemsWithOwnerEmail(wanted);
    if (rows.some((row) => row.kind !== 'photo' || row.status !== 'ready')) {
      throw new AppError('community_photo_not_allowed');
    }
    if (rows.some((row) => !isOwnWork(row, row.owner_email))) throw new AppError('not_own_photo');
    return wanted;
  }

  async function readPost(viewer: Viewer, postId: number): Promise<CommunityPost> {
    const [post] = await presentPosts([await requirePost(viewer, postId)], viewer.id);
    return post as CommunityPost;
  }

  async function repliesPage(viewer: Viewer, postId: number, cursor: string | undefined): Promise<CommunityReplyPage> {
    const after = decodeNumberCursor(cursor, 1)?.[0] ?? null;
    const limit = COMMUNITY_LIMITS.pageSize;
    const rows = await repo.listReplies(viewer, postId, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      replies: await presentReplies(page, viewer.id),
      nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
    };
  }

  async function reactionsOf(target: CommunityTarget, targetId: number, viewerId: number) {
    return presentReactions(await repo.reactionCounts(target, [targetId], viewerId));
  }

  async function presentReports(rows: Awaited<ReturnType<CommunityRepo['listOpenReports']>>) {
    const reports: CommunityReport[] = [];
    const counts = {
      post: await repo.openReportCounts(
        'post',
        rows.filter((row) => row.target_kind === 'post').map((row) => row.target_id),
      ),
      reply: await repo.openReportCounts(
        'reply',
        rows.filter((row) => row.target_kind === 'reply').map((row) => row.target_id),
      ),
    };
    for (const row of rows) {
      const target = row.target_kind as CommunityTarget;
      const reply = target === 'reply' ? await repo.findReply(row.target_id) : undefined;
      const postId = reply ? reply.post_id : row.target_id;
      const post = await repo.findPost({ id: 0, isOperator: true }, postId);
      const subject = reply ?? post;
      if (!post || !subject) continue;
      reports.push({
        id: row.id,
        target,
        targetId: row.target_id,
        postId,
        reason: row.reason as CommunityReportReason,
        note: row.note,
        reporter: presentPerson({
          id: row.reporter_id,
          username: row.reporter_username,
          first_name: row.reporter_first_name,
          last_name: row.reporter_last_name,
        }),
        author: presentAuthor(subject, await deps.avatarUrlOf(subject.author_avatar_key)),
        title: reply ? null : post.title,
        excerpt: excerptOf(subject.body),
        targetState: subject.state as CommunityReport['targetState'],
        reportCount: counts[target].get(row.target_id) ?? 1,
        createdAt: row.created_at,
      });
    }
    return reports;
  }

  return {
    async me(userId: number): Promise<CommunityMe> {
      const suspension = await suspensionOf(userId);
      return {
        isOperator: await deps.operators.isOperator(userId),
        isSuspended: suspension !== null,
        suspendedUntil: suspension?.until ?? null,
      };
    },

    /** One page of the feed: newest activity first, optionally only tips or questions. */
    async listPosts(userId: number, query: CommunityPostQuery): Promise<CommunityPostPage> {
      const viewer = await viewerOf(userId);
      const decoded = decodeCursor(query.cursor, ['string', 'number']);
      const after = decoded ? ([decoded[0], decoded[1]] as [string, number]) : null;
      const rows = await repo.listPosts(viewer, { kind: query.kind, after, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        posts: await presentPosts(page, userId),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.last_activity_at, last.id]) : null,
      };
    },

    async readThread(userId: number, postId: number): Promise<CommunityThread> {
      const viewer = await viewerOf(userId);
      const post = await readPost(viewer, postId);
      return { post, ...(await repliesPage(viewer, postId, undefined)) };
    },

    async listReplies(userId: number, postId: number, cursor: string | undefined): Promise<CommunityReplyPage> {
      const viewer = await viewerOf(userId);
      await requirePost(viewer, postId);
      return repliesPage(viewer, postId, cursor);
    },

    async createPost(userId: number, input: NewCommunityPost): Promise<CommunityPost> {
      await requireMayWrite(userId);
      const postId = await deps.transactions.run(async () => {
        const itemIds = await ownPhotos(userId, input.itemIds);
        await deps.limits.take([
          { key: `community-post:${userId}`, max: COMMUNITY_LIMITS.postsPerHour, windowMinutes: 60 },
        ]);
        const at = now();
        return repo.insertPost(
          {
            user_id: userId,
            kind: input.kind,
            title: input.title,
            body: input.body,
            created_at: at,
            updated_at: at,
            last_activity_at: at,
          },
          itemIds,
        );
      });
      return readPost(await viewerOf(userId), postId);
    },

    /** The author's own post, while not removed; anyone else's answers 404. */
    async editPost(userId: number, postId: number, changes: CommunityPostChanges): Promise<CommunityPost> {
      await requireMayWrite(userId);
      await deps.transactions.run(async () => {
        const post = await repo.findOwnPost(userId, postId);
        if (!post) throw new AppError('not_found');
        if (changes.itemIds !== undefined) await repo.setItems(postId, await ownPhotos(userId, changes.itemIds));
        await repo.updatePost(postId, {
          ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.body !== undefined ? { body: changes.body } : {}),
          updated_at: now(),
        });
      });
      return readPost(await viewerOf(userId), postId);
    },

    async deletePost(userId: number, postId: number): Promise<void> {
      await deps.transactions.run(async () => {
        const post = await repo.findOwnPost(userId, postId);
        if (!post) throw new AppError('not_found');
        await repo.deletePosts([post.id]);
      });
    },

    /** A reply to a post the person can read; its author hears of it unless they wrote it. */
    async reply(userId: number, postId: number, input: NewCommunityReply): Promise<CommunityReply> {
      await requireMayWrite(userId);
      const viewer = await viewerOf(userId);
      const replyId = await deps.transactions.run(async () => {
        const post = await requirePost(viewer, postId);
        // A post taken out of the feed takes no more replies, except from operators.
        if (post.state !== 'visible' && !viewer.isOperator) throw new AppError('not_found');
        await deps.limits.take([
          { key: `community-reply:${userId}`, max: COMMUNITY_LIMITS.repliesPerHour, windowMinutes: 60 },
        ]);
        const at = now();
        const id = await repo.insertReply({
          post_id: postId,
          user_id: userId,
          body: input.body,
          created_at: at,
          updated_at: at,
        });
        await repo.touchPost(postId, at);
        await deps.publish('community.reply.added', {
          postId,
          title: post.title,
          authorId: post.user_id,
          replierId: userId,
        });
        return id;
      });
      const row = await repo.findReply(replyId);
      if (!row) throw new AppError('not_found');
      const [reply] = await presentReplies([row], userId);
      return reply as CommunityReply;
    },

    async editReply(userId: number, replyId: number, input: NewCommunityReply): Promise<CommunityReply> {
      await requireMayWrite(userId);
      const viewer = await viewerOf(userId);
      const row = await requireReply(viewer, replyId);
      if (row.user_id !== userId || row.state === 'removed') throw new AppError('not_found');
      await repo.updateReply(replyId, { body: input.body, updated_at: now() });
      const [reply] = await presentReplies([{ ...row, body: input.body }], userId);
      return reply as CommunityReply;
    },

    async deleteReply(userId: number, replyId: number): Promise<void> {
      const viewer = await viewerOf(userId);
      await deps.transactions.run(async () => {
        const row = await requireReply(viewer, replyId);
        if (row.user_id !== userId) throw new AppError('not_found');
        await repo.deleteReply(row);
      });
    },

    /** Gives the person's reaction of this kind, or takes it back. */
    async toggleReaction(
      userId: number,
      target: CommunityTarget,
      targetId: number,
      kind: string,
    ): Promise<CommunityReactionResult> {
      await requireMayWrite(userId);
      const viewer = await viewerOf(userId);
      if (target === 'post') await requirePost(viewer, targetId);
      else await requireReply(viewer, targetId);
      await repo.toggleReaction(target, targetId, userId, kind, now());
      return { reactions: await reactionsOf(target, targetId, userId) };
    },

    /** One open report per person per thing; reporting one's own is pointless and answers 404. */
    async report(userId: number, input: NewCommunityReport): Promise<void> {
      const viewer = await viewerOf(userId);
      await deps.transactions.run(async () => {
        const subject =
          input.target === 'post'
            ? await requirePost(viewer, input.targetId)
            : await requireReply(viewer, input.targetId);
        if (subject.user_id === userId) throw new AppError('not_found');
        if (await repo.findOpenReport(input.target, input.targetId, userId)) {
          throw new AppError('community_already_reported');
        }
        await repo.insertReport({
          target_kind: input.target,
          target_id: input.targetId,
          reporter_id: userId,
          reason: input.reason,
          note: input.note,
          created_at: now(),
        });
      });
    },

    /** Operators: open reports, newest first. */
    async listReports(userId: number, cursor: string | undefined): Promise<CommunityReportPage> {
      await deps.operators.requireOperator(userId);
      const before = decodeNumberCursor(cursor, 1)?.[0] ?? null;
      const limit = COMMUNITY_LIMITS.pageSize;
      const rows = await repo.listOpenReports(before, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        reports: await presentReports(page),
        nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
      };
    },

    /** Operators: a post or reply hidden, removed or shown again; its open reports are settled. */
    async moderate(userId: number, target: CommunityTarget, targetId: number, input: CommunityModeration) {
      await deps.operators.requireOperator(userId);
      await deps.transactions.run(async () => {
        if (target === 'post') {
          const post = await repo.findPostById(targetId);
          if (!post) throw new AppError('not_found');
          await repo.setPostState(targetId, input.state);
        } else {
          const reply = await repo.findReply(targetId);
          if (!reply) throw new AppError('not_found');
          await repo.updateReply(targetId, { state: input.state });
          await repo.recountReplies([reply.post_id]);
        }
        await repo.resolveReports(target, targetId, now());
        await deps.operators.record({
          operatorId: userId,
          action: `community.${target}.${input.state === 'visible' ? 'restore' : input.state === 'hidden' ? 'hide' : 'remove'}`,
          subjectKind: `community_${target}`,
          subjectId: targetId,
          details: input.reason,
        });
      });
    },

    /** Operators: the account may read but not post, reply or react, until `until` or until lifted. */
    async suspend(userId: number, input: CommunitySuspension): Promise<CommunityMe> {
      await deps.operators.requireOperator(userId);
      if (input.userId === userId || !(await repo.userExists(input.userId))) throw new AppError('not_found');
      await deps.transactions.run(async () => {
        await repo.suspend({
          user_id: input.userId,
          until: input.until === null ? null : new Date(input.until).toISOString(),
          reason: input.reason,
          by_id: userId,
          created_at: now(),
        });
        await deps.operators.record({
          operatorId: userId,
          action: 'community.suspend',
          subjectKind: 'user',
          subjectId: input.userId,
          details: [input.until ? `until ${input.until}` : 'until lifted', input.reason].filter(Boolean).join(': '),
        });
      });
      return this.me(input.userId);
    },

    async listSuspensions(userId: number): Promise<CommunitySuspendedList> {
      await deps.operators.requireOperator(userId);
      const rows = await repo.listSuspensions(now(), COMMUNITY_LIMITS.suspensionsMax);
      return {
        suspensions: rows.map((row) => ({
          person: presentPerson(row),
          until: row.until,
          reason: row.reason,
          createdAt: row.created_at,
        })),
      };
    },

    async unsuspend(userId: number, subjectId: number): Promise<void> {
      await deps.operators.requireOperator(userId);
      await deps.transactions.run(async () => {
        if (!(await repo.unsuspend(subjectId))) throw new AppError('not_found');
        await deps.operators.record({
          operatorId: userId,
          action: 'community.unsuspend',
          subjectKind: 'user',
          subjectId,
        });
      });
    },

    /** Account deletion: the person's posts, replies, reactions and reports go. */
    forgetAccount: (userId: number) => deps.transactions.run(() => repo.forgetUser(userId)),
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
