import { describe, expect, it } from 'vitest';
import { addedItemsMessage, fillNotice } from './album-fill.ts';

describe('album fill notice', () => {
  it('says nothing while the album has room', () => {
    expect(fillNotice({ itemCount: 0, maxItems: 2000 })).toBeNull();
    expect(fillNotice({ itemCount: 1799, maxItems: 2000 })).toBeNull();
  });

  it('warns near the limit with the server maximum', () => {
    expect(fillNotice({ itemCount: 1800, maxItems: 2000 })).toEqual({
      state: 'near-limit',
      key: 'albums.fill.nearLimit',
      params: { max: 2000 },
    });
    expect(fillNotice({ itemCount: 9, maxItems: 10 })).toMatchObject({ state: 'near-limit', params: { max: 10 } });
  });

  it('shows the reached-limit state at and beyond the maximum', () => {
    expect(fillNotice({ itemCount: 2000, maxItems: 2000 })).toMatchObject({ state: 'full', key: 'albums.fill.full' });
    expect(fillNotice({ itemCount: 12, maxItems: 10 })).toMatchObject({ state: 'full' });
  });
});

describe('added items message', () => {
  it('counts what was added when everything fitted', () => {
    expect(addedItemsMessage({ added: 3, total: 3, notice: null }, 2000)).toEqual({
      type: 'success',
      key: 'albums.added',
      params: { count: 3 },
    });
  });

  it('names the album maximum and the count added when only the first fitted', () => {
    expect(addedItemsMessage({ added: 4, total: 10, notice: 'album_partially_added' }, 10)).toEqual({
      type: 'info',
      key: 'errors.album_partially_added',
      params: { total: 10, count: 4 },
    });
  });

  it('says the album is full when nothing fitted', () => {
    expect(addedItemsMessage({ added: 0, total: 10, notice: 'album_full' }, 10)).toMatchObject({
      type: 'error',
      key: 'errors.album_full',
    });
  });
});
