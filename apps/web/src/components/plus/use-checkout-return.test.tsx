import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../app/session.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const subscription = (name: string, status: string) => ({
  data: [
    {
      name,
      plan: { name, price: 49.99, currency: 'USD', frequency: 'annual' },
      status,
      trialStartDate: null,
      nextBillingDate: null,
    },
  ],
});

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page was loaded at Membership with the result; the guard has moved the still-Lite account on. */
async function renderAfterReturn(result: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `http://app.test/account/membership?checkout=${result}` } as PerformanceEntry,
  ]);
  // Fresh modules per test (the result is taken once per page load); the toasts with them.
  const { useCheckoutReturn } = await import('./use-checkout-return.ts');
  const { renderWithApp } = await import('../../test/render.tsx');
  function Probe() {
    return <p>state: {useCheckoutReturn()}</p>;
  }
  return renderWithApp(<Probe />);
}

describe('coming back from Stripe Checkout', () => {
  it('waits for the webhook to make the account Plus, then welcomes it and lets the guard in', async () => {
    let asked = 0;
    fetchMock.mockImplementation(async () => {
      asked += 1;
      return json(asked === 1 ? subscription('lite', 'active') : subscription('plus annual', 'trialing'));
    });
    const { queryClient } = await renderAfterReturn('success');
    expect(screen.getByText('state: confirming')).toBeTruthy();
    await waitFor(
      () =>
        expect(screen.getAllByText('Welcome to Kinframe Plus! Your membership is active.').length).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByText('state: none')).toBeTruthy();
    expect(queryClient.getQueryData<{ name: string }>(sessionKeys.subscription)?.name).toBe('plus annual');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('v3/subscriptions?active=true');
  });

  it('says nothing was charged after a cancel, and asks nothing', async () => {
    await renderAfterReturn('cancelled');
    await waitFor(() =>
      expect(screen.getAllByText('Checkout was cancelled. Nothing was charged.').length).toBeGreaterThan(0),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
