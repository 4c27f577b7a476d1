import {
  COMMUNITY_LIMITS,
  type CommunityAuthor,
  type CommunityPost,
  type CommunityReply,
  type CommunityState,
  type CommunityTarget,
  pathOf,
} from '@kinframe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useCommunityMeQuery,
  useCommunityMutations,
  useCommunityThreadQuery,
  useRepliesQuery,
} from '../../api/community.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { MoreIcon } from '../../components/MoreIcon.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useNow } from '../../components/use-now.ts';
import styles from './Community.module.css';
import { Avatar, Byline, KindBadge, PhotoLightbox, Reactions, StateBadge, TimeAgo } from './parts.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';

type OpenDialog =
  | { kind: 'report'; target: CommunityTarget; id: number }
  | { kind: 'delete'; target: CommunityTarget; id: number }
  | { kind: 'suspend'; person: CommunityAuthor };

interface MenuProps {
  label: string;
  isMine: boolean;
  isOperator: boolean;
  state: CommunityState;
  onReport: () => void;
  onDelete: () => void;
  onModerate: (state: CommunityState) => void;
  onSuspend: () => void;
}

/** The "…" menu of a post or reply: report it, delete one's own; operators hide, remove, suspend. */
function MoreMenu({ label, isMine, isOperator, state, onReport, onDelete, onModerate, onSuspend }: MenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      label={label}
      triggerClassName={styles.menuTrigger}
      trigger={<MoreIcon size={20} />}
      entries={[
        { key: 'report', label: t('community.menu.report'), isHidden: isMine, onSelect: onReport },
        {
          key: 'hide',
          label: t('community.moderation.hide'),
          isHidden: !isOperator || state !== 'visible',
          onSelect: () => onModerate('hidden'),
        },
        {
          key: 'show',
          label: t('community.moderation.show'),
          isHidden: !isOperator || state === 'visible',
          onSelect: () => onModerate('visible'),
        },
        {
          key: 'remove',
          label: t('community.moderation.remove'),
          isDanger: true,
          isHidden: !isOperator || state === 'removed',
          onSelect: () => onModerate('removed'),
        },
        {
          key: 'suspend',
          label: t('community.moderation.suspend'),
          isHidden: !isOperator || isMine,
          onSelect: onSuspend,
        },
        { key: 'delete', label: t('community.menu.delete'), isDanger: true, isHidden: !isMine, onSelect: onDelete },
      ]}
    />
  );
}

/** A post with its photos (opening in the viewer), its reactions, its replies and the reply box. */
export function PostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const postId = Number(id);
  const navigate = useNavigate();
  const notify = useToast();
  const now = useNow(60_000);
  const me = useCommunityMeQuery();
  const thread = useCommunityThreadQuery(postId);
  const replies = useRepliesQuery(postId);
  const mutations = useCommunityMutations();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [photoId, setPhotoId] = useState<number | null>(null);
  const isOperator = me.data?.isOperator === true;
  const canWrite = me.data !== undefined && !me.data.isSuspended;

  const back = (
    <Link className={styles.back} to="/hub/community">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('community.back')}
    </Link>
  );

  if (!thread.data) {
    return (
      <>
        {thread.isPending ? null : back}
        <QueryState
          query={thread}
          look="panel"
          loading={t('community.loading')}
          className={styles.muted}
          failedBody={t('community.post.goneBody')}
        >
          {() => null}
        </QueryState>
      </>
    );
  }
  const post: CommunityPost = thread.data.post;
  const replyList = replies.data?.pages.flatMap((page) => page.replies) ?? thread.data.replies;
  const moderate = (target: CommunityTarget, targetId: number) => (state: CommunityState) =>
    mutations.moderate.mutate(
      { target, id: targetId, state, reason: '' },
      {
        onSuccess: () => notify({ type: 'success', content: t(`community.moderation.done.${state}`) }),
      },
    );

  return (
    <>
      {back}
      <div className={styles.thread}>
        <article className={styles.post} aria-labelledby="post-title">
          <div className={styles.postHead}>
            <Byline author={post.author} at={post.createdAt} now={now} />
            <div className={styles.badges}>
              <StateBadge state={post.state} />
              <KindBadge kind={post.kind} />
            </div>
            <MoreMenu
              label={t('community.menu.post')}
              isMine={post.isMine}
              isOperator={isOperator}
              state={post.state}
              onReport={() => setDialog({ kind: 'report', target: 'post', id: post.id })}
              onDelete={() => setDialog({ kind: 'delete', target: 'post', id: post.id })}
              onModerate={moderate('post', post.id)}
              onSuspend={() => setDialog({ kind: 'suspend', person: post.author })}
            />
          </div>
          <h1 className={styles.postTitle} id="post-title">
            {post.title}
          </h1>
          {post.state === 'hidden' && post.isMine ? (
            <p className={styles.notice}>{t('community.post.hiddenNotice')}</p>
          ) : null}
          <p className={styles.body}>{post.body}</p>
          {post.photos.length > 0 ? (
            <div className={styles.gallery} data-count={post.photos.length}>
              {post.photos.map((photo, index) => (
                <button
                  key={photo.id}
                  type="button"
                  className={styles.photoButton}
                  aria-label={t('community.post.openPhoto', { position: index + 1, total: post.photos.length })}
                  onClick={() => setPhotoId(photo.id)}
                >
                  <img
                    className={styles.thumb}
                    src={(post.photos.length === 1 ? photo.urls.preview : null) ?? photo.urls.square ?? undefined}
                    alt=""
                  />
                </button>
              ))}
            </div>
          ) : null}
          <Reactions
            reactions={post.reactions}
            isDisabled={!canWrite || mutations.react.isPending}
            onToggle={(kind) => mutations.react.mutate({ target: 'post', id: post.id, kind })}
          />
        </article>

        <section className={styles.thread} aria-labelledby="replies-heading">
          <h2 className={styles.repliesHeading} id="replies-heading">
            {t('community.replyCount', { count: post.replyCount })}
          </h2>
          {replyList.length > 0 ? (
            <ul className={styles.replies}>
              {replyList.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  now={now}
                  canWrite={canWrite}
                  isOperator={isOperator}
                  onDialog={setDialog}
                  onModerate={moderate('reply', reply.id)}
                />
              ))}
            </ul>
          ) : null}
          {replies.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={replies.isFetchingNextPage}
                onClick={() => void replies.fetchNextPage()}
              >
                {t('community.post.moreReplies')}
              </Button>
            </div>
          ) : null}
          {canWrite && (post.state === 'visible' || isOperator) ? <ReplyBox postId={post.id} /> : null}
          {me.data?.isSuspended ? <p className={styles.notice}>{t('community.suspended')}</p> : null}
        </section>
      </div>

      {photoId !== null ? (
        <PhotoLightbox
          photos={post.photos}
          photoId={photoId}
          title={post.title}
          onNavigate={setPhotoId}
          onClose={() => setPhotoId(null)}
        />
      ) : null}
      {dialog?.kind === 'report' ? (
        <ReportDialog target={dialog.target} targetId={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'suspend' ? <SuspendDialog person={dialog.person} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t(`community.delete.title.${dialog.target}`)}
          body={t(`community.delete.body.${dialog.target}`)}
          cancelLabel={t('community.cancel')}
          confirmLabel={t('community.menu.delete')}
          onConfirm={() => {
            const target = dialog.target;
            const deletion =
              target === 'post'
                ? mutations.deletePost.mutateAsync(dialog.id)
                : mutations.deleteReply.mutateAsync(dialog.id);
            return deletion.then(() => {
              setDialog(null);
              notify({ type: 'success', content: t(`community.delete.done.${target}`) });
              if (target === 'post') void navigate(pathOf('hub-community'));
            });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

function ReplyItem({
  reply,
  now,
  canWrite,
  isOperator,
  onDialog,
  onModerate,
}: {
  reply: CommunityReply;
  now: Date;
  canWrite: boolean;
  isOperator: boolean;
  onDialog: (dialog: OpenDialog) => void;
  onModerate: (state: CommunityState) => void;
}) {
  const { t } = useTranslation();
  const { react } = useCommunityMutations();
  return (
    <li className={styles.reply}>
      <Avatar author={reply.author} size="s" />
      <div className={styles.replyMain}>
        <div className={styles.replyHead}>
          <span className={styles.author}>{reply.author.displayName}</span>
          <span className={styles.when}>
            <TimeAgo at={reply.createdAt} now={now} />
          </span>
          <StateBadge state={reply.state} />
          <MoreMenu
            label={t('community.menu.reply', { name: reply.author.displayName })}
            isMine={reply.isMine}
            isOperator={isOperator}
            state={reply.state}
            onReport={() => onDialog({ kind: 'report', target: 'reply', id: reply.id })}
            onDelete={() => onDialog({ kind: 'delete', target: 'reply', id: reply.id })}
            onModerate={onModerate}
            onSuspend={() => onDialog({ kind: 'suspend', person: reply.author })}
          />
        </div>
        <p className={styles.body}>{reply.body}</p>
        <Reactions
          size="s"
          reactions={reply.reactions}
          isDisabled={!canWrite || react.isPending}
          onToggle={(kind) => react.mutate({ target: 'reply', id: reply.id, kind })}
        />
      </div>
    </li>
  );
}

function ReplyBox({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const { reply } = useCommunityMutations();
  const [body, setBody] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim().length === 0) return;
    reply.mutate(
      { postId, body: body.trim() },
      {
        onSuccess: () => setBody(''),
      },
    );
  };

  return (
    <form className={styles.composeReply} onSubmit={submit}>
      <label className={styles.label} htmlFor={fieldId}>
        {t('community.post.replyLabel')}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        value={body}
        maxLength={COMMUNITY_LIMITS.replyMax}
        placeholder={t('community.post.replyPlaceholder')}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className={styles.formRow}>
        {body.length > COMMUNITY_LIMITS.replyMax * 0.8 ? (
          <span className={styles.counter}>
            {t('community.post.charactersLeft', { count: COMMUNITY_LIMITS.replyMax - body.length })}
          </span>
        ) : null}
        <Button type="submit" disabled={reply.isPending || body.trim().length === 0}>
          {reply.isPending ? t('community.post.replying') : t('community.post.reply')}
        </Button>
      </div>
    </form>
  );
}
