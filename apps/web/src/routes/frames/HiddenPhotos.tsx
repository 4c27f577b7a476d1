import type { Frame } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrameHiddenItemsQuery, useShowAgainMutation } from '../../api/frame-hidden-items.ts';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './HiddenPhotos.module.css';
import sent from './SentPhotos.module.css';

/** How many hidden photos the card lists: with the count of the rest, a short list on a card. */
const LIST_SIZE = 4;

/**
 * The photos hidden from a frame by a tap on it ("Hide from this frame"), the latest first, on its
 * card: each can be shown again, so a tap on the frame is never a loss with no way back. Nothing
 * shows while none are hidden.
 */
export function HiddenPhotos({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const notify = useToast();
  const headingId = useId();
  const hidden = useFrameHiddenItemsQuery(frame.id, LIST_SIZE);
  const showAgain = useShowAgainMutation();
  if (!hidden.data || hidden.data.total === 0) return null;
  const { items, total } = hidden.data;
  const more = total - items.length;

  const handleShowAgain = (itemId: number) =>
    showAgain.mutate(
      { frameId: frame.id, itemId },
      {
        onSuccess: () => notify({ type: 'success', content: t('frames.hidden.shownAgain', { name: frame.name }) }),
      },
    );

  return (
    <section className={sent.sent} aria-labelledby={headingId}>
      <h3 id={headingId} className={sent.title}>
        {t('frames.hidden.title', { count: total })}
      </h3>
      <ul className={styles.list} aria-label={t('frames.hidden.listLabel', { name: frame.name })}>
        {items.map((item) => (
          <li key={item.id} className={styles.row}>
            <span className={sent.photo}>
              {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" loading="lazy" /> : null}
            </span>
            <Button
              variant="quiet"
              disabled={showAgain.isPending}
              aria-label={t('frames.hidden.showAgainLabel', { name: frame.name })}
              onClick={() => handleShowAgain(item.id)}
            >
              {t('frames.hidden.showAgain')}
            </Button>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={sent.hint}>{t('frames.hidden.more', { count: more })}</p> : null}
      <p className={sent.hint}>{t('frames.hidden.hint')}</p>
    </section>
  );
}
