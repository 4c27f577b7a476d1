import type { Frame, Frames } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FrameOnlineState } from '../../components/frames/FrameOnline.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import styles from './FamilyHomePage.module.css';

/** The person's frames: each one's state, what it shows now, and how many albums it shows. */
export function FramesSection({ frames }: { frames: UseQueryResult<Frames> }) {
  const { t } = useTranslation();
  const list = frames.data?.frames ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-frames">
      <div className={styles.sectionHead}>
        <h2 id="home-frames">{t('familyHome.frames.title')}</h2>
        <Link to={pathOf('frames')}>{t('familyHome.frames.manage')}</Link>
      </div>
      <QueryState
        query={frames}
        loading={<Skeleton shape="row" count={1} label={t('frames.loading')} className={styles.frameList} />}
        className={styles.muted}
        isEmpty={() => list.length === 0}
        empty={
          <div className={styles.framesEmpty}>
            <p className={styles.muted}>{t('familyHome.frames.empty')}</p>
            <Link to={pathOf('frames')}>{t('familyHome.welcome.pairFrame')}</Link>
          </div>
        }
      >
        {() => (
          <ul className={styles.frameList}>
            {list.map((frame) => (
              <FrameCard key={frame.id} frame={frame} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function FrameCard({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const sources = frame.albumIds.length + frame.collectionIds.length;
  return (
    <li className={styles.frameCard}>
      <span className={styles.frameScreen}>
        {frame.showingUrl ? (
          <img
            className={styles.frameShot}
            src={frame.showingUrl}
            alt={t(frame.online ? 'familyHome.frames.showingNow' : 'familyHome.frames.showedLast', {
              name: frame.name,
            })}
          />
        ) : (
          <span className={styles.frameBlank}>
            {frame.online ? t('familyHome.frames.nothingShown') : t('familyHome.frames.screenOff')}
          </span>
        )}
      </span>
      <span className={styles.frameText}>
        <strong>{frame.name}</strong>
        <FrameOnlineState isOnline={frame.online} />
        <span className={styles.muted}>
          {sources === 0 ? t('familyHome.frames.noAlbums') : t('familyHome.frames.albums', { count: sources })}
        </span>
      </span>
    </li>
  );
}
