import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '../api/error-mapping.ts';
import { renderWithApp } from '../test/render.tsx';
import { InitializingLayout } from './InitializingLayout.tsx';

describe('the initializing layout when asking who is signed in fails', () => {
  afterEach(cleanup);

  it('says the app is offline in words, and tries again by itself when the network is back', async () => {
    const onRetry = vi.fn();
    await renderWithApp(<InitializingLayout error={networkError()} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeTruthy();
    fireEvent(window, new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('says what went wrong otherwise', async () => {
    await renderWithApp(<InitializingLayout error={new Error('boom')} onRetry={() => undefined} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });
});
