import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the "taken" mark lives for one page load, as the module does. */
async function loadAt(loadedAt: string) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: loadedAt } as PerformanceEntry]);
  return import('./checkout-result.ts');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the checkout result', () => {
  it('is read from the address the screen shows', async () => {
    const { readCheckoutResult } = await loadAt('http://app.test/account/membership');
    expect(readCheckoutResult('?checkout=success')).toBe('success');
    expect(readCheckoutResult('?checkout=cancelled')).toBe('cancelled');
    expect(readCheckoutResult('?checkout=paid')).toBeNull();
    expect(readCheckoutResult('')).toBeNull();
  });

  it('survives the guard sending a still-Lite account from the return path to subscribe', async () => {
    const { readCheckoutResult } = await loadAt('http://app.test/account/membership?checkout=success');
    expect(readCheckoutResult('')).toBe('success');
  });

  it('is acted on once per page load', async () => {
    const { readCheckoutResult, takeCheckoutResult } = await loadAt(
      'http://app.test/account/membership?checkout=cancelled',
    );
    takeCheckoutResult();
    expect(readCheckoutResult('')).toBeNull();
    // A new return from Stripe in the address still counts.
    expect(readCheckoutResult('?checkout=success')).toBe('success');
  });
});
