import { appPath, type CompetitionPhase, type OperatedCompetition } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompetitionConsoleMutations, useOperatedCompetitionsQuery } from '../../api/competitions.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatShortDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from '../console/Console.module.css';
import { NewCompetitionDialog } from './NewCompetitionDialog.tsx';

/** The phase "move on now" leads to, from each phase that has one. */
const NEXT_PHASE: Partial<Record<CompetitionPhase, CompetitionPhase>> = {
  upcoming: 'entering',
  entering: 'voting',
  voting: 'finished',
};

/**
 * Every photo competition, listed or not: its phase and windows, its entries; making one, moving
 * one on now (a theme that drew its entries early need not wait out its window), hiding one from
 * members or showing it again.
 */
export function CompetitionsPanel() {
  const { t } = useTranslation();
  const notify = useToast();
  const locale = currentLocale();
  const competitions = useOperatedCompetitionsQuery();
  const { advance, setListed } = useCompetitionConsoleMutations();
  const [isMaking, setIsMaking] = useState(false);
  const [movingOn, setMovingOn] = useState<OperatedCompetition | null>(null);
  const list = competitions.data?.competitions ?? [];
  const when = (iso: string) => formatShortDateTime(iso, locale);
  const nextOfMoving = movingOn ? NEXT_PHASE[movingOn.phase] : undefined;

  return (
    <Section
      title={t('console.community.competitions')}
      actions={<Button onClick={() => setIsMaking(true)}>{t('console.community.newCompetition')}</Button>}
    >
      <QueryState
        query={competitions}
        loading={t('console.community.loading')}
        isEmpty={() => list.length === 0}
        empty={<p className={styles.facts}>{t('console.community.noCompetitions')}</p>}
      >
        {() => (
          <ul className={styles.list}>
            {list.map((competition) => {
              const next = NEXT_PHASE[competition.phase];
              return (
                <li key={competition.id} className={styles.card}>
                  <div className={styles.about}>
                    <span className={styles.title}>
                      {competition.isListed ? (
                        <Link to={appPath('create-competition-details', { id: competition.id })}>
                          <strong>{competition.theme}</strong>
                        </Link>
                      ) : (
                        <strong>{competition.theme}</strong>
                      )}
                      <span className={`${styles.badge} ${styles.accent}`}>
                        {t(`competitions.phase.${competition.phase}`)}
                      </span>
                      {competition.isListed ? null : (
                        <span className={styles.badge}>{t('console.community.unlisted')}</span>
                      )}
                    </span>
                    <span className={styles.facts}>
                      {t('competitions.moment.opens', { when: when(competition.entriesOpenAt) })} ·{' '}
                      {t('competitions.moment.entriesClose', { when: when(competition.entriesCloseAt) })} ·{' '}
                      {t('competitions.moment.votingCloses', { when: when(competition.votingCloseAt) })}
                    </span>
                    <span className={styles.facts}>
                      {t('competitions.entryCount', { count: competition.entryCount })} ·{' '}
                      {t('competitions.entrantCount', { count: competition.entrantCount })}
                    </span>
                  </div>
                  <div className={styles.cardActions}>
                    {next ? (
                      <Button variant="secondary" onClick={() => setMovingOn(competition)}>
                        {t(`console.community.moveOn.${next}`)}
                      </Button>
                    ) : null}
                    <Button
                      variant="quiet"
                      disabled={setListed.isPending}
                      onClick={() =>
                        setListed.mutate(
                          { id: competition.id, isListed: !competition.isListed },
                          {
                            onSuccess: (changed) =>
                              notify({
                                type: 'success',
                                content: t(changed.isListed ? 'console.community.listed' : 'console.community.hidden', {
                                  theme: changed.theme,
                                }),
                              }),
                          },
                        )
                      }
                    >
                      {t(competition.isListed ? 'console.community.unlist' : 'console.community.relist')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {isMaking ? <NewCompetitionDialog onClose={() => setIsMaking(false)} /> : null}
      {movingOn && nextOfMoving ? (
        <ConfirmDialog
          title={t('console.community.moveOnTitle', { theme: movingOn.theme })}
          body={t(`console.community.moveOnBody.${nextOfMoving}`)}
          confirmLabel={t(`console.community.moveOn.${nextOfMoving}`)}
          cancelLabel={t('common.cancel')}
          isDanger={false}
          onConfirm={() =>
            advance.mutateAsync(movingOn.id).then((moved) => {
              notify({
                type: 'success',
                content: t('console.community.movedOn', {
                  theme: moved.theme,
                  phase: t(`competitions.phase.${moved.phase}`),
                }),
              });
              setMovingOn(null);
            })
          }
          onClose={() => setMovingOn(null)}
        />
      ) : null}
    </Section>
  );
}
