import type { CommunityTarget } from '@kinframe/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import type {
  CommunityPostRow,
  CommunityReplyRow,
  CommunityReportRow,
  LibraryItemRow,
  Schema,
} from '../../infra/db/schema.ts';
import { itemInLibrary } from '../access/predicates.ts';

/** Who reads: what a post or reply in each state shows to them. */
export interface Viewer {
  id: number;
  isOperator: boolean;
}

interface AuthorColumns {
  author_username: string;
  author_first_name: string;
  author_last_name: string;
  author_avatar_key: string | null;
}
export type PostListRow = CommunityPostRow & AuthorColumns;
export type ReplyListRow = CommunityReplyRow & AuthorColumns;
export type PostItemRow = LibraryItemRow & { post_id: number; position: number };
export interface ReactionCountRow {
  target_id: number;
  kind: string;
  count: number | string | bigint;
  mine: number | string | bigint;
}
export type ReportListRow = CommunityReportRow & {
  reporter_username: string;
  reporter_first_name: string;
  reporter_last_name: string;
};

const possible = (ids: number[]) =>
  [...new Set(ids)].filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID);

/**
 * Visible to everyone; hidden to its author and operators; removed to operators only. The same
 * rule for posts and replies.
 */
function postVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Schema, 'community_posts'>) =>
    viewer.isOperator
      ? eb.lit(true)
      : eb.or([
          eb('community_posts.state', '=', 'visible'),
          eb.and([eb('community_posts.state', '=', 'hidden'), eb('community_posts.user_id', '=', viewer.id)]),
        ]);
}

function replyVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Schema, 'community_replies'>) =>
    viewer.isOperator
      ? eb.lit(true)
      : eb.or([
          eb('community_replies.state', '=', 'visible'),
          eb.and([eb('community_replies.state', '=', 'hidden'), eb('community_replies.user_id', '=', viewer.id)]),
        ]);
}

/** Posts, replies, reactions, reports and suspensions of the community. */
export function createCommunityRepo(db: Database) {
  function posts() {
    return db
      .selectFrom('community_posts')
      .innerJoin('users', 'users.id', 'community_posts.user_id')
      .selectAll('community_posts')
      .select([
        'users.username as author_username',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'users.avatar_key as author_avatar_key',
      ]);
  }

  function replies() {
    return db
      .selectFrom('community_replies')
      .innerJoin('users', 'users.id', 'community_replies.user_id')
      .selectAll('community_replies')
      .select([
        'users.username as author_username',
        'users.first_name as author_first_name',
        'users.last_name as author_last_name',
        'users.avatar_key as author_avatar_key',
      ]);
  }

  async function recountReplies(postIds: number[]): Promise<void> {
    for (const postId of possible(postIds)) {
      const row = await db
        .selectFrom('community_replies')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('post_id', '=', postId)
        .where('state', '=', 'visible')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('community_posts')
        .set({ reply_count: Number(row.count) })
        .where('id', '=', postId)
        .execute();
    }
  }

  /** The reactions and reports of these posts and replies go with them (they have no foreign key). */
  async function forgetTargets(postIds: number[], replyIds: number[]): Promise<void> {
    for (const [kind, ids] of [
      ['post', possible(postIds)],
      ['reply', possible(replyIds)],
    ] as const) {
      if (ids.length === 0) continue;
      await db
        .deleteFrom('community_reactions')
        .where('target_kind', '=', kind)
        .where('target_id', 'in', ids)
        .execute();
      await db.deleteFrom('community_reports').where('target_kind', '=', kind).where('target_id', 'in', ids).execute();
    }
  }

  async function replyIdsOfPosts(postIds: number[]): Promise<number[]> {
    const ids = possible(postIds);
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('community_replies').select('id').where('post_id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  return {
    recountReplies,

    /** Newest activity first, after the cursor's (last_activity_at, id). */
    listPosts(
      viewer: Viewer,
      options: { kind?: string; after: [string, number] | null; limit: number },
    ): Promise<PostListRow[]> {
      let query = posts().where(postVisibleTo(viewer));
      if (options.kind) query = query.where('community_posts.kind', '=', options.kind);
      if (options.after) {
        const [at, id] = options.after;
        query = query.where((eb) =>
          eb.or([
            eb('community_posts.last_activity_at', '<', at),
            eb.and([eb('community_posts.last_activity_at', '=', at), eb('community_posts.id', '<', id)]),
          ]),
        );
      }
      return query
        .orderBy('community_posts.last_activity_at', 'desc')
        .orderBy('community_posts.id', 'desc')
        .limit(options.limit)
        .execute();
    },

    findPost(viewer: Viewer, postId: number): Promise<PostListRow | undefined> {
      return posts().where('community_posts.id', '=', postId).where(postVisibleTo(viewer)).executeTakeFirst();
    },

    findOwnPost(userId: number, postId: number): Promise<CommunityPostRow | undefined> {
      return db
        .selectFrom('community_posts')
        .selectAll()
        .where('id', '=', postId)
        .where('user_id', '=', userId)
        .where('state', '!=', 'removed')
        .executeTakeFirst();
    },

    findPostById(postId: number): Promise<CommunityPostRow | undefined> {
      return db.selectFrom('community_posts').selectAll().where('id', '=', postId).executeTakeFirst();
    },

    async insertPost(
      values: Omit<CommunityPostRow, 'id' | 'state' | 'reply_count'>,
      itemIds: number[],
    ): Promise<number> {
      const row = await db.insertInto('community_posts').values(values).returning('id').executeTakeFirstOrThrow();
      await this.setItems(row.id, itemIds);
      return row.id;
    },

    async updatePost(
      postId: number,
      changes: Partial<Pick<CommunityPostRow, 'kind' | 'title' | 'body' | 'updated_at'>>,
    ): Promise<void> {
      await db.updateTable('community_posts').set(changes).where('id', '=', postId).execute();
    },

    async setItems(postId: number, itemIds: number[]): Promise<void> {
      await db.deleteFrom('community_post_items').where('post_id', '=', postId).execute();
      if (itemIds.length === 0) return;
      await db
        .insertInto('community_post_items')
        .values(itemIds.map((itemId, position) => ({ post_id: postId, item_id: itemId, position })))
        .execute();
    },

    async deletePosts(postIds: number[]): Promise<void> {
      const ids = possible(postIds);
      if (ids.length === 0) return;
      await forgetTargets(ids, await replyIdsOfPosts(ids));
      await db.deleteFrom('community_posts').where('id', 'in', ids).execute();
    },

    async setPostState(postId: number, state: string): Promise<void> {
      await db.updateTable('community_posts').set({ state }).where('id', '=', postId).execute();
    },

    async touchPost(postId: number, at: string): Promise<void> {
      await db.updateTable('community_posts').set({ last_activity_at: at }).where('id', '=', postId).execute();
    },

    /** The photos of these posts, in their order: items still in their owner's library. */
    itemsOf(postIds: number[]): Promise<PostItemRow[]> {
      const ids = possible(postIds);
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('community_post_items')
        .innerJoin('library_items', 'library_items.id', 'community_post_items.item_id')
        .selectAll('library_items')
        .select(['community_post_items.post_id', 'community_post_items.position'])
        .where('community_post_items.post_id', 'in', ids)
        .where(itemInLibrary)
        .orderBy('community_post_items.post_id')
        .orderBy('community_post_items.position')
        .execute();
    },

    /** Library items, with their owner's login address (to tell their own work). */
    itemsWithOwnerEmail(itemIds: number[]): Promise<Array<LibraryItemRow & { owner_email: string }>> {
      const ids = possible(itemIds);
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('library_items')
        .innerJoin('users', 'users.id', 'library_items.owner_id')
        .selectAll('library_items')
        .select('users.email as owner_email')
        .where('library_items.id', 'in', ids)
        .execute();
    },

    /** Oldest first, after the cursor's id. */
    listReplies(viewer: Viewer, postId: number, afterId: number | null, limit: number): Promise<ReplyListRow[]> {
      let query = replies().where('community_replies.post_id', '=', postId).where(replyVisibleTo(viewer));
      if (afterId !== null) query = query.where('community_replies.id', '>', afterId);
      return query.orderBy('community_replies.id', 'asc').limit(limit).execute();
    },

    findReply(replyId: number): Promise<ReplyListRow | undefined> {
      return replies().where('community_replies.id', '=', replyId).executeTakeFirst();
    },

    async insertReply(values: Omit<CommunityReplyRow, 'id' | 'state'>): Promise<number> {
      const row = await db.insertInto('community_replies').values(values).returning('id').executeTakeFirstOrThrow();
      await recountReplies([values.post_id]);
      return row.id;
    },

    async updateReply(replyId: number, changes: { body?: string; state?: string; updated_at?: string }) {
      await db.updateTable('community_replies').set(changes).where('id', '=', replyId).execute();
    },

    async deleteReply(reply: CommunityReplyRow): Promise<void> {
      await forgetTargets([], [reply.id]);
      await db.deleteFrom('community_replies').where('id', '=', reply.id).execute();
      await recountReplies([reply.post_id]);
    },

    reactionCounts(target: CommunityTarget, targetIds: number[], viewerId: number): Promise<ReactionCountRow[]> {
      const ids = possible(targetIds);
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('community_reactions')
        .select((eb) => [
          'target_id',
          'kind',
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>(eb.case().when('user_id', '=', viewerId).then(1).else(0).end()).as('mine'),
        ])
        .where('target_kind', '=', target)
        .where('target_id', 'in', ids)
        .groupBy(['target_id', 'kind'])
        .execute();
    },

    /** Adds the reaction, or takes it back when the person had given it: true when it is now given. */
    async toggleReaction(target: CommunityTarget, targetId: number, userId: number, kind: string, at: string) {
      const removed = await db
        .deleteFrom('community_reactions')
        .where('target_kind', '=', target)
        .where('target_id', '=', targetId)
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return false;
      await db
        .insertInto('community_reactions')
        .values({ target_kind: target, target_id: targetId, user_id: userId, kind, created_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return true;
    },

    findOpenReport(target: CommunityTarget, targetId: number, reporterId: number) {
      return db
        .selectFrom('community_reports')
        .select('id')
        .where('target_kind', '=', target)
        .where('target_id', '=', targetId)
        .where('reporter_id', '=', reporterId)
        .where('state', '=', 'open')
        .executeTakeFirst();
    },

    async insertReport(values: Omit<CommunityReportRow, 'id' | 'state' | 'resolved_at'>): Promise<number> {
      const row = await db.insertInto('community_reports').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Open reports, newest first, after the cursor's id. */
    listOpenReports(beforeId: number | null, limit: number): Promise<ReportListRow[]> {
      let query = db
        .selectFrom('community_reports')
        .innerJoin('users', 'users.id', 'community_reports.reporter_id')
        .selectAll('community_reports')
        .select([
          'users.username as reporter_username',
          'users.first_name as reporter_first_name',
          'users.last_name as reporter_last_name',
        ])
        .where('community_reports.state', '=', 'open');
      if (beforeId !== null) query = query.where('community_reports.id', '<', beforeId);
      return query.orderBy('community_reports.id', 'desc').limit(limit).execute();
    },

    async openReportCounts(target: CommunityTarget, targetIds: number[]): Promise<Map<number, number>> {
      const ids = possible(targetIds);
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('community_reports')
        .select((eb) => ['target_id', eb.fn.countAll<number>().as('count')])
        .where('target_kind', '=', target)
        .where('target_id', 'in', ids)
        .where('state', '=', 'open')
        .groupBy('target_id')
        .execute();
      return new Map(rows.map((row) => [row.target_id, Number(row.count)]));
    },

    async resolveReports(target: CommunityTarget, targetId: number, at: string): Promise<void> {
      await db
        .updateTable('community_reports')
        .set({ state: 'resolved', resolved_at: at })
        .where('target_kind', '=', target)
        .where('target_id', '=', targetId)
        .where('state', '=', 'open')
        .execute();
    },

    findSuspension(userId: number) {
      return db.selectFrom('community_suspensions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async suspend(values: {
      user_id: number;
      until: string | null;
      reason: string;
      by_id: number;
      created_at: string;
    }) {
      await db.deleteFrom('community_suspensions').where('user_id', '=', values.user_id).execute();
      await db.insertInto('community_suspensions').values(values).execute();
    },

    /** The suspensions still running at `now`, with who is suspended, newest first. */
    listSuspensions(now: string, limit: number) {
      return db
        .selectFrom('community_suspensions as suspension')
        .innerJoin('users', 'users.id', 'suspension.user_id')
        .select(['users.id', 'users.username', 'users.first_name', 'users.last_name'])
        .select(['suspension.until', 'suspension.reason', 'suspension.created_at'])
        .where((eb) => eb.or([eb('suspension.until', 'is', null), eb('suspension.until', '>', now)]))
        .orderBy('suspension.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .limit(limit)
        .execute();
    },

    async unsuspend(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('community_suspensions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    userExists: async (userId: number) =>
      (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,

    /** Everything of the person's: posts (with their replies), replies, reactions, reports. */
    async forgetUser(userId: number): Promise<void> {
      const ownPosts = await db.selectFrom('community_posts').select('id').where('user_id', '=', userId).execute();
      const postIds = ownPosts.map((row) => row.id);
      const ownReplies = await db
        .selectFrom('community_replies')
        .select(['id', 'post_id'])
        .where('user_id', '=', userId)
        .execute();
      await forgetTargets(
        postIds,
        ownReplies.map((row) => row.id),
      );
      await this.deletePosts(postIds);
      await db.deleteFrom('community_replies').where('user_id', '=', userId).execute();
      await db.deleteFrom('community_reactions').where('user_id', '=', userId).execute();
      await db.deleteFrom('community_reports').where('reporter_id', '=', userId).execute();
      await db.deleteFrom('community_suspensions').where('user_id', '=', userId).execute();
      await recountReplies(ownReplies.map((row) => row.post_id).filter((id) => !postIds.includes(id)));
    },
  };
}

export type CommunityRepo = ReturnType<typeof createCommunityRepo>;
