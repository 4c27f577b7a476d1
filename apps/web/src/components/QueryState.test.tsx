import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { renderWithApp } from '../test/render.tsx';
import { QueryState } from './QueryState.tsx';

afterEach(cleanup);

const refused = new ApiError({ status: 500, code: undefined, message: 'The frames could not be loaded.' });

function query(state: { data?: string[]; isPending?: boolean; error?: unknown }) {
  return { data: state.data, isPending: state.isPending ?? false, error: state.error ?? null, refetch: vi.fn() };
}

async function renderState(answer: ReturnType<typeof query>, look: 'panel' | 'inline' = 'inline') {
  await renderWithApp(
    <QueryState
      query={answer}
      loading="Loading your frames…"
      look={look}
      isEmpty={(names) => names.length === 0}
      empty="No frames yet."
    >
      {(names) => (
        <ul aria-label="Frames">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('a query’s state', () => {
  it('says it is loading, then shows the answer', async () => {
    await renderState(query({ isPending: true }));
    expect(screen.getByText('Loading your frames…')).toBeTruthy();
    cleanup();
    await renderState(query({ data: ['Kitchen'] }));
    expect(screen.getByRole('list', { name: 'Frames' }).textContent).toBe('Kitchen');
  });

  it('says why a first load failed, and tries again when asked', async () => {
    const failed = query({ error: refused });
    await renderState(failed);
    expect(screen.getByRole('alert').textContent).toBe('The frames could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('names the failure as the screen’s heading when it is the whole screen', async () => {
    await renderState(query({ error: refused }), 'panel');
    expect(screen.getByRole('heading', { name: 'The frames could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the thing is gone, with no Try again, when it is not there', async () => {
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'Not found.' });
    await renderWithApp(
      <QueryState query={query({ error: missing })} gone={<p>This frame is gone.</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('This frame is gone.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps what it showed when a refresh fails, and says so when there is nothing', async () => {
    await renderState(query({ data: ['Kitchen'], error: refused }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Frames' })).toBeTruthy();
    cleanup();
    await renderState(query({ data: [] }));
    expect(screen.getByText('No frames yet.')).toBeTruthy();
  });
});
