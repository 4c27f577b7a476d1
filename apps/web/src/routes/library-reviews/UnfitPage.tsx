import { pathOf, type UnfitItem, type UnfitVerdict } from '@kinframe/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReviewMutations, useUnfitQuery } from '../../api/reviews.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './Reviews.module.css';
import { ReviewTabs } from './ReviewTabs.tsx';

const PAGE = 60;

/**
 * Not for frames: photos the analysis takes for screenshots, documents, blurred or nearly black
 * shots, each with its reasons. Frames leave them out; the person agrees (they stay off frames) or
 * overrules (fine for frames), one photo at a time or a selection at once. Those agreed with are a
 * second list (`?show=agreed`), where the person can still change their mind.
 */
export function UnfitPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const [params, setParams] = useSearchParams();
  const isAgreedList = params.get('show') === 'agreed';
  const query = useUnfitQuery(PAGE, isAgreedList);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { verdict } = useReviewMutations();
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  const answer = (itemIds: number[], given: UnfitVerdict) =>
    verdict.mutate(
      { itemIds, verdict: given },
      {
        onSuccess: (result) => {
          notify({
            type: 'success',
            content: t(
              given === 'agreed' ? 'library.reviews.unfit.agreedDone' : 'library.reviews.unfit.overruledDone',
              {
                count: result.updated,
              },
            ),
          });
          setSelected(new Set());
        },
      },
    );

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const showList = (agreed: boolean) => {
    setSelected(new Set());
    setParams(agreed ? { show: 'agreed' } : {}, { replace: true });
  };

  return (
    <>
      <ReviewTabs />
      <header className={styles.header}>
        <h1>{t('library.reviews.unfit.title')}</h1>
        <p className={styles.caption}>{t('library.reviews.unfit.about')}</p>
      </header>
      <div className={styles.tabs}>
        <button type="button" className={styles.tab} aria-pressed={!isAgreedList} onClick={() => showList(false)}>
          {t('library.reviews.unfit.toReview')}
        </button>
        <button type="button" className={styles.tab} aria-pressed={isAgreedList} onClick={() => showList(true)}>
          {t('library.reviews.unfit.agreedList')}
        </button>
      </div>
      {items.length > 0 ? (
        <section className={styles.bulk} aria-label={t('library.selection.label')}>
          <span className={styles.count}>
            {selectedIds.length > 0
              ? t('library.selection.count', { count: selectedIds.length })
              : t('library.reviews.unfit.selectHint')}
          </span>
          <Button
            variant="quiet"
            onClick={() =>
              setSelected(selectedIds.length === items.length ? new Set() : new Set(items.map((item) => item.id)))
            }
          >
            {selectedIds.length === items.length ? t('library.selection.deselect') : t('library.selection.selectAll')}
          </Button>
          {/* The answers once something is chosen: no row of greyed-out buttons before. */}
          {selectedIds.length > 0 && !isAgreedList ? (
            <Button variant="secondary" disabled={verdict.isPending} onClick={() => answer(selectedIds, 'agreed')}>
              {t('library.reviews.unfit.keepOff')}
            </Button>
          ) : null}
          {selectedIds.length > 0 ? (
            <Button disabled={verdict.isPending} onClick={() => answer(selectedIds, 'overruled')}>
              {t('library.reviews.unfit.fine')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <QueryState
        query={query}
        loading={t('library.reviews.unfit.loading')}
        look="panel"
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            title={t(isAgreedList ? 'library.reviews.unfit.emptyAgreedTitle' : 'library.reviews.unfit.emptyTitle')}
            body={t('library.reviews.unfit.emptyBody')}
            actions={
              <>
                <ButtonLink to={pathOf('library-duplicates')} variant="secondary">
                  {t('library.reviews.duplicates.title')}
                </ButtonLink>
                <ButtonLink to={pathOf('library')}>{t('library.backToLibrary')}</ButtonLink>
              </>
            }
          />
        }
      >
        {() => (
          <>
            <ul className={styles.grid} aria-label={t('library.reviews.unfit.title')}>
              {items.map((item) => (
                <UnfitCard
                  key={item.id}
                  item={item}
                  isSelected={selected.has(item.id)}
                  isAgreedList={isAgreedList}
                  isBusy={verdict.isPending}
                  onToggle={() => toggle(item.id)}
                  onAnswer={(given) => answer([item.id], given)}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('library.trash.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function UnfitCard(props: {
  item: UnfitItem;
  isSelected: boolean;
  isAgreedList: boolean;
  isBusy: boolean;
  onToggle: () => void;
  onAnswer: (verdict: UnfitVerdict) => void;
}) {
  const { t } = useTranslation();
  const { item } = props;
  return (
    <li className={styles.card} data-selected={props.isSelected}>
      <label className={styles.pick}>
        <input
          type="checkbox"
          checked={props.isSelected}
          onChange={props.onToggle}
          aria-label={t('library.reviews.unfit.select', { name: item.name })}
        />
        <span aria-hidden="true">{t('library.reviews.unfit.selectShort')}</span>
      </label>
      {item.urls.square ? <img className={styles.thumb} src={item.urls.square} alt={item.name} loading="lazy" /> : null}
      <ul className={styles.reasons} aria-label={t('library.reviews.unfit.reasonsLabel')}>
        {item.reasons.map((reason) => (
          <li key={reason} className={styles.reason}>
            {t(`library.reviews.unfit.reasons.${reason}`)}
          </li>
        ))}
      </ul>
      <div className={styles.answers}>
        {props.isAgreedList ? null : (
          <Button variant="secondary" disabled={props.isBusy} onClick={() => props.onAnswer('agreed')}>
            {t('library.reviews.unfit.keepOff')}
          </Button>
        )}
        <Button variant="quiet" disabled={props.isBusy} onClick={() => props.onAnswer('overruled')}>
          {t('library.reviews.unfit.fine')}
        </Button>
      </div>
    </li>
  );
}
