import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './events.ts';

describe('domain events', () => {
  it('runs every handler of an event in the order they were added, and only those', async () => {
    const events = createDomainEvents();
    const heard: string[] = [];
    events.on('library.changed', async ({ userId }) => heard.push(`first ${userId}`));
    events.on('library.changed', async ({ userId }) => heard.push(`second ${userId}`));
    events.on('library.download.ready', async () => heard.push('download'));
    await events.publish('library.changed', { userId: 7 });
    expect(heard).toEqual(['first 7', 'second 7']);
    expect(events.handlerCounts()).toEqual({ 'library.changed': 2, 'library.download.ready': 1 });
  });

  it('fails the publish when a handler fails, so the work that published is retried, not half done', async () => {
    const events = createDomainEvents();
    events.on('library.changed', async () => {
      throw new Error('frames unreachable');
    });
    await expect(events.publish('library.changed', { userId: 1 })).rejects.toThrow('frames unreachable');
  });

  it('is a no-op for an event nobody handles', async () => {
    await expect(createDomainEvents().publish('library.changed', { userId: 1 })).resolves.toBeUndefined();
  });
});
