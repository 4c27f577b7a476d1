import type { DuplicateItem, LibraryItem, UnfitItem } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DuplicatesPage } from './DuplicatesPage.tsx';
import { UnfitPage } from './UnfitPage.tsx';

function itemOf(id: number, changes: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id,
    kind: 'photo',
    status: 'ready',
    failureCode: null,
    name: `photo-${id}.jpg`,
    width: 4000,
    height: 3000,
    orientation: 'landscape',
    durationSeconds: null,
    sizeBytes: 2_400_000,
    createdAt: '2026-06-01T10:00:00Z',
    uploadedAt: '2026-06-01T10:00:00Z',
    caption: '',
    isFavourite: false,
    tagIds: [],
    edit: null,
    editPending: false,
    focus: null,
    camera: null,
    exposure: null,
    place: null,
    urls: {
      square: `/api/media/${id}.webp`,
      ratio: null,
      preview: null,
      poster: null,
      video: null,
      original: `/api/media/${id}.jpg`,
      edited: null,
    },
    ...changes,
  };
}

/** The server as the tests set it: groups of ids (the first the best), flagged items with their reasons. */
let groups: number[][];
let flagged: UnfitItem[];
let sent: Array<{ path: string; body: unknown }>;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : null;
  if (method === 'POST') sent.push({ path: url.pathname, body });
  switch (`${method} ${url.pathname}`) {
    case 'GET /api/v3/library/reviews':
      return json(200, { duplicateGroups: groups.length, unfit: flagged.filter((item) => !item.verdict).length });
    case 'GET /api/v3/library/duplicates':
      return json(200, {
        groups: groups.map((ids) => ({
          items: ids.map(
            (id, index): DuplicateItem => ({
              ...itemOf(id, index === 0 ? {} : { width: 1000, height: 750 }),
              isBest: index === 0,
            }),
          ),
        })),
        hasMore: false,
        analysedCount: 10,
        waitingCount: 0,
      });
    case 'POST /api/v3/library/duplicates/keep':
      groups = groups.filter((ids) => !ids.includes(body.keepId));
      return json(200, { trashed: body.trashIds.length });
    case 'POST /api/v3/library/duplicates/keep-all':
      groups = groups.filter((ids) => !ids.includes(body.itemIds[0]));
      return json(200, { kept: body.itemIds.length });
    case 'GET /api/v3/library/unfit': {
      const reviewed = url.searchParams.get('reviewed') === 'true';
      const items = flagged.filter((item) => (reviewed ? item.verdict === 'agreed' : item.verdict === null));
      return json(200, { items, nextCursor: null });
    }
    case 'POST /api/v3/library/unfit/verdict':
      flagged = flagged.map((item) => (body.itemIds.includes(item.id) ? { ...item, verdict: body.verdict } : item));
      return json(200, { updated: body.itemIds.length });
    default:
      return json(404, { success: false, code: 'not_found', message: 'Not found' });
  }
});

beforeEach(() => {
  groups = [];
  flagged = [];
  sent = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Duplicates review', () => {
  it('says so when nothing looks alike, with ways on', async () => {
    await renderWithApp(<DuplicatesPage />, { plan: 'plus' });
    expect(await screen.findByRole('heading', { name: 'No duplicates' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Not for frames' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Back to library' }).length).toBeGreaterThan(0);
  });

  it('marks the best of each group, keeps it and moves the rest to the Trash in one tap', async () => {
    groups = [
      [1, 2, 3],
      [7, 8],
    ];
    await renderWithApp(<DuplicatesPage />, { plan: 'plus' });
    const rows = await screen.findAllByRole('group');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    const choices = within(first).getAllByRole('button');
    expect(choices.map((choice) => choice.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(within(first).getByText('Best')).toBeTruthy();
    expect(within(first).getAllByText('To the Trash')).toHaveLength(2);

    // Another one chosen: it is kept and the best goes with the others.
    fireEvent.click(choices[1] as HTMLElement);
    const row = first.closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Keep this one, move 2 to the Trash' }));
    expect(await screen.findByText('Moved 2 photos to the Trash.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/v3/library/duplicates/keep', body: { keepId: 2, trashIds: [1, 3] } }]);
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(1));
  });

  it('keeps a whole group and then shows the empty state', async () => {
    groups = [[4, 5]];
    await renderWithApp(<DuplicatesPage />, { plan: 'plus' });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep all' }));
    expect(await screen.findByRole('heading', { name: 'No duplicates' })).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/v3/library/duplicates/keep-all', body: { itemIds: [4, 5] } }]);
  });
});

describe('the Not for frames review', () => {
  const unfitOf = (id: number, reasons: UnfitItem['reasons']): UnfitItem => ({ ...itemOf(id), reasons, verdict: null });

  it('shows each photo with its reasons and takes a verdict per photo', async () => {
    flagged = [unfitOf(1, ['screenshot']), unfitOf(2, ['blurred']), unfitOf(3, ['dark'])];
    await renderWithApp(<UnfitPage />, { plan: 'plus' });
    const list = await screen.findByRole('list', { name: 'Not for frames' });
    expect(within(list).getByText('Screenshot')).toBeTruthy();
    expect(within(list).getByText('Blurred')).toBeTruthy();
    expect(within(list).getByText('Too dark')).toBeTruthy();
    const second = within(list).getByText('Blurred').closest('li')?.parentElement?.closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Fine for frames' }));
    expect(await screen.findByText('1 photo will show on your frames.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/v3/library/unfit/verdict', body: { itemIds: [2], verdict: 'overruled' } }]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Not for frames' })).queryByText('Blurred')).toBeNull(),
    );
  });

  it('answers for a selection at once, and lists those kept off frames apart', async () => {
    flagged = [unfitOf(1, ['document']), unfitOf(2, ['document']), unfitOf(3, ['dark'])];
    await renderWithApp(<UnfitPage />, { plan: 'plus' });
    await screen.findByRole('list', { name: 'Not for frames' });
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    const bulk = screen.getByRole('region', { name: 'Selection' });
    fireEvent.click(within(bulk).getByRole('button', { name: 'Keep off frames' }));
    expect(await screen.findByText('3 photos stay off your frames.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kept off frames' }));
    const agreed = await screen.findByRole('list', { name: 'Not for frames' });
    expect(within(agreed).getAllByRole('button', { name: 'Fine for frames' })).toHaveLength(3);
    expect(within(agreed).queryByRole('button', { name: 'Keep off frames' })).toBeNull();
  });
});
