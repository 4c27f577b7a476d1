import type { CommunityPost } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Community.module.css';
import { Byline, KindBadge, Reactions, ReplyIcon, StateBadge } from './parts.tsx';

/** The first lines of a post's text, as the feed shows it. */
function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 280 ? `${flat.slice(0, 279).trimEnd()}…` : flat;
}

/** One post in the feed: who, what kind, its title and first lines, its photos, replies and reactions. */
export function PostCard({ post, now }: { post: CommunityPost; now: Date }) {
  const { t } = useTranslation();
  return (
    <li>
      <article className={styles.card} aria-labelledby={`post-${post.id}-title`}>
        <div className={styles.cardHead}>
          <Byline author={post.author} at={post.createdAt} now={now} />
          <div className={styles.badges}>
            <StateBadge state={post.state} />
            <KindBadge kind={post.kind} />
          </div>
        </div>
        <h2 className={styles.cardTitle} id={`post-${post.id}-title`}>
          <Link className={styles.cardLink} to={appPath('hub-community-post', { id: post.id })}>
            {post.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{excerptOf(post.body)}</p>
        {post.photos.length > 0 ? (
          <div className={styles.strip}>
            {post.photos.map((photo) =>
              photo.urls.square ? <img key={photo.id} src={photo.urls.square} alt="" loading="lazy" /> : null,
            )}
          </div>
        ) : null}
        <div className={styles.cardFoot}>
          <span className={styles.stat}>
            <ReplyIcon />
            {t('community.replyCount', { count: post.replyCount })}
          </span>
          <Reactions reactions={post.reactions} />
        </div>
      </article>
    </li>
  );
}
