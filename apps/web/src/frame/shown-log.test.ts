import { MAX_SHOWN_PER_BEAT } from '@kinframe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { acknowledgeShown, noteShown, resetShown, shownReport } from './shown-log.ts';

describe('the slides a heartbeat reports as shown', () => {
  beforeEach(resetShown);

  it('reports each item of each slide with its age, and forgets only what an answered beat carried', () => {
    noteShown([5], 1_000);
    noteShown([6, -2], 3_000);
    const beat = shownReport(4_000);
    expect(beat.shown).toEqual([
      { id: 5, msAgo: 3_000 },
      { id: 6, msAgo: 1_000 },
      { id: -2, msAgo: 1_000 },
    ]);
    // Shown while the beat was on its way: it goes with the next one.
    noteShown([7], 4_500);
    acknowledgeShown(beat.sent);
    expect(shownReport(5_000).shown).toEqual([{ id: 7, msAgo: 500 }]);
  });

  it('keeps them all while beats fail, up to the latest the protocol allows', () => {
    for (let id = 1; id <= MAX_SHOWN_PER_BEAT + 20; id++) noteShown([id], id);
    const { shown } = shownReport(10_000);
    expect(shown).toHaveLength(MAX_SHOWN_PER_BEAT);
    expect(shown[0]?.id).toBe(21);
    expect(shown.at(-1)?.id).toBe(MAX_SHOWN_PER_BEAT + 20);
  });
});
