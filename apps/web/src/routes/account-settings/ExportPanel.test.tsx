import type { LibraryExport } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ExportPanel } from './ExportPanel.tsx';

const preparing: LibraryExport = {
  id: 7,
  status: 'preparing',
  itemsDone: 0,
  itemsTotal: 3,
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: null,
  parts: [],
};
const ready: LibraryExport = {
  ...preparing,
  status: 'ready',
  itemsDone: 3,
  expiresAt: '2026-12-02T10:00:00.000Z',
  parts: [
    { name: 'kinframe-export-2026-11-29-part-1.zip', sizeBytes: 2_000_000, url: '/api/media/a?sig=1' },
    { name: 'kinframe-export-2026-11-29-part-2.zip', sizeBytes: 1_000_000, url: '/api/media/b?sig=2' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const startButton = () => screen.getByRole('button', { name: 'Export everything' });

describe('the export panel', () => {
  it('starts an export, shows its progress, then links each part', async () => {
    let latest: LibraryExport | null = null;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/api/v3/library/exports') && init?.method === 'POST') {
        latest = preparing;
        return json(200, preparing);
      }
      if (String(url).endsWith('/api/v3/library/exports')) return json(200, { export: latest });
      return json(200, {});
    });
    await renderWithApp(<ExportPanel />);
    await waitFor(() => expect(startButton().hasAttribute('disabled')).toBe(false));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Export everything' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Preparing your export: 0 of 3 items'));
    expect(screen.queryByRole('button', { name: 'Export everything' })).toBeNull();

    latest = ready;
    await waitFor(() => expect(screen.getByRole('link', { name: 'Part 2' })).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Part 1' }).getAttribute('href')).toBe('/api/media/a?sig=1');
    expect(screen.getByText(/Your export is ready, in 2 parts/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  }, 20_000);

  it('says when an export is being prepared already', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(409, { success: false, code: 'export_in_progress', message: 'Your export is being prepared already.' })
        : json(200, { export: null }),
    );
    await renderWithApp(<ExportPanel />);
    await waitFor(() => expect(startButton().hasAttribute('disabled')).toBe(false));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Export everything' })));
    await waitFor(() =>
      expect(screen.getAllByText('Your export is being prepared already.').length).toBeGreaterThan(0),
    );
  });
});
