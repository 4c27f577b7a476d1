import { z } from 'zod';
import { ZPerson } from './albums.ts';

/**
 * Hub > Community: members post tips and questions, with photos of their own library, reply,
 * react and report; operators moderate. JSON under /api/v3/community: posts, posts/{id},
 * posts/{id}/replies, posts/{id}/reactions, replies/{id}, replies/{id}/reactions, reports, me;
 * operators only (404 for anyone else): moderation/reports, moderation/posts/{id},
 * moderation/replies/{id}, moderation/suspensions (GET lists, POST suspends), moderation/unsuspensions.
 */
export const COMMUNITY_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  bodyMin: 1,
  bodyMax: 5000,
  replyMin: 1,
  replyMax: 2000,
  /** Posts, replies and reports per page. */
  pageSize: 20,
  /** Photos one post may show. */
  maxPhotos: 4,
  reportNoteMax: 500,
  /** Suspensions the operators' list shows (ended ones are left out). */
  suspensionsMax: 200,
  reasonMax: 500,
  /** Throttles per person. */
  postsPerHour: 10,
  repliesPerHour: 60,
} as const;

export const COMMUNITY_POST_KINDS = ['tip', 'question'] as const;
export type CommunityPostKind = (typeof COMMUNITY_POST_KINDS)[number];

/** Hidden: seen only by its author (marked so) and operators; removed: seen by operators only. */
export const COMMUNITY_STATES = ['visible', 'hidden', 'removed'] as const;
export type CommunityState = (typeof COMMUNITY_STATES)[number];

export const COMMUNITY_REACTIONS = ['like', 'helpful', 'love'] as const;
export type CommunityReactionKind = (typeof COMMUNITY_REACTIONS)[number];

export const COMMUNITY_REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'off_topic', 'other'] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];

export const COMMUNITY_TARGETS = ['post', 'reply'] as const;
export type CommunityTarget = (typeof COMMUNITY_TARGETS)[number];

/** A photo of a post: renditions only (never the original), signed like the owner's own thumbnails. */
export const ZCommunityPhoto = z.object({
  id: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  urls: z.object({ square: z.string().nullable(), preview: z.string().nullable() }),
});
export type CommunityPhoto = z.infer<typeof ZCommunityPhoto>;

export const ZCommunityAuthor = ZPerson.extend({ avatarUrl: z.string().nullable() });
export type CommunityAuthor = z.infer<typeof ZCommunityAuthor>;

/** Each kind's count, and whether the asking person gave it. */
export const ZCommunityReactions = z.array(
  z.object({ kind: z.enum(COMMUNITY_REACTIONS), count: z.number().int(), mine: z.boolean() }),
);
export type CommunityReactions = z.infer<typeof ZCommunityReactions>;

export const ZCommunityPost = z.object({
  id: z.number().int(),
  author: ZCommunityAuthor,
  kind: z.enum(COMMUNITY_POST_KINDS),
  title: z.string(),
  body: z.string(),
  state: z.enum(COMMUNITY_STATES),
  photos: z.array(ZCommunityPhoto),
  replyCount: z.number().int(),
  reactions: ZCommunityReactions,
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type CommunityPost = z.infer<typeof ZCommunityPost>;

export const ZCommunityReply = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: ZCommunityAuthor,
  body: z.string(),
  state: z.enum(COMMUNITY_STATES),
  reactions: ZCommunityReactions,
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type CommunityReply = z.infer<typeof ZCommunityReply>;

export const ZCommunityPostQuery = z.object({
  kind: z.enum(COMMUNITY_POST_KINDS).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.pageSize).default(COMMUNITY_LIMITS.pageSize),
});
export type CommunityPostQuery = z.infer<typeof ZCommunityPostQuery>;

export const ZCommunityPage = z.object({ cursor: z.string().optional() });

export const ZCommunityPostPage = z.object({ posts: z.array(ZCommunityPost), nextCursor: z.string().nullable() });
export type CommunityPostPage = z.infer<typeof ZCommunityPostPage>;

/** GET posts/{id}: the post and the first page of its replies, oldest first. */
export const ZCommunityThread = z.object({
  post: ZCommunityPost,
  replies: z.array(ZCommunityReply),
  nextCursor: z.string().nullable(),
});
export type CommunityThread = z.infer<typeof ZCommunityThread>;

export const ZCommunityReplyPage = z.object({ replies: z.array(ZCommunityReply), nextCursor: z.string().nullable() });
export type CommunityReplyPage = z.infer<typeof ZCommunityReplyPage>;

const title = z.string().trim().min(COMMUNITY_LIMITS.titleMin).max(COMMUNITY_LIMITS.titleMax);
const body = z.string().trim().min(COMMUNITY_LIMITS.bodyMin).max(COMMUNITY_LIMITS.bodyMax);
const itemIds = z.array(z.number().int().min(1)).max(COMMUNITY_LIMITS.maxPhotos);

export const ZNewCommunityPost = z.object({
  kind: z.enum(COMMUNITY_POST_KINDS),
  title,
  body,
  itemIds: itemIds.default([]),
});
export type NewCommunityPost = z.infer<typeof ZNewCommunityPost>;

/** PATCH posts/{id}: what is given changes; `itemIds` replaces the photos. */
export const ZCommunityPostChanges = z.object({
  kind: z.enum(COMMUNITY_POST_KINDS).optional(),
  title: title.optional(),
  body: body.optional(),
  itemIds: itemIds.optional(),
});
export type CommunityPostChanges = z.infer<typeof ZCommunityPostChanges>;

export const ZNewCommunityReply = z.object({
  body: z.string().trim().min(COMMUNITY_LIMITS.replyMin).max(COMMUNITY_LIMITS.replyMax),
});
export type NewCommunityReply = z.infer<typeof ZNewCommunityReply>;

/** POST .../reactions: toggles the asking person's reaction of that kind. */
export const ZCommunityReactionToggle = z.object({ kind: z.enum(COMMUNITY_REACTIONS) });
export const ZCommunityReactionResult = z.object({ reactions: ZCommunityReactions });
export type CommunityReactionResult = z.infer<typeof ZCommunityReactionResult>;

export const ZNewCommunityReport = z.object({
  target: z.enum(COMMUNITY_TARGETS),
  targetId: z.number().int().min(1),
  reason: z.enum(COMMUNITY_REPORT_REASONS),
  note: z.string().trim().max(COMMUNITY_LIMITS.reportNoteMax).default(''),
});
export type NewCommunityReport = z.infer<typeof ZNewCommunityReport>;

/** What the asking person may do: operators moderate, a suspended account only reads. */
export const ZCommunityMe = z.object({
  isOperator: z.boolean(),
  isSuspended: z.boolean(),
  /** Null while suspended without an end. */
  suspendedUntil: z.string().nullable(),
});
export type CommunityMe = z.infer<typeof ZCommunityMe>;

/** An open report as operators see it: what was reported, by whom, why, and the thing itself. */
export const ZCommunityReport = z.object({
  id: z.number().int(),
  target: z.enum(COMMUNITY_TARGETS),
  targetId: z.number().int(),
  /** The post the target is (or belongs to). */
  postId: z.number().int(),
  reason: z.enum(COMMUNITY_REPORT_REASONS),
  note: z.string(),
  reporter: ZPerson,
  author: ZCommunityAuthor,
  /** The post's title, or null for a reply. */
  title: z.string().nullable(),
  excerpt: z.string(),
  targetState: z.enum(COMMUNITY_STATES),
  /** How many open reports the same target has. */
  reportCount: z.number().int(),
  createdAt: z.string(),
});
export type CommunityReport = z.infer<typeof ZCommunityReport>;

export const ZCommunityReportPage = z.object({ reports: z.array(ZCommunityReport), nextCursor: z.string().nullable() });
export type CommunityReportPage = z.infer<typeof ZCommunityReportPage>;

/** PATCH moderation/posts/{id} or moderation/replies/{id}: the new state, and why. */
export const ZCommunityModeration = z.object({
  state: z.enum(COMMUNITY_STATES),
  reason: z.string().trim().max(COMMUNITY_LIMITS.reasonMax).default(''),
});
export type CommunityModeration = z.infer<typeof ZCommunityModeration>;

/** POST moderation/suspensions: no `until` suspends until lifted. */
export const ZCommunitySuspension = z.object({
  userId: z.number().int().min(1),
  until: z.iso.datetime().nullable().default(null),
  reason: z.string().trim().max(COMMUNITY_LIMITS.reasonMax).default(''),
});
export type CommunitySuspension = z.infer<typeof ZCommunitySuspension>;

export const ZCommunityUnsuspension = z.object({ userId: z.number().int().min(1) });

/** GET moderation/suspensions: who may not post now, newest first, at most `suspensionsMax`. */
export const ZCommunitySuspended = z.object({
  person: ZPerson,
  /** Null: until lifted. */
  until: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type CommunitySuspended = z.infer<typeof ZCommunitySuspended>;
export const ZCommunitySuspendedList = z.object({ suspensions: z.array(ZCommunitySuspended) });
export type CommunitySuspendedList = z.infer<typeof ZCommunitySuspendedList>;
