import { describe, expect, it } from 'vitest';
import { notificationGroup } from './notifications.ts';

describe('notification groups of the panel', () => {
  // Wednesday 18 November 2026, 15:00 local time.
  const now = new Date(2026, 10, 18, 15, 0);

  it('puts anything since midnight under Today', () => {
    expect(notificationGroup(new Date(2026, 10, 18, 0, 0), now)).toBe('today');
  });

  it('puts Monday and Tuesday of the same week under This Week', () => {
    expect(notificationGroup(new Date(2026, 10, 16, 0, 0), now)).toBe('thisWeek');
    expect(notificationGroup(new Date(2026, 10, 17, 23, 59), now)).toBe('thisWeek');
  });

  it('puts the Sunday before under This Month, and last month under Earlier', () => {
    expect(notificationGroup(new Date(2026, 10, 15, 12, 0), now)).toBe('thisMonth');
    expect(notificationGroup(new Date(2026, 9, 31, 23, 0), now)).toBe('earlier');
  });

  it('counts a Sunday as the last day of its week', () => {
    const sunday = new Date(2026, 10, 22, 9, 0);
    expect(notificationGroup(new Date(2026, 10, 16, 8, 0), sunday)).toBe('thisWeek');
    expect(notificationGroup(new Date(2026, 10, 15, 8, 0), sunday)).toBe('thisMonth');
  });
});
