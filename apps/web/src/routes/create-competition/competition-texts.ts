import type { Competition, CompetitionPhase } from '@kinframe/contract';

/**
 * What a competition waits for next, by its phase: entries to open, entries to close, voting to
 * close; nothing once finished (when voting closed is shown instead).
 */
export function nextMoment(competition: Competition): {
  key: 'opens' | 'entriesClose' | 'votingCloses' | 'closed';
  at: string;
} {
  const moments: Record<CompetitionPhase, { key: 'opens' | 'entriesClose' | 'votingCloses' | 'closed'; at: string }> = {
    upcoming: { key: 'opens', at: competition.entriesOpenAt },
    entering: { key: 'entriesClose', at: competition.entriesCloseAt },
    voting: { key: 'votingCloses', at: competition.votingCloseAt },
    finished: { key: 'closed', at: competition.votingCloseAt },
  };
  return moments[competition.phase];
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/** "in 3 days", "in 5 hours", "2 days ago": the distance to `at` in the largest unit that fits. */
export function relativeTime(at: string, now: Date, languageTag: string): string {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' });
  const seconds = (Date.parse(at) - now.getTime()) / 1000;
  const sign = seconds < 0 ? -1 : 1;
  let amount = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (amount < size) return format.format(sign * Math.max(1, Math.round(amount)), unit);
    amount /= size;
  }
  return format.format(sign * Math.round(amount), 'day');
}

/** A moment in the reader's language and time zone: "Sat, 12 Dec, 18:00". */
export function momentText(at: string, languageTag: string): string {
  return new Date(at).toLocaleString(languageTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The competitions of a list in the order a member looks for them: running, coming, finished. */
export function groupCompetitions(competitions: Competition[]) {
  return {
    running: competitions
      .filter((c) => c.phase === 'entering' || c.phase === 'voting')
      .sort((a, b) => Date.parse(nextMoment(a).at) - Date.parse(nextMoment(b).at)),
    upcoming: competitions
      .filter((c) => c.phase === 'upcoming')
      .sort((a, b) => Date.parse(a.entriesOpenAt) - Date.parse(b.entriesOpenAt)),
    finished: competitions.filter((c) => c.phase === 'finished'),
  };
}
