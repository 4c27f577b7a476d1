import type { Frame } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { MoreIcon } from '../../components/MoreIcon.tsx';
import { FrameHealth, NowShowing } from './FrameHealth.tsx';
import { FrameRemote, isRemoteReachable, useFrameRemote } from './FrameRemote.tsx';
import { FrameSources } from './FrameSources.tsx';
import styles from './FramesPage.module.css';
import { HiddenPhotos } from './HiddenPhotos.tsx';
import { SentPhotos } from './SentPhotos.tsx';

interface FrameCardProps {
  frame: Frame;
  /** The page's clock, so "last seen" moves on between refreshes. */
  now: Date;
  /** Plus: settings, the remote and what it shows. Without it the card is read, and removal stays. */
  canChange: boolean;
  onOpenSettings: () => void;
  onRemove: () => void;
  /** The frame was handed over as a gift and waits for the code it shows. */
  onReconnect: () => void;
}

/** One frame: whether it is on, what it is, and what it shows; settings and removal in its menu. */
export function FrameCard({ frame, now, canChange, onOpenSettings, onRemove, onReconnect }: FrameCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { device } = frame;
  const remote = useFrameRemote(frame);

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <NowShowing frame={frame}>{canChange ? <FrameRemote frame={frame} /> : null}</NowShowing>
      <header className={styles.cardHead}>
        <div className={styles.cardTitle}>
          <h2 id={nameId} className={styles.frameName}>
            {frame.name}
          </h2>
          <p className={styles.status}>
            <FrameHealth frame={frame} now={now} />
          </p>
        </div>
        <DropdownMenu
          label={t('frames.card.menu', { name: frame.name })}
          triggerClassName={styles.menuTrigger}
          trigger={<MoreIcon />}
          entries={[
            { key: 'settings', label: t('frames.card.settings'), isHidden: !canChange, onSelect: onOpenSettings },
            {
              key: 'reload',
              label: t('frames.remote.reload'),
              isHidden: !canChange || !isRemoteReachable(frame),
              onSelect: () => remote.send({ command: 'reload' }),
            },
            {
              key: 'clear-cache',
              label: t('frames.remote.clearCache'),
              isHidden: !canChange || !isRemoteReachable(frame),
              onSelect: () => remote.send({ command: 'clear-cache' }),
            },
            { key: 'remove', label: t('frames.card.remove'), isDanger: true, onSelect: onRemove },
          ]}
        />
      </header>
      {frame.giftFor ? <p className={styles.gift}>{t('frames.card.giftFor', { email: frame.giftFor })}</p> : null}
      {frame.needsPairing ? (
        <div className={styles.gift}>
          <p>{t('frames.card.needsPairing')}</p>
          <Button onClick={onReconnect}>{t('frames.card.enterCode')}</Button>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('frames.card.device')}</dt>
          <dd>{device.name}</dd>
        </div>
        <div>
          <dt>{t('frames.card.screen')}</dt>
          <dd>{t('frames.card.screenSize', { width: device.screen.width, height: device.screen.height })}</dd>
        </div>
        {device.appVersion ? (
          <div>
            <dt>{t('frames.card.version')}</dt>
            <dd>{device.appVersion}</dd>
          </div>
        ) : null}
      </dl>
      {canChange ? (
        <>
          <SentPhotos frame={frame} />
          <HiddenPhotos frame={frame} />
          <FrameSources frame={frame} />
        </>
      ) : null}
    </article>
  );
}
