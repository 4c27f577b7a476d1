import { type DuplicateGroup, type DuplicateItem, pathOf } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuplicatesQuery, useReviewMutations } from '../../api/reviews.ts';
import { useHasPlus } from '../../app/session.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import hiddenStyles from '../../components/VisuallyHidden.module.css';
import { formatBytes, formatDate } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './Reviews.module.css';
import { ReviewTabs } from './ReviewTabs.tsx';

/**
 * Duplicates: photos that look alike (copies resized or recompressed, light edits, a burst), a
 * row per group with the best marked. A tap picks which one to keep; one button keeps it and moves
 * the others to the Trash, another keeps them all and is not asked about them again.
 */
export function DuplicatesPage() {
  const { t } = useTranslation();
  const query = useDuplicatesQuery();
  const page = query.data;
  return (
    <>
      <ReviewTabs />
      <header className={styles.header}>
        <h1>{t('library.reviews.duplicates.title')}</h1>
        <p className={styles.caption}>{t('library.reviews.duplicates.about')}</p>
      </header>
      {page && page.waitingCount > 0 ? (
        <p className={styles.note}>{t('library.reviews.stillLooking', { count: page.waitingCount })}</p>
      ) : null}
      <QueryState
        query={query}
        loading={t('library.reviews.duplicates.loading')}
        look="panel"
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            title={t('library.reviews.duplicates.emptyTitle')}
            body={t('library.reviews.duplicates.emptyBody')}
            actions={
              <>
                <ButtonLink to={pathOf('library-unfit')} variant="secondary">
                  {t('library.reviews.unfit.title')}
                </ButtonLink>
                <ButtonLink to={pathOf('library')}>{t('library.backToLibrary')}</ButtonLink>
              </>
            }
          />
        }
      >
        {(data) => (
          <>
            <ol className={styles.groups} aria-label={t('library.reviews.duplicates.title')}>
              {data.groups.map((group) => (
                <DuplicateGroupRow key={group.items.map((item) => item.id).join('-')} group={group} />
              ))}
            </ol>
            {data.hasMore ? <p className={styles.more}>{t('library.reviews.duplicates.more')}</p> : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function DuplicateGroupRow({ group }: { group: DuplicateGroup }) {
  const { t } = useTranslation();
  const notify = useToast();
  const locale = currentLocale();
  const hasPlus = useHasPlus();
  const best = group.items.find((item) => item.isBest) ?? (group.items[0] as DuplicateItem);
  const [keepId, setKeepId] = useState(best.id);
  const { keepOne, keepAll } = useReviewMutations();
  const others = group.items.filter((item) => item.id !== keepId).map((item) => item.id);
  const isBusy = keepOne.isPending || keepAll.isPending;

  const describe = (item: DuplicateItem) =>
    [
      item.width && item.height ? `${item.width} × ${item.height}` : null,
      formatBytes(item.sizeBytes, locale),
      formatDate(item.createdAt, locale),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <li className={styles.group}>
      <fieldset className={styles.strip}>
        <legend className={hiddenStyles.hidden}>
          {t('library.reviews.duplicates.groupLabel', { count: group.items.length })}
        </legend>
        {group.items.map((item) => {
          const isKept = item.id === keepId;
          return (
            <button
              key={item.id}
              type="button"
              className={styles.choice}
              aria-pressed={isKept}
              aria-label={`${t(isKept ? 'library.reviews.duplicates.kept' : 'library.reviews.duplicates.toTrash')}: ${item.name}, ${describe(item)}`}
              onClick={() => setKeepId(item.id)}
            >
              {item.urls.square ? <img className={styles.thumb} src={item.urls.square} alt="" loading="lazy" /> : null}
              {isKept ? (
                <span className={styles.tag}>
                  {item.isBest ? t('library.reviews.duplicates.best') : t('library.reviews.duplicates.kept')}
                </span>
              ) : (
                <span className={styles.trashTag}>{t('library.reviews.duplicates.toTrash')}</span>
              )}
              <span className={styles.facts}>{describe(item)}</span>
            </button>
          );
        })}
      </fieldset>
      {hasPlus ? (
        <div className={styles.actions}>
          <Button
            disabled={isBusy}
            onClick={() =>
              keepOne.mutate(
                { keepId, trashIds: others },
                {
                  onSuccess: (answer) =>
                    notify({
                      type: 'success',
                      content: t('library.reviews.duplicates.trashed', { count: answer.trashed }),
                    }),
                },
              )
            }
          >
            {t('library.reviews.duplicates.keepOne', { count: others.length })}
          </Button>
          <Button
            variant="secondary"
            disabled={isBusy}
            onClick={() =>
              keepAll.mutate(
                { itemIds: group.items.map((item) => item.id) },
                { onSuccess: () => notify({ type: 'success', content: t('library.reviews.duplicates.keptAll') }) },
              )
            }
          >
            {t('library.reviews.duplicates.keepAll')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
