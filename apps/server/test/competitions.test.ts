import type {
  Competition,
  CompetitionEntry,
  CompetitionEntryPage,
  CompetitionList,
  CompetitionResults,
  NotificationPage,
} from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../src/cli/command.ts';
import { COMPETITION_COMMANDS } from '../src/cli/competition-commands.ts';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const DAY = 24 * 60 * 60_000;

interface Member {
  client: TestClient;
  user: { id: number; password: string };
}

/** A competition through the operator's command: entries open a minute ago, close in a day, voting the day after. */
async function createCompetition(t: TestApp, options: { perPerson?: string; theme?: string } = {}): Promise<number> {
  const now = t.clock.now().getTime();
  const output = await COMPETITION_COMMANDS['competition:create']?.run(t.services, {
    positional: [options.theme ?? t.uniqueName('Autumn light ')],
    values: {
      'entries-open': new Date(now - 60_000).toISOString(),
      'entries-close': new Date(now + DAY).toISOString(),
      'voting-close': new Date(now + 2 * DAY).toISOString(),
      ...(options.perPerson ? { 'per-person': options.perPerson } : {}),
    },
  });
  const id = Number(/Created competition (\d+)/.exec(output ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function enter(member: Member, competitionId: number, itemId: number) {
  return member.client.postJson(`/api/v3/competitions/${competitionId}/entries`, { itemId });
}

async function entriesOf(member: Member, competitionId: number, query = ''): Promise<CompetitionEntry[]> {
  const response = await member.client.get(`/api/v3/competitions/${competitionId}/entries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CompetitionEntryPage).entries;
}

function vote(member: Member, competitionId: number, entryId: number) {
  return member.client.putJson(`/api/v3/competitions/${competitionId}/entries/${entryId}/vote`, {});
}

async function resultNotices(member: Member) {
  const page = (await member.client.get('/api/v3/notifications')).json() as NotificationPage;
  return page.notifications.filter((notice) => notice.type === 'competition_results');
}

describe.each(testDatabases())('photo competitions on $name', (database) => {
  const t = useTestApp(database);

  it('creates competitions from the CLI only with dates in order and 1 to 10 photos per person, and logs it', async () => {
    const command = COMPETITION_COMMANDS['competition:create'];
    if (!command) throw new Error('no competition:create');
    const run = (values: Record<string, unknown>, positional = ['Water']) =>
      command.run(t.services, { positional, values });
    const good = {
      'entries-open': '2030-01-01',
      'entries-close': '2030-01-08T12:00',
      'voting-close': '2030-01-15T12:00:00+01:00',
    };
    await expect(run({ ...good, 'entries-close': '2029-12-31' })).rejects.toThrow('Entries must close after they open');
    await expect(run({ ...good, 'voting-close': '2030-01-08T11:00Z' })).rejects.toThrow(
      'Voting must close after entries close',
    );
    await expect(run({ ...good, 'per-person': '11' })).rejects.toThrow('from 1 to 10');
    await expect(run({ ...good, 'per-person': '0' })).rejects.toThrow('from 1 to 10');
    await expect(run({ ...good, 'per-person': 'three' })).rejects.toBeInstanceOf(UsageError);
    await expect(run({ ...good, 'entries-open': 'next tuesday' })).rejects.toThrow('entries-open must be an ISO date');
    await expect(run({ 'entries-open': good['entries-open'] })).rejects.toBeInstanceOf(UsageError);
    await expect(run(good, [])).rejects.toBeInstanceOf(UsageError);
    await expect(run(good, ['  '])).rejects.toThrow('The theme must be 1 to 80 characters');

    const output = await run({ ...good, 'per-person': '2', description: 'Rivers, rain and the sea' });
    expect(output).toContain('entries close  2030-01-08T12:00:00.000Z');
    expect(output).toContain('voting closes  2030-01-15T11:00:00.000Z');
    expect(output).toContain('2 photos per person');
    const id = Number(/Created competition (\d+)/.exec(output)?.[1]);
    const listed = await COMPETITION_COMMANDS['competition:list']?.run(t.services, { positional: [], values: {} });
    expect(listed).toMatch(new RegExp(`${id}\\s+Water\\s+upcoming\\s+yes\\s+0`));
    expect(await t.services.operators.listActions(10)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'competition_created', subject_kind: 'competition', subject_id: id }),
      ]),
    );
    await expect(
      COMPETITION_COMMANDS['competition:unlist']?.run(t.services, { positional: ['999999'], values: {} }),
    ).rejects.toThrow('No competition 999999');
  });

  it('moves a competition on at the operator’s word: entries open, voting opens, it finishes, and it is logged', async () => {
    const advance = (id: string) =>
      COMPETITION_COMMANDS['competition:advance']?.run(t.services, { positional: [id], values: {} });
    const now = t.clock.now().getTime();
    const output = await COMPETITION_COMMANDS['competition:create']?.run(t.services, {
      positional: [t.uniqueName('Early frost ')],
      values: {
        'entries-open': new Date(now + DAY).toISOString(),
        'entries-close': new Date(now + 3 * DAY).toISOString(),
        'voting-close': new Date(now + 5 * DAY).toISOString(),
      },
    });
    const id = Number(/Created competition (\d+)/.exec(output ?? '')?.[1]);
    const phase = async () => (await t.services.competitions.read(0, id)).phase;
    expect(await phase()).toBe('upcoming');
    expect(await advance(String(id))).toContain('is now open for entries');
    expect(await phase()).toBe('entering');
    expect(await advance(String(id))).toContain('is now open for voting');
    expect(await phase()).toBe('voting');
    const read = await t.services.competitions.read(0, id);
    // The moment moved is now; the one after it keeps its place, so the order still holds.
    expect(Date.parse(read.entriesOpenAt)).toBeLessThanOrEqual(Date.parse(read.entriesCloseAt));
    expect(read.votingCloseAt).toBe(new Date(now + 5 * DAY).toISOString());
    expect(await advance(String(id))).toContain('is now finished');
    expect(await phase()).toBe('finished');
    await expect(advance(String(id))).rejects.toThrow(`Competition ${id} has finished`);
    await expect(advance('999999')).rejects.toThrow('No competition 999999');
    await expect(advance('x')).rejects.toBeInstanceOf(UsageError);
    const actions = await t.services.operators.listActions(10);
    expect(
      actions.filter((action) => action.action === 'competition_advanced' && action.subject_id === id),
    ).toHaveLength(3);
  });

  it('runs a competition: entries, votes, results with shared places, and tells the entrants once', async () => {
    const [entrant, rival, voter, onlooker] = await Promise.all([
      t.loggedInClient(),
      t.loggedInClient(),
      t.loggedInClient(),
      t.loggedInClient(),
    ]);
    if (!entrant || !rival || !voter || !onlooker) throw new Error('no members');
    const id = await createCompetition(t, { perPerson: '2' });
    const entrantPhotos = [await seedReadyPhoto(t, entrant.user.id), await seedReadyPhoto(t, entrant.user.id)];
    const entrantThird = await seedReadyPhoto(t, entrant.user.id);
    const rivalPhoto = await seedReadyPhoto(t, rival.user.id);
    const voterPhoto = await seedReadyPhoto(t, voter.user.id);
    const entrantVideo = await seedReadyPhoto(t, entrant.user.id, { kind: 'video', duration_ms: 4000 });

    // Listed with its phase and counts.
    const list = (await entrant.client.get('/api/v3/competitions')).json() as CompetitionList;
    expect(list.competitions.find((c) => c.id === id)).toMatchObject({
      phase: 'entering',
      perPerson: 2,
      entryCount: 0,
    });

    // Entering: one's own photos, up to the limit; another's id is not found; a video is refused.
    const first = await enter(entrant, id, entrantPhotos[0] ?? 0);
    expect(first.statusCode, first.body).toBe(201);
    const firstEntry = first.json() as CompetitionEntry;
    expect(firstEntry).toMatchObject({ isMine: true, votedByMe: false, voteCount: null, place: null, entrant: null });
    expect(firstEntry.urls.square).toMatch(/square\.webp\?.*sig=/);
    expect((await enter(entrant, id, entrantPhotos[0] ?? 0)).json().code).toBe('competition_already_entered');
    expect((await enter(entrant, id, rivalPhoto)).statusCode).toBe(404);
    expect((await enter(entrant, id, entrantVideo)).json().code).toBe('competition_entry_photo');
    expect((await enter(entrant, id, entrantPhotos[1] ?? 0)).statusCode).toBe(201);
    const over = await enter(entrant, id, entrantThird);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'competition_entry_limit', params: { count: 2 } });
    expect((await enter(rival, id, rivalPhoto)).statusCode).toBe(201);
    expect((await enter(voter, id, voterPhoto)).statusCode).toBe(201);

    // Withdrawing one's own entry frees a place; another's entry is not found.
    const rivalEntry = (await entriesOf(rival, id))[0];
    expect(rivalEntry?.isMine).toBe(true);
    expect((await entrant.client.delete(`/api/v3/competitions/${id}/entries/${rivalEntry?.id}`)).statusCode).toBe(404);
    expect((await entrant.client.delete(`/api/v3/competitions/${id}/entries/${firstEntry.id}`)).statusCode).toBe(200);
    expect((await enter(entrant, id, entrantThird)).statusCode).toBe(201);

    // Before voting, each sees only their own entries, and nobody votes.
    expect((await entriesOf(entrant, id)).map((entry) => entry.isMine)).toEqual([true, true]);
    expect(await entriesOf(onlooker, id)).toEqual([]);
    expect((await vote(onlooker, id, rivalEntry?.id ?? 0)).json().code).toBe('voting_not_open');
    expect((await rival.client.get(`/api/v3/competitions/${id}/results`)).json().code).toBe(
      'competition_results_pending',
    );

    // Voting: everyone's entries, no counts; not one's own; twice is one vote; a vote taken back.
    t.clock.advanceDays(1);
    expect((await enter(rival, id, await seedReadyPhoto(t, rival.user.id))).json().code).toBe('competition_not_open');
    const all = await entriesOf(onlooker, id);
    expect(all).toHaveLength(4);
    expect(all.every((entry) => entry.voteCount === null && entry.entrant === null && !entry.isMine)).toBe(true);
    expect((await entriesOf(entrant, id, '?mine=true')).map((entry) => entry.itemId).sort()).toEqual(
      [entrantPhotos[1], entrantThird].sort(),
    );
    const byItem = new Map(all.map((entry) => [entry.itemId, entry.id]));
    const [entrantA, entrantB, rivalE, voterE] = [entrantPhotos[1], entrantThird, rivalPhoto, voterPhoto].map(
      (item) => byItem.get(item ?? 0) ?? 0,
    );
    const own = await vote(entrant, id, entrantA ?? 0);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('vote_own_entry');
    for (const [member, entry] of [
      [rival, entrantA],
      [rival, entrantA],
      [voter, entrantA],
      [onlooker, entrantB],
      [onlooker, rivalE],
      [entrant, voterE],
      [onlooker, voterE],
    ] as const) {
      expect((await vote(member, id, entry ?? 0)).statusCode).toBe(200);
    }
    expect((await vote(onlooker, id, entrantA ?? 0)).statusCode).toBe(200);
    expect((await onlooker.client.delete(`/api/v3/competitions/${id}/entries/${entrantA}/vote`)).statusCode).toBe(200);
    expect((await entriesOf(rival, id)).find((entry) => entry.id === entrantA)?.votedByMe).toBe(true);
    expect((await rival.client.delete(`/api/v3/competitions/${id}/entries/${rivalE}`)).json().code).toBe(
      'competition_not_open',
    );

    // Nobody is told before voting closes.
    await t.services.competitions.notifyResults();
    expect(await resultNotices(entrant)).toEqual([]);

    // Finished: ranked by votes, equal counts share a place, the earlier entry first (entrantA 2, voterE 2; rivalE 1, entrantB 1).
    t.clock.advanceDays(1);
    expect((await vote(entrant, id, rivalE ?? 0)).json().code).toBe('voting_not_open');
    const results = (await onlooker.client.get(`/api/v3/competitions/${id}/results`)).json() as CompetitionResults;
    expect(results.competition.phase).toBe('finished');
    expect(results.totalVotes).toBe(6);
    expect(results.ranked.map((entry) => [entry.id, entry.voteCount, entry.place])).toEqual([
      [entrantA, 2, 1],
      [voterE, 2, 1],
      [rivalE, 1, 3],
      [entrantB, 1, 3],
    ]);
    expect(results.winners.map((entry) => entry.id)).toEqual([entrantA, voterE, rivalE, entrantB]);
    expect(results.ranked[0]?.entrant?.username).toBe(entrant.user.username);

    // Told once, however often the tick runs; only the entrants.
    await t.services.competitions.notifyResults();
    await t.services.competitions.notifyResults();
    for (const person of [entrant, rival, voter]) {
      const notices = await resultNotices(person);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ link: `/create/competition/${id}` });
    }
    expect(await resultNotices(onlooker)).toEqual([]);

    // An entrant deleting the photo from their library takes the entry away.
    await t.services.library.deleteItems(voter.user.id, [voterPhoto]);
    const after = (await onlooker.client.get(`/api/v3/competitions/${id}/results`)).json() as CompetitionResults;
    expect(after.ranked.map((entry) => entry.id)).toEqual([entrantA, rivalE, entrantB]);
    expect(after.ranked.map((entry) => entry.place)).toEqual([1, 2, 2]);
  });

  it('hides an unlisted competition and its entries, and forgets a deleted account’s entries and votes', async () => {
    const entrant = await t.loggedInClient();
    const rival = await t.loggedInClient();
    const id = await createCompetition(t);
    const entrantEntry = (
      await enter(entrant, id, await seedReadyPhoto(t, entrant.user.id))
    ).json() as CompetitionEntry;
    expect((await enter(rival, id, await seedReadyPhoto(t, rival.user.id))).statusCode).toBe(201);
    const other = await createCompetition(t);
    expect((await enter(entrant, other, await seedReadyPhoto(t, entrant.user.id))).statusCode).toBe(201);
    t.clock.advanceDays(1);
    expect((await vote(rival, id, entrantEntry.id)).statusCode).toBe(200);

    // The rival leaves: their entry and their vote go with them.
    expect((await rival.client.postJson('/api/v3/users/delete', { password: rival.user.password })).statusCode).toBe(
      200,
    );
    const left = (await entrant.client.get(`/api/v3/competitions/${id}`)).json() as Competition;
    expect(left).toMatchObject({ entryCount: 1, entrantCount: 1, myEntryCount: 1 });
    const votes = await t.context.db
      .selectFrom('competition_votes')
      .selectAll()
      .where('entry_id', '=', entrantEntry.id)
      .execute();
    expect(votes).toEqual([]);

    const output = await COMPETITION_COMMANDS['competition:unlist']?.run(t.services, {
      positional: [String(id)],
      values: {},
    });
    expect(output).toContain('is no longer listed');
    const list = (await entrant.client.get('/api/v3/competitions')).json() as CompetitionList;
    expect(list.competitions.map((c) => c.id)).toContain(other);
    expect(list.competitions.map((c) => c.id)).not.toContain(id);
    for (const path of ['', '/entries', '/entries?mine=true', '/results']) {
      expect((await entrant.client.get(`/api/v3/competitions/${id}${path}`)).statusCode).toBe(404);
    }
    expect((await entrant.client.delete(`/api/v3/competitions/${id}/entries/${entrantEntry.id}/vote`)).statusCode).toBe(
      404,
    );
    t.clock.advanceDays(1);
    // Its entrants are not told about a competition nobody sees.
    await t.services.competitions.notifyResults();
    const notices = await resultNotices(entrant);
    expect(notices.map((notice) => notice.link)).toEqual([`/create/competition/${other}`]);
  });

  it('takes only the entrant’s own work: not a photo saved from someone else, nor one someone else mailed in', async () => {
    const entrant = await t.loggedInClient({ plan: 'plus' });
    const other = await t.loggedInClient({ plan: 'plus' });
    const id = await createCompetition(t, { perPerson: '5' });
    const saved = await seedReadyPhoto(t, entrant.user.id, { source: 'copy', copied_from_user_id: other.user.id });
    const mailedByOther = await seedReadyPhoto(t, entrant.user.id, {
      source: 'email',
      sender_email: 'aunt@example.org',
    });
    for (const itemId of [saved, mailedByOther]) {
      const refused = await enter(entrant, id, itemId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'not_own_photo' });
    }
    // Their own: an upload, an edited copy of their own, a photo they mailed in themselves.
    const ownCopy = await seedReadyPhoto(t, entrant.user.id, { source: 'copy', copied_from_user_id: entrant.user.id });
    const mailedBySelf = await seedReadyPhoto(t, entrant.user.id, {
      source: 'email',
      sender_email: entrant.user.email.toUpperCase(),
    });
    for (const itemId of [await seedReadyPhoto(t, entrant.user.id), ownCopy, mailedBySelf]) {
      expect((await enter(entrant, id, itemId)).statusCode).toBe(201);
    }
  });

  it('refuses the signed-out, Lite accounts and bad input', async () => {
    const entrant = await t.loggedInClient();
    const id = await createCompetition(t);
    const anonymous = t.client();
    for (const path of ['', `/${id}`, `/${id}/entries`, `/${id}/results`]) {
      expect((await anonymous.get(`/api/v3/competitions${path}`)).statusCode).toBe(401);
    }
    expect((await anonymous.postJson(`/api/v3/competitions/${id}/entries`, { itemId: 1 })).statusCode).toBe(401);
    const lite = await t.loggedInClient({ plan: 'lite' });
    expect((await lite.client.get('/api/v3/competitions')).json().code).toBe('plus_required');

    for (const body of [{}, { itemId: 'one' }, { itemId: -1 }, { itemId: 1.5 }, { itemId: 2 ** 40 }]) {
      expect((await entrant.client.postJson(`/api/v3/competitions/${id}/entries`, body)).statusCode).toBe(400);
    }
    for (const path of ['/0', '/abc', '/1e3', `/${id}/entries?limit=0`, `/${id}/entries?limit=101`]) {
      expect((await entrant.client.get(`/api/v3/competitions${path}`)).statusCode).toBe(400);
    }
    expect((await entrant.client.get(`/api/v3/competitions/${id}/entries?cursor=nonsense`)).statusCode).toBe(400);
    expect((await entrant.client.get(`/api/v3/competitions/${id}/entries?mine=yes`)).statusCode).toBe(400);
    expect((await entrant.client.get('/api/v3/competitions/999999')).statusCode).toBe(404);
    expect((await enter(entrant, 999999, await seedReadyPhoto(t, entrant.user.id))).statusCode).toBe(404);
    expect((await vote(entrant, id, 999999)).statusCode).toBe(404);
  });
});
