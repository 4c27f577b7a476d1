import type { Notification, NotificationPage } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { groupNotifications } from './notification-groups.ts';
import { notificationText } from './notification-text.ts';
import { withNotification } from './use-notifications.ts';

// Wednesday 18 November 2026, noon, local time.
const NOW = new Date(2026, 10, 18, 12, 0);

function notification(id: number, updatedAt: Date, changes: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'friend_request',
    actor: { id: 2, username: 'bea', displayName: 'Bea Berg' },
    params: {},
    link: '/family/members',
    createdAt: updatedAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    readAt: null,
    ...changes,
  };
}

describe('groupNotifications', () => {
  it('puts each notification under Today, This Week, This Month or Earlier, newest first, leaving empty groups out', () => {
    const today = notification(1, new Date(2026, 10, 18, 8, 0));
    const laterToday = notification(2, new Date(2026, 10, 18, 11, 0));
    const monday = notification(3, new Date(2026, 10, 16, 9, 0));
    const lastYear = notification(4, new Date(2025, 11, 24, 9, 0));
    const groups = groupNotifications([today, monday, lastYear, laterToday], NOW);
    expect(groups.map(({ group, notifications }) => [group, notifications.map((n) => n.id)])).toEqual([
      ['today', [2, 1]],
      ['thisWeek', [3]],
      ['earlier', [4]],
    ]);
  });
});

describe('notificationText', () => {
  it('says the count in the form its number needs, a count the server sent as text included', async () => {
    const { t } = await initI18n('en-US');
    const received = (count: number | string) =>
      notificationText(t, notification(1, NOW, { type: 'photos_received', params: { count } }));
    expect([received(1), received(4), received('2')]).toEqual([
      'Bea Berg sent you a photo',
      'Bea Berg sent you 4 photos',
      'Bea Berg sent you 2 photos',
    ]);
  });
});

describe('withNotification', () => {
  it('puts a new or grown notification on top once, with the count the server gave', () => {
    const page: NotificationPage = {
      notifications: [notification(2, NOW), notification(1, NOW)],
      unreadCount: 2,
      nextCursor: null,
    };
    const grown = notification(1, NOW, { type: 'album_items_added', params: { album: 'Garden', count: 3 } });
    const next = withNotification(page, { notification: grown, unreadCount: 2 });
    expect(next.notifications.map((n) => n.id)).toEqual([1, 2]);
    expect(next.notifications[0]?.params.count).toBe(3);
  });
});

describe('NotificationsBell', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const page: NotificationPage = {
    notifications: [
      notification(5, new Date(), {
        type: 'album_items_added',
        params: { album: 'Garden', count: 3 },
        link: '/family/library/albums/9',
      }),
    ],
    unreadCount: 1,
    nextCursor: null,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).includes('/read') ? json({ unreadCount: 0 }) : json(page),
  );

  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the unread count, lists the news under its group with where it leads, and marks it read on closing', async () => {
    renderWithApp(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.keyDown(bell, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: /Bea Berg added 3 photos to “Garden”/ });
    expect(item.getAttribute('href')).toBe('/family/library/albums/9');
    expect(screen.getByRole('group', { name: 'Today' })).toBeTruthy();

    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v3/notifications/read',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ ids: [5] }) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
