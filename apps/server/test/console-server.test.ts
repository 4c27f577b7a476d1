import net, { type AddressInfo } from 'node:net';
import type { FailedJobPage, JobKinds, ServerStatus, UndeliveredMailPage } from '@kinframe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAdmin } from '../src/cli/admin-commands.ts';
import { CONFIG_VARIABLE_NAMES } from '../src/infra/config.ts';
import { defineJob } from '../src/infra/queue/job.ts';
import { eventually } from '../src/infra/queue/queue-test-kit.ts';
import { NAMED_SETTINGS, serverFactsOf } from '../src/modules/console/server/server-facts.ts';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';

const SMTP_PASSWORD = 'smtp-password-never-shown';
const INBOUND_SECRET = 'inbound-secret-never-shown-0123';
const DROPBOX_KEY = 'dropbox-app-key-never-shown';

const CONSOLE_CALLS: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
  ['GET server', (client) => client.get('/api/v3/console/server')],
  ['GET jobs', (client) => client.get('/api/v3/console/jobs')],
  ['GET failed jobs', (client) => client.get('/api/v3/console/jobs/failed?kind=send-mail')],
  ['POST retry', (client) => client.postJson('/api/v3/console/jobs/1/retry', {})],
  ['GET undelivered mail', (client) => client.get('/api/v3/console/mail/undelivered')],
];

describe.each(testDatabases())('the console: Server on $name', (database) => {
  /** A job that fails its first run with a reason an operator can act on, and succeeds when retried. */
  let runs = 0;
  const flakyJob = defineJob({
    name: 'console-test-flaky',
    payload: z.object({ itemId: z.number().int() }),
    retryLimit: 0,
    handler: async () => {
      runs += 1;
      if (runs === 1) throw new Error('the disk is full');
    },
  });

  // Something listening where the SMTP receiver should: the console asks that port.
  const receiver = net.createServer((socket) => socket.end());
  // A port nothing listens on: every delivery of mail is refused there.
  let closedPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  const t = useTestApp(database, {
    env: () => ({
      HOST: '0.0.0.0',
      SIGNUP: 'open',
      SMTP_URL: `smtp://kinframe:${SMTP_PASSWORD}@127.0.0.1:${closedPort}`,
      MAIL_RETRY_SECONDS: '3600',
      SMTP_INBOUND_HOST: '127.0.0.1',
      SMTP_INBOUND_PORT: String((receiver.address() as AddressInfo).port),
      INBOUND_MAIL_SECRET: INBOUND_SECRET,
      DROPBOX_APP_KEY: DROPBOX_KEY,
    }),
  });

  async function operatorClient(): Promise<TestClient> {
    const owner = t.owner;
    if (!owner) throw new Error('no owner');
    const client = t.client('10.40.0.1');
    expect((await client.login(owner.email, owner.password)).statusCode).toBe(200);
    return client;
  }

  beforeAll(async () => {
    await t.context.queue.work([flakyJob, ...t.services.jobs], { concurrency: 2 });
  });

  it('is not there for anyone but owners and operators, and is there for a Lite operator', async () => {
    const { client: member } = await t.loggedInClient();
    for (const [name, call] of CONSOLE_CALLS) {
      const response = await call(member);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ code: 'not_found' });
    }
    expect((await t.client('10.40.0.9').get('/api/v3/console/server')).statusCode).toBe(401);

    const { client: liteOperator, user } = await t.loggedInClient({ plan: 'lite' });
    await t.services.operators.setOperator(user.id, true);
    expect((await liteOperator.get('/api/v3/console/server')).statusCode).toBe(200);
    expect((await liteOperator.get('/api/v3/console/jobs')).statusCode).toBe(200);
    expect((await liteOperator.get('/api/v3/console/mail/undelivered')).statusCode).toBe(200);
  });

  it('tells how the server runs, warns that a reachable server is open to anyone, and shows no secret', async () => {
    const response = await (await operatorClient()).get('/api/v3/console/server');
    expect(response.statusCode).toBe(200);
    const status: ServerStatus = response.json();
    expect(status).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      mediaTools: { ffmpeg: { source: expect.any(String) }, heic: { source: expect.any(String) } },
      storage: { driver: 'local', items: 0, mediaBytes: 0 },
      database: { kind: database.name, bytes: expect.any(Number) },
      queue: { provider: database.name === 'postgres' ? 'pg-boss' : 'embedded' },
      signUp: { policy: 'open', newAccountPlan: 'plus', isReachable: true, warning: 'open_to_everyone' },
      mail: {
        outgoing: { smtpHost: `127.0.0.1:${closedPort}` },
        inbound: { state: 'listening', domain: 'kinframe.local', isWebhookOn: true },
      },
      backups: { isConfigured: false, keep: 7, latest: null },
    });
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.connectors.find((connector) => connector.name === 'dropbox')).toEqual({
      name: 'dropbox',
      isConfigured: true,
      settings: ['DROPBOX_APP_KEY'],
    });
    expect(status.connectors.find((connector) => connector.name === 'stripe')?.isConfigured).toBe(false);
    for (const secret of [SMTP_PASSWORD, INBOUND_SECRET, DROPBOX_KEY, 'kinframe:']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('warns of nothing when the server is open on this machine alone, or reachable by invitation', () => {
    const { config } = t.context;
    expect(serverFactsOf({ ...config, host: 'localhost' }).signUp).toMatchObject({ isReachable: false, warning: null });
    expect(serverFactsOf({ ...config, signUp: { ...config.signUp, policy: 'invite' } }).signUp.warning).toBeNull();
    expect(serverFactsOf({ ...config, smtpInbound: { host: '127.0.0.1', port: 0 } }).inbound.port).toBeNull();
    // Every setting the console names is one the README documents.
    expect(NAMED_SETTINGS.filter((name) => !CONFIG_VARIABLE_NAMES.includes(name))).toEqual([]);
  });

  it('shows a failed job with its reason, retries it once, and logs the retry', async () => {
    const operator = await operatorClient();
    await t.context.queue.send(flakyJob, { itemId: 1 });
    await eventually(async () => (await operator.get('/api/v3/console/jobs')).json().kinds.length > 0 && runs === 1);
    await eventually(async () => {
      const { kinds }: JobKinds = (await operator.get('/api/v3/console/jobs')).json();
      return kinds.some((kind) => kind.name === flakyJob.name && kind.failed === 1);
    });
    const { kinds }: JobKinds = (await operator.get('/api/v3/console/jobs')).json();
    // Every kind the workers run is listed, with nothing in the queue or not.
    expect(kinds.map((kind) => kind.name)).toEqual(expect.arrayContaining(['send-mail', 'process-library-item']));

    const page: FailedJobPage = (await operator.get(`/api/v3/console/jobs/failed?kind=${flakyJob.name}`)).json();
    expect(page).toEqual({
      jobs: [
        {
          id: expect.any(String),
          kind: flakyJob.name,
          reason: 'the disk is full',
          failedAt: expect.any(String),
          attempts: 1,
        },
      ],
      nextCursor: null,
    });
    const [failed] = page.jobs;
    const retried = await operator.postJson(`/api/v3/console/jobs/${failed?.id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ id: failed?.id, retried: true });
    await eventually(() => runs === 2);
    await eventually(async () => {
      const after: JobKinds = (await operator.get('/api/v3/console/jobs')).json();
      // Done: a kind the workers do not run by themselves leaves the list once nothing of it is left.
      return !after.kinds.some((kind) => kind.name === flakyJob.name);
    });
    // Done now: nothing left to retry.
    expect((await operator.postJson(`/api/v3/console/jobs/${failed?.id}/retry`, {})).statusCode).toBe(404);
    const actions = await t.services.operators.listActions(10);
    expect(actions.some((action) => action.action === 'job_retried' && action.details === failed?.id)).toBe(true);
  });

  it('lists the mail the SMTP server has not taken, with its error', async () => {
    const operator = await operatorClient();
    await t.services.mail.sendAccountDeleted({ email: 'gone@example.com', name: 'Gone', locale: 'en-US' }, 'gone');
    let page: UndeliveredMailPage = { mails: [], nextCursor: null };
    await eventually(async () => {
      page = (await operator.get('/api/v3/console/mail/undelivered')).json();
      return page.mails.length > 0;
    });
    expect(page.mails[0]).toMatchObject({
      to: 'gone@example.com',
      subject: expect.any(String),
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
      attempts: 1,
    });
    expect(JSON.stringify(page)).not.toContain(SMTP_PASSWORD);
  });

  it('refuses bad input', async () => {
    const operator = await operatorClient();
    for (const url of [
      '/api/v3/console/jobs/failed',
      '/api/v3/console/jobs/failed?kind=Send%20Mail',
      `/api/v3/console/jobs/failed?kind=${'a'.repeat(65)}`,
      '/api/v3/console/jobs/failed?kind=send-mail&cursor=not-a-cursor',
      '/api/v3/console/mail/undelivered?cursor=not-a-cursor',
    ]) {
      expect((await operator.get(url)).statusCode, url).toBe(400);
    }
    for (const id of ['abc', '0', '1e3', '12345678901', 'ZZZZZZZZ-0000-4000-8000-000000000000']) {
      expect((await operator.postJson(`/api/v3/console/jobs/${id}/retry`, {})).statusCode, id).toBe(400);
    }
    // Either queue's form of an id that names no failed job.
    for (const id of ['2147483647', '00000000-0000-4000-8000-000000000000']) {
      expect((await operator.postJson(`/api/v3/console/jobs/${id}/retry`, {})).statusCode, id).toBe(404);
    }
  });

  it('answers the same on the command line: status, jobs, failures, a retry, undelivered mail', async () => {
    const cli = async (...args: string[]) => {
      const run = { code: 0, stdout: '', stderr: '' };
      // The test's own context, kept open: the command line's context is closed after each command.
      run.code = await runAdmin(args, {
        openContext: async () => ({ ...t.context, close: async () => {} }),
        readConfig: () => t.context.config,
        print: (text) => {
          run.stdout += text;
        },
        printError: (text) => {
          run.stderr += text;
        },
      });
      return run;
    };
    const status = await cli('server:status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/Version +\d+\.\d+\.\d+/);
    expect(status.stdout).toContain('Warning: anyone who reaches this server may sign up');
    expect(status.stdout).toContain('dropbox    configured');
    expect(status.stdout).not.toContain(SMTP_PASSWORD);

    runs = 0;
    await t.context.queue.send(flakyJob, { itemId: 2 });
    await eventually(async () => new RegExp(`${flakyJob.name} +0 +0 +1`).test((await cli('jobs:list')).stdout));
    const failed = await cli('jobs:failed', flakyJob.name);
    expect(failed.stdout).toContain('the disk is full');
    const id = failed.stdout.split('\n')[1]?.split(' ')[0] ?? '';
    expect((await cli('jobs:retry', id)).stdout).toBe(`Job ${id} is queued to run again.`);
    await eventually(() => runs === 2);
    await eventually(async () => (await cli('jobs:retry', id)).code === 1);
    expect((await cli('jobs:retry', 'nonsense')).code).toBe(2);
    expect((await cli('jobs:failed', 'Not A Kind')).code).toBe(2);
    expect((await cli('mail:undelivered')).stdout).toContain('gone@example.com');
  });
});
