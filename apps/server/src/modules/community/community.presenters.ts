import {
  COMMUNITY_REACTIONS,
  type CommunityAuthor,
  type CommunityPhoto,
  type CommunityPost,
  type CommunityPostKind,
  type CommunityReactions,
  type CommunityReply,
  type CommunityState,
  type LibraryItem,
} from '@kinframe/contract';
import { presentPerson } from '../account/account.presenters.ts';
import type { PostListRow, ReactionCountRow, ReplyListRow } from './community.repo.ts';

/** What other members see of a library item through a post: its renditions, nothing of its owner's marks. */
export function presentPhoto(item: LibraryItem): CommunityPhoto {
  return {
    id: item.id,
    width: item.width,
    height: item.height,
    urls: { square: item.urls.square, preview: item.urls.preview },
  };
}

export function presentAuthor(
  row: { user_id: number } & Pick<PostListRow, 'author_username' | 'author_first_name' | 'author_last_name'>,
  avatarUrl: string | null,
): CommunityAuthor {
  return {
    ...presentPerson({
      id: row.user_id,
      username: row.author_username,
      first_name: row.author_first_name,
      last_name: row.author_last_name,
    }),
    avatarUrl,
  };
}

/** Every kind in the same order, with its count (0 when nobody gave it) and whether the reader did. */
export function presentReactions(rows: ReactionCountRow[]): CommunityReactions {
  return COMMUNITY_REACTIONS.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { kind, count: Number(row?.count ?? 0), mine: Number(row?.mine ?? 0) > 0 };
  });
}

export function presentPost(
  row: PostListRow,
  details: { viewerId: number; author: CommunityAuthor; photos: CommunityPhoto[]; reactions: CommunityReactions },
): CommunityPost {
  return {
    id: row.id,
    author: details.author,
    kind: row.kind as CommunityPostKind,
    title: row.title,
    body: row.body,
    state: row.state as CommunityState,
    // A post no longer shown to members shows its photos to nobody.
    photos: row.state === 'visible' ? details.photos : [],
    replyCount: row.reply_count,
    reactions: details.reactions,
    isMine: row.user_id === details.viewerId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastActivityAt: row.last_activity_at,
  };
}

export function presentReply(
  row: ReplyListRow,
  details: { viewerId: number; author: CommunityAuthor; reactions: CommunityReactions },
): CommunityReply {
  return {
    id: row.id,
    postId: row.post_id,
    author: details.author,
    body: row.body,
    state: row.state as CommunityState,
    reactions: details.reactions,
    isMine: row.user_id === details.viewerId,
    createdAt: row.created_at,
  };
}

/** The first words of a text, for a report's summary. */
export function excerptOf(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
