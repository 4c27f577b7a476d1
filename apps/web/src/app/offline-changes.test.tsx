import type { AccountSettings } from '@kinframe/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys, useChangeSettings } from '../api/account.ts';
import { DEFAULT_RETRY } from '../api/client.ts';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { renderWithApp } from '../test/render.tsx';

const SETTINGS: AccountSettings = {
  language: 'en-US',
  defaultAlbumId: null,
  autoAcceptFriends: false,
  emailShield: { email_filter: false, email_slideshow_id: -1 },
};

function AutoAccept() {
  const change = useChangeSettings();
  return (
    <button type="button" onClick={() => change.mutate({ autoAcceptFriends: true })}>
      Auto-accept
    </button>
  );
}

/** The browser without a connection: it says so, and every request fails as fetch fails then. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  window.dispatchEvent(new Event('offline'));
}

describe('a change made without a connection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is tried rather than held back, says "No internet" and puts the setting back', async () => {
    const { queryClient } = await renderWithApp(<AutoAccept />, { plan: 'plus' });
    queryClient.setQueryData(accountKeys.settings, SETTINGS);
    goOffline();

    fireEvent.click(screen.getByRole('button', { name: 'Auto-accept' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<AccountSettings>(accountKeys.settings)?.autoAcceptFriends).toBe(true),
    );
    // The client's own two retries of a repeatable call, a second apart, then the refusal (its
    // toast stays for three seconds).
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_RETRY.retries * DEFAULT_RETRY.delayMs + 100));

    expect(await screen.findByText('No internet')).toBeTruthy();
    expect(screen.queryByText('Could not update your settings')).toBeNull();
    expect(queryClient.getQueryData<AccountSettings>(accountKeys.settings)?.autoAcceptFriends).toBe(false);
  });

  it('is announced while the browser is offline, and the notice goes when it is back', async () => {
    await renderWithApp(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => goOffline());
    expect(screen.getByRole('status').textContent).toMatch(/offline/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
