import type { OperatedCompetition } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';

const DAY = 24 * 60 * 60_000;
const CONSOLE = '/api/v3/console/competitions';

/** Entries open tomorrow, close two days later, voting two days after that. */
function windows(t: TestApp) {
  const now = t.clock.now().getTime();
  return {
    entriesOpenAt: new Date(now + DAY).toISOString(),
    entriesCloseAt: new Date(now + 3 * DAY).toISOString(),
    votingCloseAt: new Date(now + 5 * DAY).toISOString(),
  };
}

async function operator(t: TestApp): Promise<{ client: TestClient; id: number }> {
  // A Lite operator: running the server is not a Plus feature.
  const { client, user } = await t.loggedInClient({ plan: 'lite' });
  await t.services.operators.setOperator(user.id, true);
  return { client, id: user.id };
}

describe.each(testDatabases())('the console’s competitions on $name', (database) => {
  const t = useTestApp(database);

  it('makes a competition, moves it through its phases, hides it and shows it again, each act logged', async () => {
    const { client, id: operatorId } = await operator(t);
    const theme = t.uniqueName('Winter light ');
    const created = await client.postJson(CONSOLE, { theme, description: 'Low sun', perPerson: 2, ...windows(t) });
    expect(created.statusCode, created.body).toBe(201);
    const competition = created.json() as OperatedCompetition;
    expect(competition).toMatchObject({
      theme,
      description: 'Low sun',
      perPerson: 2,
      phase: 'upcoming',
      isListed: true,
    });

    const phases: string[] = [];
    for (let step = 0; step < 3; step++) {
      const moved = await client.postJson(`${CONSOLE}/${competition.id}/advance`, {});
      expect(moved.statusCode, moved.body).toBe(200);
      phases.push((moved.json() as OperatedCompetition).phase);
    }
    expect(phases).toEqual(['entering', 'voting', 'finished']);
    const beyond = await client.postJson(`${CONSOLE}/${competition.id}/advance`, {});
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'competition_finished' });

    const hidden = await client.postJson(`${CONSOLE}/${competition.id}/unlist`, {});
    expect(hidden.json()).toMatchObject({ isListed: false });
    const { client: member } = await t.loggedInClient({ plan: 'plus' });
    expect((await member.get(`/api/v3/competitions/${competition.id}`)).statusCode).toBe(404);
    const list = (await client.get(CONSOLE)).json() as { competitions: OperatedCompetition[] };
    expect(list.competitions.find((entry) => entry.id === competition.id)).toMatchObject({ isListed: false });
    expect((await client.postJson(`${CONSOLE}/${competition.id}/list`, {})).json()).toMatchObject({ isListed: true });
    expect((await member.get(`/api/v3/competitions/${competition.id}`)).statusCode).toBe(200);

    const log = await t.services.operators.listActions(20, { kind: 'competition', id: competition.id });
    expect(log.map((entry) => entry.action).reverse()).toEqual([
      'competition_created',
      'competition_advanced',
      'competition_advanced',
      'competition_advanced',
      'competition_unlisted',
      'competition_listed',
    ]);
    expect(log.every((entry) => entry.operator_id === operatorId)).toBe(true);
  });

  it('answers 404 to anyone but an operator, and 401 to the signed out', async () => {
    const { client: runner } = await operator(t);
    const made = (await runner.postJson(CONSOLE, { theme: 'Rain', ...windows(t) })).json() as OperatedCompetition;
    const { client: member } = await t.loggedInClient({ plan: 'plus' });
    const calls = [
      member.get(CONSOLE),
      member.postJson(CONSOLE, { theme: 'Mine', ...windows(t) }),
      member.postJson(`${CONSOLE}/${made.id}/advance`, {}),
      member.postJson(`${CONSOLE}/${made.id}/unlist`, {}),
      member.postJson(`${CONSOLE}/${made.id}/list`, {}),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await runner.get(CONSOLE)).json()).toMatchObject({
      competitions: expect.arrayContaining([expect.objectContaining({ id: made.id, phase: 'upcoming' })]),
    });
    const anonymous = t.client();
    expect((await anonymous.get(CONSOLE)).statusCode).toBe(401);
  });

  it('refuses bad input with the field it is about', async () => {
    const { client } = await operator(t);
    const good = { theme: 'Harbours', ...windows(t) };
    const fieldOf = async (body: unknown) => {
      const response = await client.postJson(CONSOLE, body);
      expect(response.statusCode).toBe(400);
      return (response.json() as { errors?: { id: string }[] }).errors?.[0]?.id;
    };
    expect(await fieldOf({ ...good, theme: ' ' })).toBe('theme');
    expect(await fieldOf({ ...good, entriesCloseAt: good.entriesOpenAt })).toBe('entries-close');
    expect(await fieldOf({ ...good, votingCloseAt: 'next week' })).toBe('voting-close');
    expect(await fieldOf({ ...good, perPerson: 11 })).toBe('per-person');
    expect((await client.postJson(CONSOLE, { ...good, extra: true })).statusCode).toBe(400);
    expect((await client.postJson(CONSOLE, { ...good, theme: 'x'.repeat(1000) })).statusCode).toBe(400);
    expect((await client.postJson(CONSOLE, { ...good, theme: 'bell\u0007' })).statusCode).toBe(400);
    expect((await client.postJson(`${CONSOLE}/0/advance`, {})).statusCode).toBe(400);
    expect((await client.postJson(`${CONSOLE}/abc/unlist`, {})).statusCode).toBe(400);
    expect((await client.postJson(`${CONSOLE}/999999/advance`, {})).statusCode).toBe(404);
  });
});
