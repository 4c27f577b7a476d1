import type { Frame } from '@kinframe/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FrameRemote } from './FrameRemote.tsx';

const frameOf = (changes: Partial<Frame> = {}): Frame =>
  frameFixture({ id: 4, online: true, lastSeenAt: '2026-01-01T00:00:00Z', ...changes });

let refusal: { status: number; code: string } | null;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/frames/4/commands' && init?.method === 'POST') {
    return refusal
      ? json(refusal.status, { success: false, code: refusal.code, message: 'refused' })
      : json(202, { id: 'c' });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const commandsSent = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  refusal = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a frame's remote control", () => {
  it('sends next and previous, and says so by name', async () => {
    await renderWithApp(<FrameRemote frame={frameOf()} />);
    screen.getByRole('group', { name: 'Remote control for Kitchen' });
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByText('Kitchen moves on to the next photo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(await screen.findByText('Kitchen goes back one photo.')).toBeTruthy();
    expect(commandsSent()).toEqual([{ command: 'next' }, { command: 'previous' }]);
  });

  it('offers Resume once the frame was paused, and Pause again after', async () => {
    await renderWithApp(<FrameRemote frame={frameOf()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await screen.findByRole('button', { name: 'Pause' });
    expect(commandsSent()).toEqual([{ command: 'pause' }, { command: 'resume' }]);
  });

  it("keeps offering Pause when the server refuses, and says why in the person's words", async () => {
    refusal = { status: 429, code: 'requests_throttled' };
    await renderWithApp(<FrameRemote frame={frameOf()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByText(/requests per/);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('is not there for a frame that is off, or that waits for its code', async () => {
    await renderWithApp(<FrameRemote frame={frameOf({ online: false })} />);
    expect(screen.queryByRole('group')).toBeNull();
    cleanup();
    await renderWithApp(<FrameRemote frame={frameOf({ needsPairing: true })} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
