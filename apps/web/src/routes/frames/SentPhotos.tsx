import type { Frame } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrameItemsQuery, useRemoveFromFrameMutation } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './SentPhotos.module.css';

/** How many of the sent photos the card shows: with the count of the rest, one row on a card. */
const STRIP_SIZE = 4;

/**
 * The photos sent straight to a frame ("Show on a frame"), newest first, as a strip on its card:
 * each can be taken off, or all at once, so nothing sent stays on a frame with no way back.
 * Nothing shows while none were sent.
 */
export function SentPhotos({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const notify = useToast();
  const headingId = useId();
  const sent = useFrameItemsQuery(frame.id, STRIP_SIZE);
  const remove = useRemoveFromFrameMutation();
  if (!sent.data || sent.data.total === 0) return null;
  const { items, total } = sent.data;
  const more = total - items.length;

  const takeOff = (itemIds: number[] | 'all') =>
    remove.mutate(
      { frameId: frame.id, itemIds },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            content:
              itemIds === 'all'
                ? t('frames.sent.cleared', { name: frame.name })
                : t('frames.sent.removed', { name: frame.name }),
          }),
      },
    );

  return (
    <section className={styles.sent} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {t('frames.sent.title', { count: total })}
        </h3>
        <Button
          variant="quiet"
          disabled={remove.isPending}
          aria-label={t('frames.sent.clearLabel', { name: frame.name })}
          onClick={() => takeOff('all')}
        >
          {t('frames.sent.clear')}
        </Button>
      </div>
      <ul className={styles.strip} aria-label={t('frames.sent.listLabel', { name: frame.name })}>
        {items.map((item) => (
          <li key={item.id} className={styles.photo}>
            {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" loading="lazy" /> : null}
            <button
              type="button"
              className={styles.remove}
              disabled={remove.isPending}
              aria-label={t('frames.sent.remove', { name: frame.name })}
              onClick={() => takeOff([item.id])}
            >
              <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                <path d="M1.5 1.5l7 7M8.5 1.5l-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
        {more > 0 ? <li className={styles.more}>{t('frames.sent.more', { count: more })}</li> : null}
      </ul>
      <p className={styles.hint}>{t('frames.sent.hint')}</p>
    </section>
  );
}
