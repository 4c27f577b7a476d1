import { type Competition, pathOf, toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompetitionsQuery } from '../../api/competitions.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { useNow } from '../../components/use-now.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './Competition.module.css';
import { PhaseArt, PhaseBadge } from './CompetitionParts.tsx';
import { groupCompetitions, momentText, nextMoment, relativeTime } from './competition-texts.ts';

export const competitionPath = (id: number) => `${pathOf('create-competition')}/${id}`;

/**
 * Create > Competitions: the photo competitions the operators run, as cards: those running now
 * (entering or voting), those coming, and the finished ones with their results.
 */
export function CompetitionPage() {
  const { t } = useTranslation();
  const competitions = useCompetitionsQuery();
  const groups = groupCompetitions(competitions.data?.competitions ?? []);

  return (
    <>
      <PageHeader description={t('competitions.description')} />
      <QueryState query={competitions} loading={t('competitions.loading')} className={styles.muted}>
        {() => (
          <>
            {groups.running.length === 0 && groups.upcoming.length === 0 ? (
              <EmptyState title={t('competitions.emptyTitle')} body={t('competitions.emptyBody')} />
            ) : null}
            <CardSection title={t('competitions.running')} competitions={groups.running} />
            <CardSection title={t('competitions.upcoming')} competitions={groups.upcoming} />
            <CardSection title={t('competitions.finished')} competitions={groups.finished} />
          </>
        )}
      </QueryState>
    </>
  );
}

function CardSection({ title, competitions }: { title: string; competitions: Competition[] }) {
  if (competitions.length === 0) return null;
  return (
    <Section title={title}>
      <ul className={styles.cards}>
        {competitions.map((competition) => (
          <li key={competition.id}>
            <CompetitionCard competition={competition} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CompetitionCard({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const tag = toLanguageTag(currentLocale());
  const moment = nextMoment(competition);
  return (
    <Link to={competitionPath(competition.id)} className={styles.card}>
      <div className={styles.cardArt} data-phase={competition.phase}>
        <PhaseArt phase={competition.phase} />
        <PhaseBadge phase={competition.phase} />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{competition.theme}</h3>
        {competition.description ? <p className={styles.cardDescription}>{competition.description}</p> : null}
        <p className={styles.moment}>
          <strong>{t(`competitions.moment.${moment.key}`, { when: relativeTime(moment.at, now, tag) })}</strong>
          <span className={styles.momentDate}>{momentText(moment.at, tag)}</span>
        </p>
        <p className={styles.cardFacts}>
          <span>{t('competitions.entryCount', { count: competition.entryCount })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('competitions.entrantCount', { count: competition.entrantCount })}</span>
        </p>
        {competition.phase !== 'upcoming' && competition.myEntryCount > 0 ? (
          <p className={styles.mine}>
            {t('competitions.myEntries', { count: competition.myEntryCount, max: competition.perPerson })}
          </p>
        ) : competition.phase === 'entering' || competition.phase === 'upcoming' ? (
          <p className={styles.perPerson}>{t('competitions.perPerson', { count: competition.perPerson })}</p>
        ) : null}
      </div>
    </Link>
  );
}
