import type {
  CommunityAuthor,
  CommunityPhoto,
  CommunityPostKind,
  CommunityReactionKind,
  CommunityReactions,
  CommunityState,
  LibraryItem,
} from '@kinframe/contract';
import { toLanguageTag } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { MediaViewer } from '../../components/viewer/MediaViewer.tsx';
import { formatDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { timeAgo } from '../frames/frame-texts.ts';
import styles from './Community.module.css';

/** The author's picture, or their initials on a colour of their own. */
export function Avatar({ author, size = 'm' }: { author: CommunityAuthor; size?: 's' | 'm' }) {
  const className = `${styles.avatar} ${size === 's' ? styles.avatarSmall : ''}`;
  if (author.avatarUrl) return <img className={className} src={author.avatarUrl} alt="" />;
  const initials = author.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={className} data-hue={author.id % 6} aria-hidden="true">
      {initials || author.username.charAt(0).toUpperCase()}
    </span>
  );
}

export function KindBadge({ kind }: { kind: CommunityPostKind }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${kind === 'tip' ? styles.tip : styles.question}`}>
      {t(`community.kinds.${kind}`)}
    </span>
  );
}

/** "5 minutes ago", as a time element with the full date for those who hover. */
export function TimeAgo({ at, now }: { at: string; now: Date }) {
  const tag = toLanguageTag(currentLocale());
  return (
    <time dateTime={at} title={formatDateTime(at, tag)}>
      {timeAgo(at, now, tag)}
    </time>
  );
}

/** Who wrote a post and when, as the feed and the post's own page show it. */
export function Byline({ author, at, now }: { author: CommunityAuthor; at: string; now: Date }) {
  return (
    <div className={styles.byline}>
      <Avatar author={author} />
      <div className={styles.bylineText}>
        <span className={styles.author}>{author.displayName}</span>
        <span className={styles.when}>
          <TimeAgo at={at} now={now} />
        </span>
      </div>
    </div>
  );
}

/** A post or reply that is hidden or removed says so; a visible one shows nothing. */
export function StateBadge({ state }: { state: CommunityState }) {
  const { t } = useTranslation();
  if (state === 'visible') return null;
  return <span className={`${styles.badge} ${styles[state]}`}>{t(`community.states.${state}`)}</span>;
}

/** The end of a report or a suspension: a few lines of text, then Cancel and the dialog's own button. */
export function NoteAndButtons({
  label,
  value,
  maxLength,
  onChange,
  submit,
  danger = false,
  isPending,
  onCancel,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  submit: string;
  danger?: boolean;
  isPending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className={styles.form}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={3}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className={styles.formRow}>
        <Button variant="secondary" onClick={onCancel}>
          {t('community.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : undefined} disabled={isPending}>
          {submit}
        </Button>
      </div>
    </>
  );
}

export function ReactionIcon({ kind }: { kind: CommunityReactionKind }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  if (kind === 'like') {
    return (
      <svg {...common} aria-hidden="true">
        <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3zm0 0 4-7a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7" />
      </svg>
    );
  }
  if (kind === 'helpful') {
    return (
      <svg {...common} aria-hidden="true">
        <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </svg>
  );
}

export function ReplyIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The reactions as buttons that toggle the reader's own (pressed when given), or, with no
 * `onToggle`, as a quiet summary of the ones given.
 */
export function Reactions({
  reactions,
  onToggle,
  isDisabled = false,
  size = 'm',
}: {
  reactions: CommunityReactions;
  onToggle?: (kind: CommunityReactionKind) => void;
  isDisabled?: boolean;
  size?: 's' | 'm';
}) {
  const { t } = useTranslation();
  if (!onToggle) {
    const given = reactions.filter((reaction) => reaction.count > 0);
    return (
      <>
        {given.map((reaction) => (
          <span
            key={reaction.kind}
            className={styles.stat}
            title={t(`community.reactions.${reaction.kind}`, { count: reaction.count })}
          >
            <ReactionIcon kind={reaction.kind} />
            <span aria-hidden="true">{reaction.count}</span>
            <span className={styles.visuallyHidden}>
              {t(`community.reactions.${reaction.kind}`, { count: reaction.count })}
            </span>
          </span>
        ))}
      </>
    );
  }
  return (
    <div className={`${styles.reactions} ${size === 's' ? styles.reactionsSmall : ''}`}>
      {reactions.map((reaction) => (
        <button
          key={reaction.kind}
          type="button"
          className={styles.reaction}
          aria-pressed={reaction.mine}
          disabled={isDisabled}
          aria-label={t(`community.reactions.${reaction.kind}`, { count: reaction.count })}
          title={t(`community.reactionNames.${reaction.kind}`)}
          onClick={() => onToggle(reaction.kind)}
        >
          <ReactionIcon kind={reaction.kind} />
          <span aria-hidden="true">{t(`community.reactionNames.${reaction.kind}`)}</span>
          {reaction.count > 0 ? (
            <span className={styles.reactionCount} aria-hidden="true">
              {reaction.count}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

/** A post's photo as the viewer shows items: renditions only, the largest as the "original". */
function asViewerItem(photo: CommunityPhoto, name: string): LibraryItem {
  const largest = photo.urls.preview ?? photo.urls.square ?? '';
  return {
    id: photo.id,
    kind: 'photo',
    status: 'ready',
    failureCode: null,
    name,
    width: photo.width,
    height: photo.height,
    orientation: null,
    durationSeconds: null,
    sizeBytes: 0,
    createdAt: '',
    uploadedAt: '',
    caption: '',
    isFavourite: false,
    tagIds: [],
    edit: null,
    editPending: false,
    focus: null,
    camera: null,
    exposure: null,
    place: null,
    urls: {
      square: photo.urls.square,
      ratio: null,
      preview: largest,
      poster: null,
      video: null,
      original: largest,
      edited: null,
    },
  } as LibraryItem;
}

/** The post's photos as large as the screen allows, one after the other. */
export function PhotoLightbox({
  photos,
  photoId,
  title,
  onNavigate,
  onClose,
}: {
  photos: CommunityPhoto[];
  photoId: number;
  title: string;
  onNavigate: (photoId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const index = photos.findIndex((photo) => photo.id === photoId);
  const photo = photos[index];
  return (
    <MediaViewer
      itemId={photoId}
      item={photo ? asViewerItem(photo, title) : undefined}
      absent={t('community.post.photoGone')}
      title={title}
      titleDetail={photo ? t('community.post.photoPosition', { position: index + 1, total: photos.length }) : null}
      closeLabel={t('common.close')}
      previousId={index > 0 ? photos[index - 1]?.id : undefined}
      nextId={index >= 0 ? photos[index + 1]?.id : undefined}
      onNavigate={onNavigate}
      onClose={onClose}
    />
  );
}
