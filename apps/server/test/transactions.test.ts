import { describe, expect, it } from 'vitest';
import { userChannel } from '../src/modules/notifications/notifications.service.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

/**
 * One transaction per command: what a command wrote (rows, its mails in the outbox, its jobs) is
 * there all together or not at all, and what it tells other processes (realtime events) leaves
 * only once it committed.
 */
describe.each(testDatabases())('commands as transactions on $name', (database) => {
  const t = useTestApp(database);

  async function friendshipsOf(userId: number) {
    return t.context.db.selectFrom('friendships').select('id').where('requester_id', '=', userId).execute();
  }

  /** The realtime events a person's open tabs would hear, from now on. */
  function listen(userId: number): { heard: string[]; stop: () => void } {
    const heard: string[] = [];
    const stop = t.context.realtime.subscribe(userChannel(userId), (event) => heard.push(event.type));
    return { heard, stop };
  }

  it('leaves nothing behind of a command that fails after writing, and publishes nothing of it', async () => {
    const asker = await t.loggedInClient();
    const friend = await t.loggedInClient();
    const email = `${t.uniqueName('someone')}@example.com`;
    const tabs = listen(friend.user.id);
    try {
      await expect(
        t.context.transactions.run(async () => {
          await t.services.friends.invite(asker.user.id, [friend.user.username, email]);
          throw new Error('the command fails after its writes');
        }),
      ).rejects.toThrow('the command fails after its writes');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await friendshipsOf(asker.user.id)).toEqual([]);
      expect(await mailsTo(t, email)).toEqual([]);
      const notices = await t.context.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', friend.user.id)
        .execute();
      expect(notices).toEqual([]);
      expect(tabs.heard).toEqual([]);
    } finally {
      tabs.stop();
    }
  });

  it('keeps all of a command that commits, and publishes its events after the commit', async () => {
    const asker = await t.loggedInClient();
    const friend = await t.loggedInClient();
    const email = `${t.uniqueName('someone')}@example.com`;
    const tabs = listen(friend.user.id);
    try {
      let heardBeforeCommit: string[] = [];
      await t.context.transactions.run(async () => {
        await t.services.friends.invite(asker.user.id, [friend.user.username, email]);
        heardBeforeCommit = [...tabs.heard];
      });
      expect(heardBeforeCommit).toEqual([]);
      expect(await friendshipsOf(asker.user.id)).toHaveLength(2);
      expect(await mailsTo(t, email)).toHaveLength(1);
      await expect.poll(() => tabs.heard).toContain('notification');
    } finally {
      tabs.stop();
    }
  });

  it('runs a call inside a command as part of it, not as a transaction of its own', async () => {
    const asker = await t.loggedInClient();
    const email = `${t.uniqueName('nested')}@example.com`;
    await expect(
      t.context.transactions.run(async () => {
        await t.context.transactions.run(() => t.services.friends.invite(asker.user.id, [email]));
        throw new Error('the outer command fails');
      }),
    ).rejects.toThrow('the outer command fails');
    expect(await friendshipsOf(asker.user.id)).toEqual([]);
  });

  it('takes back only a refused statement tried inside a command, and the command goes on and commits', async () => {
    const owner = await t.createUser();
    const name = t.uniqueName('tag');
    const { attempt, run } = t.context.transactions;
    const insertTag = (tagName: string) =>
      t.context.db
        .insertInto('tags')
        .values({ owner_id: owner.id, name: tagName, created_at: new Date().toISOString() })
        .execute();
    await run(async () => {
      await insertTag(name);
      // The same name again breaks the unique key; on PostgreSQL it would abort the whole command.
      await expect(attempt(() => insertTag(name))).rejects.toThrow();
      await insertTag(`${name}-2`);
    });
    const names = await t.context.db.selectFrom('tags').select('name').where('owner_id', '=', owner.id).execute();
    expect(names.map((row) => row.name).sort()).toEqual([name, `${name}-2`]);
  });
});
