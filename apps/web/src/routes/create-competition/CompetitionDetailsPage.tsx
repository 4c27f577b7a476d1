import {
  type Competition,
  type CompetitionEntry,
  type CompetitionResults,
  pathOf,
  toLanguageTag,
} from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  useCompetitionEntriesQuery,
  useCompetitionMutations,
  useCompetitionQuery,
  useCompetitionResultsQuery,
} from '../../api/competitions.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useNow } from '../../components/use-now.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './Competition.module.css';
import { EntryPhoto, HeartIcon, PhaseBadge } from './CompetitionParts.tsx';
import { momentText, relativeTime } from './competition-texts.ts';
import { EntryPickerDialog } from './EntryPickerDialog.tsx';

/**
 * One competition: while entries are open, the person's entries and the photo picker; while voting
 * is open, everyone's photos with a heart on each but one's own; once voting closed, the podium and
 * the ranked entries.
 */
export function CompetitionDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const competition = useCompetitionQuery(id);
  const back = (
    <Link to={pathOf('create-competition')} className={styles.back}>
      {t('competitions.back')}
    </Link>
  );

  // Until the competition is in: loading, gone, or why not with a way to try again.
  if (competition.data === undefined) {
    return (
      <QueryState
        query={competition}
        loading={t('competitions.loading')}
        className={styles.muted}
        gone={
          <EmptyState
            title={t('competitions.goneTitle')}
            body={t('competitions.goneBody')}
            actions={<ButtonLink to={pathOf('create-competition')}>{t('competitions.back')}</ButtonLink>}
          />
        }
      >
        {() => null}
      </QueryState>
    );
  }
  const data = competition.data;
  return (
    <div className={styles.details}>
      {back}
      <PageHeader
        title={data.theme}
        description={data.description || undefined}
        actions={<PhaseBadge phase={data.phase} />}
      />
      <Timeline competition={data} />
      {data.phase === 'upcoming' ? <Upcoming competition={data} /> : null}
      {data.phase === 'entering' ? <Entering competition={data} /> : null}
      {data.phase === 'voting' ? <Voting competition={data} /> : null}
      {data.phase === 'finished' ? <Results competition={data} /> : null}
    </div>
  );
}

function Timeline({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const tag = toLanguageTag(currentLocale());
  const steps = [
    { key: 'entering', label: t('competitions.timeline.entering'), from: competition.entriesOpenAt },
    { key: 'voting', label: t('competitions.timeline.voting'), from: competition.entriesCloseAt },
    { key: 'finished', label: t('competitions.timeline.results'), from: competition.votingCloseAt },
  ] as const;
  const order = ['upcoming', 'entering', 'voting', 'finished'];
  const reached = order.indexOf(competition.phase);
  return (
    <ol className={styles.timeline} aria-label={t('competitions.timeline.label')}>
      {steps.map((step) => {
        const index = order.indexOf(step.key);
        const state = index < reached ? 'done' : index === reached ? 'now' : 'later';
        return (
          <li
            key={step.key}
            className={styles.step}
            data-state={state}
            aria-current={state === 'now' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true" />
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepDate}>{momentText(step.from, tag)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function Upcoming({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const tag = toLanguageTag(currentLocale());
  return (
    <section className={styles.callout}>
      <h2 className={styles.sectionTitle}>
        {t('competitions.moment.opens', { when: relativeTime(competition.entriesOpenAt, now, tag) })}
      </h2>
      <p>{t('competitions.upcomingBody', { count: competition.perPerson })}</p>
    </section>
  );
}

function Entering({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const notify = useToast();
  const now = useNow(60_000);
  const tag = toLanguageTag(currentLocale());
  const [isPicking, setPicking] = useState(false);
  const entries = useCompetitionEntriesQuery(competition.id, true);
  const { withdraw } = useCompetitionMutations(competition.id);
  const mine = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const room = Math.max(0, competition.perPerson - competition.myEntryCount);

  return (
    <Section
      title={t('competitions.yourEntries')}
      description={
        <>
          {t('competitions.myEntries', { count: competition.myEntryCount, max: competition.perPerson })}
          {' · '}
          {t('competitions.moment.entriesClose', { when: relativeTime(competition.entriesCloseAt, now, tag) })}
        </>
      }
      actions={
        <Button disabled={room === 0} onClick={() => setPicking(true)}>
          {t('competitions.enter')}
        </Button>
      }
    >
      <QueryState
        query={entries}
        loading={t('competitions.loading')}
        className={styles.muted}
        isEmpty={() => mine.length === 0}
        empty={
          <button type="button" className={styles.dropTile} onClick={() => setPicking(true)}>
            <span className={styles.dropPlus} aria-hidden="true">
              +
            </span>
            <span>{t('competitions.enterFirst', { count: competition.perPerson })}</span>
          </button>
        }
      >
        {() => (
          <ul className={styles.grid}>
            {mine.map((entry) => (
              <li key={entry.id} className={styles.tile}>
                <EntryPhoto entry={entry} />
                <Button
                  variant="secondary"
                  className={styles.withdraw}
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(entry.id, {
                      onSuccess: () => notify({ type: 'success', content: t('competitions.withdrawn') }),
                    })
                  }
                >
                  {t('competitions.withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className={styles.note}>{t('competitions.privateUntilVoting')}</p>
      {isPicking ? (
        <EntryPickerDialog
          competition={competition}
          room={room}
          enteredItemIds={mine.map((entry) => entry.itemId)}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Section>
  );
}

function Voting({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const tag = toLanguageTag(currentLocale());
  const entries = useCompetitionEntriesQuery(competition.id, false);
  const { vote } = useCompetitionMutations(competition.id);
  const all = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const votes = all.filter((entry) => entry.votedByMe).length;

  return (
    <Section
      title={t('competitions.vote.title')}
      description={
        <>
          {t('competitions.vote.body')}{' '}
          {t('competitions.moment.votingCloses', { when: relativeTime(competition.votingCloseAt, now, tag) })}
        </>
      }
      actions={
        <p className={styles.voteCount} aria-live="polite">
          <HeartIcon filled />
          {t('competitions.vote.given', { count: votes })}
        </p>
      }
    >
      <QueryState
        query={entries}
        loading={t('competitions.loading')}
        className={styles.muted}
        isEmpty={() => all.length === 0}
        empty={t('competitions.vote.none')}
      >
        {() => (
          <ul className={styles.grid}>
            {all.map((entry, index) => (
              <li key={entry.id} className={styles.tile}>
                <EntryPhoto entry={entry} />
                {entry.isMine ? (
                  <span className={styles.ownBadge}>{t('competitions.yourPhoto')}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.heart}
                    data-on={entry.votedByMe}
                    aria-pressed={entry.votedByMe}
                    aria-label={t('competitions.vote.label', { number: index + 1 })}
                    onClick={() => vote.mutate({ entryId: entry.id, on: !entry.votedByMe })}
                  >
                    <HeartIcon filled={entry.votedByMe} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {entries.hasNextPage ? (
        <Button variant="secondary" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
          {t('competitions.more')}
        </Button>
      ) : null}
    </Section>
  );
}

function Results({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const results = useCompetitionResultsQuery(competition.id, true);
  return (
    <QueryState query={results} loading={t('competitions.loading')} className={styles.muted}>
      {(data) => <ResultsShown competition={competition} results={data} />}
    </QueryState>
  );
}

function ResultsShown({ competition, results }: { competition: Competition; results: CompetitionResults }) {
  const { t } = useTranslation();
  const { winners, ranked, totalVotes } = results;
  // The podium: second, first, third from left to right, as it stands.
  const podium = winners.slice(0, 3);
  const arranged = [podium[1], podium[0], podium[2]].filter((entry): entry is CompetitionEntry => entry !== undefined);
  return (
    <>
      <Section
        title={t('competitions.results.winners')}
        actions={
          <p className={styles.muted}>
            {t('competitions.results.summary', { count: totalVotes, entries: competition.entryCount })}
          </p>
        }
      >
        {arranged.length === 0 ? (
          <p className={styles.callout}>
            {ranked.length === 0 ? t('competitions.results.noEntries') : t('competitions.results.noVotes')}
          </p>
        ) : (
          <ol className={styles.podium}>
            {arranged.map((entry) => (
              <li key={entry.id} className={styles.podiumPlace} data-place={entry.place}>
                <div className={styles.podiumPhoto}>
                  <EntryPhoto entry={entry} size="preview" />
                  <span className={styles.medal} data-place={entry.place}>
                    {entry.place}
                  </span>
                </div>
                <p className={styles.podiumName}>
                  {entry.isMine
                    ? t('competitions.results.you')
                    : (entry.entrant?.displayName ?? t('competitions.results.someone'))}
                </p>
                <p className={styles.podiumVotes}>{t('competitions.results.votes', { count: entry.voteCount ?? 0 })}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      {ranked.length > 0 ? (
        <Section title={t('competitions.results.ranking')}>
          <ol className={styles.grid}>
            {ranked.map((entry) => (
              <li key={entry.id} className={styles.rankTile}>
                <div className={styles.tile}>
                  <EntryPhoto entry={entry} />
                  <span className={styles.rank}>{entry.place}</span>
                </div>
                <p className={styles.rankName}>
                  {entry.isMine
                    ? t('competitions.results.you')
                    : (entry.entrant?.displayName ?? t('competitions.results.someone'))}
                </p>
                <p className={styles.muted}>{t('competitions.results.votes', { count: entry.voteCount ?? 0 })}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
    </>
  );
}
