import { describe, expect, it } from 'vitest';
import { readDates } from './query-dates.ts';
import { splitWords } from './words.ts';

const read = (query: string) => readDates(splitWords(query));

describe('dates in a query', () => {
  it.each([
    ['2019', { start: '2019', end: '2020' }],
    ['June 2019', { start: '2019-06', end: '2019-07' }],
    ['Juni 2019', { start: '2019-06', end: '2019-07' }],
    ['juin 2019', { start: '2019-06', end: '2019-07' }],
    ['giugno 2019', { start: '2019-06', end: '2019-07' }],
    ['Dezember 2021', { start: '2021-12', end: '2022-01' }],
    ['24 December 2021', { start: '2021-12-24', end: '2021-12-25' }],
    ['December 24, 2021', { start: '2021-12-24', end: '2021-12-25' }],
    ['24. Dezember 2021', { start: '2021-12-24', end: '2021-12-25' }],
    ['24 de diciembre de 2021', { start: '2021-12-24', end: '2021-12-25' }],
    ['31 décembre 2021', { start: '2021-12-31', end: '2022-01-01' }],
    ['1er mars 2020', { start: '2020-03-01', end: '2020-03-02' }],
    ['März 2020', { start: '2020-03', end: '2020-04' }],
    ['2021年12月24日', { start: '2021-12-24', end: '2021-12-25' }],
    ['2021年12月', { start: '2021-12', end: '2022-01' }],
    ['2021-12-24', { start: '2021-12-24', end: '2021-12-25' }],
  ])('reads %s', (query, span) => {
    expect(read(query)).toEqual({ dates: [span], rest: [] });
  });

  it('keeps the other words, and a month or day without its year as words', () => {
    expect(read('beach June 2019 grandma')).toEqual({
      dates: [{ start: '2019-06', end: '2019-07' }],
      rest: ['beach', 'grandma'],
    });
    expect(read('may flowers')).toEqual({ dates: [], rest: ['may', 'flowers'] });
  });

  it('leaves a day that does not exist as words', () => {
    expect(read('31 February 2021')).toEqual({ dates: [], rest: ['31', 'february', '2021'] });
  });
});
