import type { Notification, NotificationPage } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    actor: { id: 2, username: 'bea', displayName: 'Bea Berg', avatarUrl: null },
    pictures: [],
    params: {},
    link: '/family/members',
    createdAt: updatedAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    readAt: null,
    resolvedAt: null,
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
  let page: NotificationPage;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/read')) return json({ unreadCount: 0 });
    if (url.includes('/held-mails/')) return json({ success: true });
    return json(page);
  });

  beforeEach(() => {
    page = {
      notifications: [
        notification(5, new Date(), {
          type: 'album_items_added',
          params: { album: 'Garden', count: 3 },
          link: '/family/library/albums/9',
          pictures: [{ itemId: 41, url: '/api/media/square-41.webp?sig=x' }],
        }),
      ],
      unreadCount: 1,
      nextCursor: null,
    };
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function openPanel(name = 'Notifications, 1 unread') {
    const view = await renderWithApp(<NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name }));
    return { ...view, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
  }

  it('lists the news under its group, with its picture, an unread dot and where it leads, and marks it read on closing', async () => {
    const { panel } = await openPanel();
    const link = within(panel).getByRole('link', { name: /Bea Berg added 3 photos to “Garden”.*Unread/ });
    expect(link.getAttribute('href')).toBe('/family/library/albums/9');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/api/media/square-41.webp?sig=x');
    expect(within(panel).getByRole('region', { name: 'Today' })).toBeTruthy();

    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v3/notifications/read',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ ids: [5] }) }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows the person who did it when there is no photo: their picture, else their initial', async () => {
    // Newest first: Bea's a minute after Cy's, whatever the clock did between the two lines.
    const now = Date.now();
    page.notifications = [
      notification(6, new Date(now), {
        actor: { id: 2, username: 'bea', displayName: 'Bea Berg', avatarUrl: '/a.jpg' },
      }),
      notification(7, new Date(now - 60_000), {
        actor: { id: 3, username: 'cy', displayName: 'Cy Dahl', avatarUrl: null },
      }),
    ];
    const { panel } = await openPanel('Notifications, 1 unread');
    const [withAvatar, withInitial] = within(panel).getAllByRole('link');
    expect(withAvatar?.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
    expect(withInitial?.textContent).toMatch(/^C/);
  });

  it('answers a held mail in place through the held-mail route, and offers nothing once it is settled', async () => {
    page.notifications = [
      notification(8, new Date(), {
        type: 'sender_awaiting_approval',
        actor: null,
        params: { heldMailId: 12, sender: 'aunt@example.com', count: 2 },
        link: '/account/settings#held-mails',
      }),
      notification(9, new Date(), {
        type: 'sender_awaiting_approval',
        actor: null,
        params: { heldMailId: 13, sender: 'uncle@example.com', count: 1 },
        readAt: new Date().toISOString(),
        resolvedAt: new Date().toISOString(),
      }),
    ];
    const { panel } = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve aunt@example.com' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v3/held-mails/12/approve',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(within(panel).queryByRole('button', { name: 'Approve uncle@example.com' })).toBeNull();
    expect(await screen.findByText('Sender approved: the photos are in your library.')).toBeTruthy();
  });
});
