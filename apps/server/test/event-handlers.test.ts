import { readFileSync } from 'node:fs';
import type { NotificationPage } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

/** The reactions to domain events, as event-handlers.ts lists them, on the real services. */
describe.each(testDatabases())('domain event handlers on $name', (database) => {
  const t = useTestApp(database, { env: { APP_URL: 'https://photos.example.org' } });

  it('has every event handled as the table says', () => {
    expect(t.services.events.handlerCounts()).toEqual({
      'account.address.proved': 2,
      'library.changed': 1,
      'library.item.ready': 2,
      'library.item.failed': 1,
      'library.download.ready': 1,
      'library.export.ready': 1,
      'import.finished': 1,
      'import.failed': 1,
      'frame.connected': 1,
      'frame.left': 1,
      'frame.reported': 1,
      'frame.offline': 1,
      'frame.back.online': 1,
      'album.changed': 1,
      'collection.art.imported': 1,
      'album.items.added': 1,
      'album.invitation.sent': 1,
      'album.invitation.answered': 2,
      'friend.request.sent': 1,
      'friend.request.accepted': 2,
      'friend.request.declined': 2,
      'message.photos.sent': 1,
      'mail.photos.known': 1,
      'mail.photos.received': 1,
      'mail.pictures.refused': 1,
      'mail.held': 1,
      'mail.held.answered': 1,
      'community.reply.added': 1,
      'competition.results.out': 1,
      'support.ticket.answered': 1,
    });
  });

  it('is the table ARCHITECTURE.md shows, event for event', () => {
    const architecture = readFileSync(new URL('../../../ARCHITECTURE.md', import.meta.url), 'utf8');
    // A row's first cell names one event, or a base and the ends that vary (`frame.offline` / `.back.online`).
    const listed = architecture
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => {
        const [base = '', ...ends] = [...(line.split('|')[1] ?? '').matchAll(/\x60([^\x60]+)\x60/g)].map(
          (match) => match[1] ?? '',
        );
        const segments = base.split('.');
        return [
          base,
          ...ends.map((end) => {
            const tail = end.slice(1).split('.');
            return [...segments.slice(0, Math.max(1, segments.length - tail.length)), ...tail].join('.');
          }),
        ];
      });
    expect(listed.sort()).toEqual(Object.keys(t.services.events.handlerCounts()).sort());
  });

  it('mails the link of a ready download and tells its owner', async () => {
    const { client, user } = await t.loggedInClient();
    await t.services.events.publish('library.download.ready', {
      userId: user.id,
      downloadId: 41,
      itemCount: 3,
      expiresAt: new Date('2026-12-01T10:00:00Z'),
    });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.text).toContain('https://photos.example.org/api/v3/library/downloads/41/file');
    const { notifications } = (await client.get('/api/v3/notifications')).json() as NotificationPage;
    expect(notifications[0]).toMatchObject({
      type: 'download_ready',
      params: { count: 3, downloadId: 41 },
      link: '/api/v3/library/downloads/41/file',
    });
  });

  it('tells the owner why an upload failed', async () => {
    const { client, user } = await t.loggedInClient();
    const item = { id: 5, owner_id: user.id } as Parameters<
      typeof t.services.events.publish<'library.item.failed'>
    >[1]['item'];
    await t.services.events.publish('library.item.failed', { item, code: 'file_format_not_supported' });
    const { notifications } = (await client.get('/api/v3/notifications')).json() as NotificationPage;
    expect(notifications[0]).toMatchObject({ type: 'upload_failed', params: { reason: 'file_format_not_supported' } });
  });

  it('tells of mailed pictures: each refused one with its reason, and held mail by why it waits', async () => {
    const { client, user } = await t.loggedInClient();
    await t.services.events.publish('mail.pictures.refused', {
      userId: user.id,
      refused: [
        { fileName: 'a.jpg', code: 'photo_too_narrow' },
        { fileName: 'b.jpg', code: 'file_format_not_supported' },
      ],
    });
    await t.services.events.publish('mail.held', {
      userId: user.id,
      heldMailId: 9,
      sender: 'aunt@example.com',
      count: 2,
      reason: 'unproved',
    });
    const { notifications } = (await client.get('/api/v3/notifications')).json() as NotificationPage;
    expect(notifications.map((notice) => [notice.type, notice.params])).toEqual([
      ['mail_unproved', { heldMailId: 9, sender: 'aunt@example.com', count: 2 }],
      ['upload_failed', { reason: 'file_format_not_supported', fileName: 'b.jpg' }],
      ['upload_failed', { reason: 'photo_too_narrow', fileName: 'a.jpg' }],
    ]);
  });
});
