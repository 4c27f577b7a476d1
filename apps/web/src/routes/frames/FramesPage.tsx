import { type Frame, LIMITS, pathOf } from '@kinframe/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FRAMES_REFRESH_MS, useFramesQuery } from '../../api/frames.ts';
import { useHasPlus } from '../../app/session.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useNow } from '../../components/use-now.ts';
import { ClaimFrameDialog } from './ClaimFrameDialog.tsx';
import { FrameCard } from './FrameCard.tsx';
import { FrameSettingsDialog } from './FrameSettingsDialog.tsx';
import styles from './FramesPage.module.css';
import { GiftFrameDialog } from './GiftFrameDialog.tsx';
import { formatCodeInput } from './pairing-code.ts';
import { RemoveFrameDialog } from './RemoveFrameDialog.tsx';

type OpenDialog =
  | { kind: 'own' }
  | { kind: 'gift' }
  // The frame as it was when opened: the dialog outlives a refresh, and a removal, of the list.
  | { kind: 'settings'; frame: Frame }
  | { kind: 'remove'; frame: Frame }
  | { kind: 'reconnect'; frame: Frame };

/**
 * The frames page (spec sections 2 and 4): every frame with its switches for what it shows, and
 * the two ways to set one up. The player's QR code opens this page with `?code=`, which opens
 * "set up my own frame" with the code filled in. Without Plus the frames go on showing what they
 * showed and can be removed; setting one up or changing what it shows is Plus's.
 */
export function FramesPage() {
  const { t } = useTranslation();
  const hasPlus = useHasPlus();
  const notify = useToast();
  const frames = useFramesQuery();
  const now = useNow(FRAMES_REFRESH_MS);
  const limitId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const codeFromLink = hasPlus ? searchParams.get('code') : null;
  const [dialog, setDialog] = useState<OpenDialog | null>(codeFromLink ? { kind: 'own' } : null);

  useEffect(() => {
    if (codeFromLink) setDialog({ kind: 'own' });
  }, [codeFromLink]);

  const closeDialog = () => {
    setDialog(null);
    // The code is used once: a reload must not open the dialog again.
    if (codeFromLink !== null) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('code');
          return next;
        },
        { replace: true },
      );
    }
  };

  const list = frames.data?.frames ?? [];
  const maxFrames = frames.data?.maxFrames ?? LIMITS.framesPerAccount;
  const isAtLimit = list.length >= maxFrames;

  const setUpButtons = hasPlus ? (
    <>
      <Button
        disabled={isAtLimit}
        aria-describedby={isAtLimit ? limitId : undefined}
        onClick={() => setDialog({ kind: 'own' })}
      >
        {t('frames.setUpOwn')}
      </Button>
      <Button
        variant="secondary"
        disabled={isAtLimit}
        aria-describedby={isAtLimit ? limitId : undefined}
        onClick={() => setDialog({ kind: 'gift' })}
      >
        {t('frames.setUpGift')}
      </Button>
    </>
  ) : undefined;
  const limitNote = isAtLimit ? (
    <p id={limitId} className={styles.limit}>
      {t('frames.limitNote', { limit: t('errors.frame_limit', { max: maxFrames }) })}
    </p>
  ) : null;

  return (
    <>
      <PageHeader
        description={
          hasPlus ? (
            <>
              {t('frames.description')} <LearnMoreLink slug="pairing-a-frame" label={t('learn.links.pairing')} />
            </>
          ) : (
            <>
              {t('frames.liteNote')} <Link to={pathOf('subscribe')}>{t('library.lite.getPlus')}</Link>
            </>
          )
        }
        actions={list.length > 0 ? setUpButtons : undefined}
      />
      <QueryState
        query={frames}
        loading={<Skeleton shape="row" count={2} label={t('frames.loading')} className={styles.cards} />}
        className={styles.muted}
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            title={t('frames.emptyTitle')}
            body={hasPlus ? t('frames.emptyBody') : undefined}
            actions={
              <>
                {setUpButtons}
                {limitNote}
              </>
            }
          />
        }
      >
        {() => (
          <>
            {limitNote}
            <ul className={styles.cards}>
              {list.map((frame) => (
                <li key={frame.id}>
                  <FrameCard
                    frame={frame}
                    now={now}
                    canChange={hasPlus}
                    onOpenSettings={() => setDialog({ kind: 'settings', frame })}
                    onRemove={() => setDialog({ kind: 'remove', frame })}
                    onReconnect={() => setDialog({ kind: 'reconnect', frame })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>

      {dialog?.kind === 'own' ? (
        <ClaimFrameDialog
          initialCode={formatCodeInput(codeFromLink ?? '')}
          onClose={closeDialog}
          onClaimed={(frame) => {
            notify({ type: 'success', content: t('frames.own.done', { name: frame.name }) });
            closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'reconnect' ? (
        <ClaimFrameDialog
          initialCode=""
          reconnecting={dialog.frame}
          onClose={closeDialog}
          onClaimed={(frame) => {
            notify({ type: 'success', content: t('frames.own.done', { name: frame.name }) });
            closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'gift' ? (
        <GiftFrameDialog
          onClose={closeDialog}
          onGiven={(_frame, email) => {
            notify({ type: 'success', content: t('frames.gift.done', { email }) });
            closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'settings' ? <FrameSettingsDialog frame={dialog.frame} onClose={closeDialog} /> : null}
      {dialog?.kind === 'remove' ? <RemoveFrameDialog frame={dialog.frame} onClose={closeDialog} /> : null}
    </>
  );
}
