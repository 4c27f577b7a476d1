import type { Frame } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShowOnFrames } from './ShowOnFrames.tsx';

let frames: Frame[];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/frames') return json(200, { frames, maxFrames: 10 });
  const assigned = url.pathname.match(/^\/api\/v3\/frames\/(\d+)\/albums\/(\d+)$/);
  if (assigned && init?.method === 'PUT') {
    frames = frames.map((frame) =>
      frame.id === Number(assigned[1]) ? { ...frame, albumIds: [...frame.albumIds, Number(assigned[2])] } : frame,
    );
    return json(
      200,
      frames.find((frame) => frame.id === Number(assigned[1])),
    );
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  frames = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the frames panel of an album', () => {
  it('tells which frames show the album, and puts it on another with its switch', async () => {
    frames = [
      frameFixture({ id: 1, name: 'Kitchen', online: true, albumIds: [5] }),
      frameFixture({ id: 2, name: 'Hall' }),
    ];
    await renderWithApp(<ShowOnFrames sourceId={5} headingId="frames" />);
    const kitchen = (await screen.findByRole('switch', { name: 'Kitchen' })) as HTMLInputElement;
    const hall = screen.getByRole('switch', { name: 'Hall' }) as HTMLInputElement;
    expect(kitchen.checked).toBe(true);
    expect(hall.checked).toBe(false);
    expect(screen.getByText('Shown on 1 frame.')).toBeTruthy();
    expect(kitchen.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();

    fireEvent.click(hall);
    await waitFor(() => expect(frames.find((frame) => frame.id === 2)?.albumIds).toEqual([5]));
    await waitFor(() => expect(screen.getByText('Shown on 2 frames.')).toBeTruthy());
  });

  it('offers to add a frame to a person without one', async () => {
    await renderWithApp(<ShowOnFrames sourceId="favourites" headingId="frames" />);
    const link = await screen.findByRole('link', { name: 'Add a frame' });
    expect(link.getAttribute('href')).toBe('/family/frames');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
