import type { LibraryItem } from '@kinframe/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { AlbumItemViewer } from './AlbumItemViewer.tsx';

const itemOf = (id: number, caption = ''): LibraryItem => ({
  id,
  kind: 'photo',
  status: 'ready',
  failureCode: null,
  name: `photo-${id}.jpg`,
  width: 800,
  height: 600,
  orientation: 'landscape',
  durationSeconds: null,
  sizeBytes: 100_000,
  createdAt: '2024-07-14T18:30:05.000Z',
  uploadedAt: '2024-07-15T09:00:00.000Z',
  caption,
  isFavourite: false,
  tagIds: [],
  edit: null,
  editPending: false,
  focus: null,
  camera: null,
  exposure: null,
  place: null,
  urls: {
    square: `/media/${id}/square.webp`,
    ratio: `/media/${id}/ratio.webp`,
    preview: `/media/${id}/preview.webp`,
    poster: null,
    video: null,
    edited: null,
    original: `/media/${id}/original.jpg`,
  },
});

const items = [itemOf(1), itemOf(2, 'At the lake'), itemOf(3)];

afterEach(cleanup);

describe('an album item in the viewer', () => {
  it('is named by the item, says where it stands, shows its caption and steps by keys and arrows', async () => {
    const onNavigate = vi.fn();
    await renderWithApp(
      <AlbumItemViewer
        items={items}
        itemId={2}
        onNavigate={onNavigate}
        onClose={vi.fn()}
        detailOf={() => 'Added by Grandma'}
      />,
    );
    const viewer = await screen.findByRole('dialog', { name: 'photo-2.jpg' });
    expect(within(viewer).getByText('2 of 3')).toBeTruthy();
    expect(within(viewer).getByText('At the lake')).toBeTruthy();
    expect(within(viewer).getByText('Added by Grandma')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    // Only what applies to someone else's album item: no favourite, no delete.
    expect(within(viewer).queryByRole('button', { name: 'Add to favourites' })).toBeNull();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(onNavigate).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(onNavigate).toHaveBeenLastCalledWith(1);
  });

  it('closes with its back button', async () => {
    const onClose = vi.fn();
    await renderWithApp(<AlbumItemViewer items={items} itemId={1} onNavigate={vi.fn()} onClose={onClose} />);
    const viewer = await screen.findByRole('dialog', { name: 'photo-1.jpg' });
    expect(within(viewer).queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
