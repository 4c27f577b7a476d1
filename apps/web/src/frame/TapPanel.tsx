import type { PlaylistItem } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { fillIn, usePlayerTexts } from './player-texts.ts';
import styles from './TapPanel.module.css';
import { HIDDEN_NOTICE_MS, TAP_PANEL_IDLE_MS, type TapActions, tapChoicesOf } from './tap-panel.ts';

interface TapPanelProps {
  item: PlaylistItem;
  language: string;
  actions: TapActions;
  onClose: () => void;
}

type Status = 'favourited' | 'unfavourited' | 'hidden' | 'failed' | null;

/** A date as the frame's language writes it ("14 July 2024"); null when the date cannot be read. */
function dateOf(iso: string, language: string): string | null {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(language || undefined, options).format(time);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(time);
  }
}

/**
 * What a tap on the frame shows, over a soft scrim: the photo's caption, who shared it and when it
 * was taken, and two big buttons, "Favourite" (toggles) and "Hide from this frame" (then the next
 * photo comes). Each says when it is done. It goes away after TAP_PANEL_IDLE_MS without a touch,
 * with a tap beside it, or with Escape.
 */
export function TapPanel({ item, language, actions, onClose }: TapPanelProps) {
  const texts = usePlayerTexts();
  const [isFavourite, setIsFavourite] = useState(item.isFavourite === true);
  const [status, setStatus] = useState<Status>(null);
  const [isBusy, setIsBusy] = useState(false);
  const firstButton = useRef<HTMLButtonElement>(null);
  /** Starts the wait before the panel goes away again: on every touch or key, and once hidden. */
  const closeAfter = useRef<(ms: number) => void>(() => undefined);
  const isHiddenNow = useRef(false);
  const { canFavourite, canHide } = tapChoicesOf(item);
  const isHidden = status === 'hidden';
  const takenOn = dateOf(item.takenAt, language);

  // Focus inside at once, so a TV remote's arrows and Enter reach the buttons.
  useEffect(() => firstButton.current?.focus(), []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    closeAfter.current = (ms) => {
      clearTimeout(timer);
      timer = setTimeout(onClose, ms);
    };
    const touched = () => closeAfter.current(isHiddenNow.current ? HIDDEN_NOTICE_MS : TAP_PANEL_IDLE_MS);
    const onKey = (event: KeyboardEvent) => (event.key === 'Escape' ? onClose() : touched());
    touched();
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  async function handleFavourite() {
    setIsBusy(true);
    try {
      const now = await actions.favourite(item.id, !isFavourite);
      setIsFavourite(now);
      setStatus(now ? 'favourited' : 'unfavourited');
    } catch {
      setStatus('failed');
    } finally {
      setIsBusy(false);
    }
  }

  async function handleHide() {
    setIsBusy(true);
    try {
      await actions.hide(item.id);
      setStatus('hidden');
      // Long enough to read that it is done; then the next photo comes.
      isHiddenNow.current = true;
      closeAfter.current(HIDDEN_NOTICE_MS);
    } catch {
      setStatus('failed');
    } finally {
      setIsBusy(false);
    }
  }

  const message = {
    favourited: texts.tapFavourited,
    unfavourited: texts.tapUnfavourited,
    hidden: texts.tapHidden,
    failed: texts.tapFailed,
  };

  return (
    <div className={styles.scrim}>
      {/* A tap beside the panel closes it; the Close button is the way for a keyboard or a remote. */}
      <button
        type="button"
        className={styles.beside}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="tap-scrim"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
      />
      <section className={styles.panel} role="dialog" aria-modal="true" aria-label={texts.tapPanelLabel}>
        {item.caption.trim() ? <p className={styles.caption}>{item.caption}</p> : null}
        {item.sharedBy ? <p className={styles.line}>{fillIn(texts.sharedBy, { name: item.sharedBy })}</p> : null}
        {takenOn ? <p className={styles.line}>{fillIn(texts.tapTakenOn, { date: takenOn })}</p> : null}
        <div className={styles.actions}>
          {canFavourite ? (
            <button
              ref={firstButton}
              type="button"
              className={`${styles.action} ${isFavourite ? styles.on : ''}`}
              aria-pressed={isFavourite}
              disabled={isBusy || isHidden}
              onClick={handleFavourite}
            >
              <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span> {texts.tapFavourite}
            </button>
          ) : null}
          {canHide ? (
            <button
              ref={canFavourite ? undefined : firstButton}
              type="button"
              className={styles.action}
              disabled={isBusy || isHidden}
              onClick={handleHide}
            >
              {texts.tapHide}
            </button>
          ) : null}
        </div>
        <p className={styles.status} role="status">
          {status ? message[status] : ''}
        </p>
        <button
          ref={canFavourite || canHide ? undefined : firstButton}
          type="button"
          className={styles.close}
          aria-label={texts.tapClose}
          onClick={onClose}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </section>
    </div>
  );
}
