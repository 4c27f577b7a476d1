import { afterEach, describe, expect, it } from 'vitest';
import { dismissEmailNotice, isEmailNoticeDismissed } from './email-notice-dismissal.ts';

const HOUR = 60 * 60_000;

describe('the email notice’s dismissal', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the notice away a day for the address dismissed, not for another', () => {
    const at = Date.UTC(2026, 10, 29, 12);
    expect(isEmailNoticeDismissed('ada@example.com', at)).toBe(false);
    dismissEmailNotice('ada@example.com', at);
    expect(isEmailNoticeDismissed('ada@example.com', at + 23 * HOUR)).toBe(true);
    expect(isEmailNoticeDismissed('ada@example.com', at + 25 * HOUR)).toBe(false);
    expect(isEmailNoticeDismissed('new@example.com', at + HOUR)).toBe(false);
  });

  it('shows the notice when what is stored cannot be read', () => {
    window.localStorage.setItem('kinframe.emailNotice.dismissed', '{not json');
    expect(isEmailNoticeDismissed('ada@example.com')).toBe(false);
  });
});
