import { appPath, type CommunityPostKind } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCommunityFeedQuery, useCommunityMeQuery } from '../../api/community.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useNow } from '../../components/use-now.ts';
import { formatLongDate } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './Community.module.css';
import { ComposerDialog } from './ComposerDialog.tsx';
import { PostCard } from './PostCard.tsx';

type View = 'all' | 'tips' | 'questions';
const VIEWS: readonly View[] = ['all', 'tips', 'questions'];
const KIND_OF: Record<View, CommunityPostKind | undefined> = {
  all: undefined,
  tips: 'tip',
  questions: 'question',
};

function Feed({ kind, onCompose }: { kind: CommunityPostKind | undefined; onCompose?: () => void }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const feed = useCommunityFeedQuery(kind);
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <QueryState
      query={feed}
      loading={t('community.loading')}
      look="panel"
      className={styles.muted}
      isEmpty={() => posts.length === 0}
      empty={
        <EmptyState
          title={t(`community.empty.title.${kind ?? 'all'}`)}
          body={t('community.empty.body')}
          actions={onCompose ? <Button onClick={onCompose}>{t('community.empty.action')}</Button> : null}
        />
      }
    >
      {() => (
        <>
          <ul className={styles.feed}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} now={now} />
            ))}
          </ul>
          {feed.hasNextPage ? (
            <div className={styles.loadMore}>
              <Button variant="secondary" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                {t('community.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/**
 * Hub > Community: members' tips and questions, newest activity first, filtered by kind; a new
 * post from the composer. Operators moderate from the console, where the open reports are.
 */
export function CommunityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCommunityMeQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isComposing, setIsComposing] = useState(false);
  const canPost = me.data !== undefined && !me.data.isSuspended;
  const asked = searchParams.get('view');
  const views: readonly View[] = VIEWS;
  const view: View = views.find((candidate) => candidate === asked) ?? 'all';
  const compose = canPost ? () => setIsComposing(true) : undefined;

  return (
    <>
      <PageHeader
        description={t('community.description')}
        actions={canPost ? <Button onClick={() => setIsComposing(true)}>{t('community.newPost')}</Button> : null}
      />
      {me.data?.isSuspended ? (
        <p className={styles.notice} role="status">
          {me.data.suspendedUntil
            ? t('community.suspendedUntil', {
                date: formatLongDate(me.data.suspendedUntil, currentLocale()),
              })
            : t('community.suspended')}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <fieldset className={styles.segments}>
          <legend className={styles.visuallyHidden}>{t('community.filter')}</legend>
          {views.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.segment}
              aria-pressed={view === option}
              onClick={() => setSearchParams(option === 'all' ? {} : { view: option }, { replace: true })}
            >
              {t(`community.views.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <Feed kind={KIND_OF[view]} onCompose={compose} />
      {isComposing ? (
        <ComposerDialog
          initialKind={KIND_OF[view]}
          onClose={() => setIsComposing(false)}
          onPosted={(post) => {
            setIsComposing(false);
            void navigate(appPath('hub-community-post', { id: post.id }));
          }}
        />
      ) : null}
    </>
  );
}
