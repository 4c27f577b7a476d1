import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type DropboxStandin, dropboxContentHash, startDropboxStandin } from '@kinframe/testkit/standins/dropbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DropboxConnector, FolderChange } from './connector.ts';
import { bytesOf, failure } from './connector-test-kit.ts';
import { createDropbox } from './dropbox.ts';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/v3/connectors/dropbox/callback';
/** A longpoll's 30 s last 300 ms at the stand-in. */
const LONGPOLL_SECOND_MS = 10;

let dropbox: DropboxStandin;
let connector: DropboxConnector;

function connectorFor(standin: DropboxStandin, timeoutMs = 2000): DropboxConnector {
  const env = standin.env();
  return createDropbox({
    appKey: env.DROPBOX_APP_KEY ?? '',
    apiUrl: env.DROPBOX_API_URL ?? '',
    contentUrl: env.DROPBOX_CONTENT_URL ?? '',
    notifyUrl: env.DROPBOX_NOTIFY_URL ?? '',
    oauthUrl: env.DROPBOX_OAUTH_URL ?? '',
    timeoutMs,
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The consent page as a browser uses it: the page, then its form sent with Allow or Cancel. */
async function consent(decision: 'allow' | 'cancel' = 'allow') {
  const { verifier, challenge } = pkce();
  const url = (
    await connector.startAuthorization({ state: 'state-1', codeChallenge: challenge, redirectUri: REDIRECT_URI })
  ).url;
  const html = await (await fetch(url)).text();
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name ?? '',
      value ?? '',
    ]),
  );
  fields.set('decision', decision);
  const answer = await fetch(url.split('?')[0] ?? '', { method: 'POST', body: fields, redirect: 'manual' });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location') ?? '');
  return { html, verifier, callback, code: callback.searchParams.get('code') ?? '' };
}

async function connect() {
  const { code, verifier } = await consent();
  return connector.exchangeCode({ code: code, codeVerifier: verifier, redirectUri: REDIRECT_URI, state: '' });
}

/** Every page of changes from `cursor` on: the changes and the cursor after them. */
async function allChanges(accessToken: string, source: { path: string; cursor: string | null }) {
  const changes: FolderChange[] = [];
  let page = await connector.listChanges(accessToken, source);
  changes.push(...page.changes);
  for (let pages = 1; page.hasMore && pages < 10; pages += 1) {
    page = await connector.listChanges(accessToken, { path: source.path, cursor: page.cursor });
    changes.push(...page.changes);
  }
  return { changes, cursor: page.cursor };
}

const summary = (changes: FolderChange[]) =>
  changes.map((change) => (change.type === 'file' ? `file ${change.file.path}` : `deleted ${change.pathLower}`));

beforeEach(async () => {
  dropbox = await startDropboxStandin({ longpollSecondMs: LONGPOLL_SECOND_MS });
  connector = connectorFor(dropbox);
});

afterEach(async () => {
  await dropbox.close();
});

describe('the Dropbox connector: OAuth 2', () => {
  it('asks for a refresh token, with PKCE, on the consent page', async () => {
    const url = new URL(
      (await connector.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI })).url,
    );
    expect(`${url.origin}${url.pathname}`).toBe(dropbox.env().DROPBOX_OAUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: dropbox.appKey,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
      token_access_type: 'offline',
    });
  });

  it('exchanges the code for tokens and the account, and refuses a wrong code verifier', async () => {
    const { html, code, verifier, callback } = await consent();
    expect(html).toContain('Kinframe would like access');
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Cancel</button>');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-1');

    expect(
      (
        await failure(
          connector.exchangeCode({ code: code, codeVerifier: pkce().verifier, redirectUri: REDIRECT_URI, state: '' }),
        )
      ).kind,
    ).toBe('invalid');
    const before = Date.now();
    const tokens = await connector.exchangeCode({
      code: code,
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      state: '',
    });
    expect(tokens).toMatchObject({ accountId: dropbox.account.accountId, accountLabel: 'person@dropbox.test' });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 4 * 3600_000 - 1000);
    // A code is good once.
    expect(
      (
        await failure(
          connector.exchangeCode({ code: code, codeVerifier: verifier, redirectUri: REDIRECT_URI, state: '' }),
        )
      ).kind,
    ).toBe('invalid');
    const tokenCalls = dropbox.calls.filter((call) => call.path === '/oauth2/token');
    expect(tokenCalls.at(-1)?.arg).toEqual({
      grant_type: 'authorization_code',
      code,
      client_id: dropbox.appKey,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
  });

  it('refuses a code brought to another redirect URI', async () => {
    const { code, verifier } = await consent();
    const error = await failure(
      connector.exchangeCode({
        code: code,
        codeVerifier: verifier,
        redirectUri: 'http://127.0.0.1:9/elsewhere',
        state: '',
      }),
    );
    expect(error.kind).toBe('invalid');
  });

  it('sends the person back with access_denied when they cancel', async () => {
    const { callback } = await consent('cancel');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refreshes the access token, keeping the refresh token', async () => {
    const tokens = await connect();
    const fresh = await connector.refresh(tokens.refreshToken ?? '');
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBeNull();
    expect(fresh.expiresAt).toBeInstanceOf(Date);
    expect((await connector.listFolders(fresh.accessToken, '', 10)).folders).toEqual([]);
  });

  it('withdraws the grant: its tokens are refused after, and withdrawing again is no error', async () => {
    const tokens = await connect();
    await connector.revoke({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
    expect((await failure(connector.listFolders(tokens.accessToken, '', 10))).kind).toBe('revoked');
    await connector.revoke({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  });

  it('withdraws the grant with a fresh token when the access token is no longer accepted', async () => {
    const tokens = await connect();
    // As after 4 hours: the access token is refused while the grant lives on.
    await connector.revoke({ accessToken: 'sl.expired', refreshToken: tokens.refreshToken });
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
  });

  it('calls a withdrawn grant revoked once Dropbox refuses its refresh token', async () => {
    const tokens = await connect();
    dropbox.revokeAll();
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
  });
});

describe('the Dropbox connector: folders', () => {
  it('lists the folders inside a folder by name, at most as many as asked', async () => {
    const { accessToken } = await connect();
    for (const name of ['beach', 'Alps', 'city', 'Photos 10', 'Photos 9']) dropbox.addFolder(`/Trips/${name}`);
    dropbox.addFolder('/Trips/Alps/2024');
    dropbox.addFile('/Trips/notes.txt', 'not a folder');

    const all = await connector.listFolders(accessToken, '/Trips', 10);
    expect(all).toEqual({
      folders: [
        { name: 'Alps', path: '/Trips/Alps' },
        { name: 'beach', path: '/Trips/beach' },
        { name: 'city', path: '/Trips/city' },
        { name: 'Photos 9', path: '/Trips/Photos 9' },
        { name: 'Photos 10', path: '/Trips/Photos 10' },
      ],
      isTruncated: false,
    });
    expect(await connector.listFolders(accessToken, '/Trips', 2)).toEqual({
      folders: [
        { name: 'Alps', path: '/Trips/Alps' },
        { name: 'beach', path: '/Trips/beach' },
      ],
      isTruncated: true,
    });
    expect((await connector.listFolders(accessToken, '', 10)).folders).toEqual([{ name: 'Trips', path: '/Trips' }]);
  });

  it('describes a folder, and calls a deleted folder or a file not found', async () => {
    const { accessToken } = await connect();
    const folder = dropbox.addFolder('/Family/Summer');
    dropbox.addFile('/Family/photo.jpg', 'jpeg');
    expect(await connector.folderInfo(accessToken, '/family/summer')).toEqual({
      id: folder.id,
      name: 'Summer',
      pathDisplay: '/Family/Summer',
      pathLower: '/family/summer',
    });
    expect((await failure(connector.folderInfo(accessToken, '/Family/photo.jpg'))).kind).toBe('not_found');
    dropbox.deleteFolder('/Family');
    expect((await failure(connector.folderInfo(accessToken, '/Family/Summer'))).kind).toBe('not_found');
    expect((await failure(connector.listFolders(accessToken, '/Family/Summer', 10))).kind).toBe('not_found');
  });
});

describe('the Dropbox connector: changes', () => {
  it('lists a folder from its start, then exactly what changed since: adds, new content, moves, deletions', async () => {
    const { accessToken } = await connect();
    const first = dropbox.addFile('/Album/one.jpg', 'one', { clientModified: '2024-05-01T10:00:00Z' });
    const second = dropbox.addFile('/Album/Sub/two.jpg', 'two');
    dropbox.addFile('/Elsewhere/three.jpg', 'three');

    const full = await allChanges(accessToken, { path: '/Album', cursor: null });
    expect(summary(full.changes)).toEqual(['file /Album/one.jpg', 'file /Album/Sub/two.jpg']);
    expect(full.changes.find((change) => change.type === 'file' && change.file.name === 'one.jpg')).toEqual({
      type: 'file',
      file: {
        ref: first.id,
        name: 'one.jpg',
        path: '/Album/one.jpg',
        pathLower: '/album/one.jpg',
        contentHash: dropboxContentHash(Buffer.from('one')),
        modifiedAt: '2024-05-01T10:00:00.000Z',
        sizeBytes: 3,
      },
    });
    const listing = dropbox.calls.find((call) => call.path === '/2/files/list_folder');
    expect(listing?.arg).toEqual({ path: '/Album', recursive: true, include_deleted: false, limit: 2000 });

    const unchanged = await connector.listChanges(accessToken, { path: '/Album', cursor: full.cursor });
    expect(unchanged).toMatchObject({ changes: [], hasMore: false });

    dropbox.addFile('/Album/four.jpg', 'four');
    const changed = dropbox.addFile('/Album/one.jpg', 'one, edited');
    dropbox.moveFile('/Album/Sub/two.jpg', '/Album/Moved/two.jpg');
    dropbox.deleteFile('/Album/four.jpg');
    dropbox.addFile('/Elsewhere/five.jpg', 'not in the album');
    const since = await allChanges(accessToken, { path: '/Album', cursor: unchanged.cursor });
    expect(summary(since.changes)).toEqual([
      'file /Album/four.jpg',
      'file /Album/one.jpg',
      'deleted /album/sub/two.jpg',
      'file /Album/Moved/two.jpg',
      'deleted /album/four.jpg',
    ]);
    const edited = since.changes[1];
    expect(edited?.type === 'file' && edited.file).toMatchObject({
      ref: first.id,
      contentHash: changed.content_hash,
      sizeBytes: 11,
    });
    expect(changed.content_hash).not.toBe(first.content_hash);
    const moved = since.changes[3];
    expect(moved?.type === 'file' && moved.file.ref).toBe(second.id);

    dropbox.deleteFolder('/Album/Moved');
    expect(summary((await allChanges(accessToken, { path: '/Album', cursor: since.cursor })).changes)).toEqual([
      'deleted /album/moved',
    ]);
  });

  it('pages a listing of more entries than Dropbox gives at once', async () => {
    const { accessToken } = await connect();
    for (let index = 0; index < 2001; index += 1) dropbox.addFile(`/Many/${String(index).padStart(4, '0')}.jpg`, 'x');
    const first = await connector.listChanges(accessToken, { path: '/Many', cursor: null });
    expect(first.hasMore).toBe(true);
    const second = await connector.listChanges(accessToken, { path: '/Many', cursor: first.cursor });
    expect(second.hasMore).toBe(false);
    expect(first.changes.length + second.changes.length).toBe(2001);
  });

  it('calls an expired cursor, and the cursor of a folder deleted since, not found', async () => {
    const { accessToken } = await connect();
    dropbox.addFile('/Album/one.jpg', 'one');
    const { cursor } = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    dropbox.resetCursors();
    expect((await failure(connector.listChanges(accessToken, { path: '/Album', cursor }))).kind).toBe('not_found');
    expect((await failure(connector.longpoll(cursor, 30, new AbortController().signal))).kind).toBe('not_found');

    const fresh = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    dropbox.deleteFolder('/Album');
    const gone = await failure(connector.listChanges(accessToken, { path: '/Album', cursor: fresh.cursor }));
    expect(gone.kind).toBe('not_found');
    const broken = await failure(connector.listChanges(accessToken, { path: '/Album', cursor: 'not-a-cursor' }));
    expect(broken.kind).toBe('invalid');
  });
});

describe('the Dropbox connector: longpoll', () => {
  it('wakes as soon as a file of the folder changes, without a token', async () => {
    const { accessToken } = await connect();
    dropbox.addFolder('/Album');
    const { cursor } = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    const waiting = connector.longpoll(cursor, 480, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    dropbox.addFile('/Elsewhere/not-watched.jpg', 'x');
    dropbox.addFile('/Album/new.jpg', 'x');
    expect(await waiting).toEqual({ changes: true, backoffSeconds: null });
    const longpoll = dropbox.calls.find((call) => call.path === '/2/files/list_folder/longpoll');
    expect(longpoll).toEqual({
      path: '/2/files/list_folder/longpoll',
      arg: { cursor, timeout: 480 },
      hasAuthorization: false,
    });
  });

  it('answers no change at the timeout, with the backoff Dropbox asks for', async () => {
    const { accessToken } = await connect();
    dropbox.addFolder('/Album');
    const { cursor } = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    dropbox.addFile('/Elsewhere/not-watched.jpg', 'x');
    dropbox.longpollBackoffSeconds = 60;
    expect(await connector.longpoll(cursor, 5, new AbortController().signal)).toEqual({
      changes: false,
      backoffSeconds: 60,
    });
    // Below Dropbox's least timeout: 30 s asked.
    expect(dropbox.calls.at(-1)?.arg).toEqual({ cursor, timeout: 30 });
  });

  it('ends as no change when its signal is aborted', async () => {
    const { accessToken } = await connect();
    dropbox.addFolder('/Album');
    const { cursor } = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    const stop = new AbortController();
    const waiting = connector.longpoll(cursor, 480, stop.signal);
    setTimeout(() => stop.abort(), 50);
    expect(await waiting).toEqual({ changes: false, backoffSeconds: null });
  });

  it('is refused with an Authorization header, as Dropbox refuses it', async () => {
    const { accessToken } = await connect();
    dropbox.addFolder('/Album');
    const { cursor } = await connector.listChanges(accessToken, { path: '/Album', cursor: null });
    const answer = await fetch(`${dropbox.url}/2/files/list_folder/longpoll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ cursor, timeout: 30 }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('the Dropbox connector: downloads', () => {
  it('downloads a file by its id, its bytes as they are', async () => {
    const { accessToken } = await connect();
    const bytes = randomBytes(300_000);
    const file = dropbox.addFile('/Album/photo.jpg', bytes);
    // Compared as buffers: a deep equality of 300,000 elements would take seconds.
    expect((await bytesOf(await connector.download(accessToken, file.id))).equals(bytes)).toBe(true);
  });

  it('downloads a file of a non-ASCII name, its path escaped in the header as Dropbox asks', async () => {
    const { accessToken } = await connect();
    const file = dropbox.addFile('/Été/Noël 🎄.jpg', 'fête');
    expect((await bytesOf(await connector.download(accessToken, file.id))).toString()).toBe('fête');
    expect((await bytesOf(await connector.download(accessToken, file.path_display))).toString()).toBe('fête');
    expect(dropbox.calls.at(-1)?.arg).toEqual({ path: '/Été/Noël 🎄.jpg' });
    // Unescaped, the header is refused.
    const unescaped = await fetch(`${dropbox.url}/2/files/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'dropbox-api-arg': '{"path":"/\u00c9t\u00e9/x.jpg"}' },
    });
    expect(unescaped.status).toBe(400);
  });

  it('calls a file deleted since not found', async () => {
    const { accessToken } = await connect();
    const file = dropbox.addFile('/Album/photo.jpg', 'x');
    dropbox.deleteFile('/Album/photo.jpg');
    expect((await failure(connector.download(accessToken, file.id))).kind).toBe('not_found');
  });
});

describe('the Dropbox connector: when Dropbox cannot answer', () => {
  it('passes on how long Dropbox asks to wait', async () => {
    const { accessToken } = await connect();
    dropbox.throttleNext(1, 17);
    const error = await failure(connector.listFolders(accessToken, '', 10));
    expect(error.kind).toBe('throttled');
    expect(error.retryAfterSeconds).toBe(17);
    expect((await connector.listFolders(accessToken, '', 10)).folders).toEqual([]);
  });

  it('calls a server error or no answer unavailable', async () => {
    const { accessToken, refreshToken } = await connect();
    dropbox.down(true);
    expect((await failure(connector.listFolders(accessToken, '', 10))).kind).toBe('unavailable');
    expect((await failure(connector.refresh(refreshToken ?? ''))).kind).toBe('unavailable');
    dropbox.down(false);
    await dropbox.close();
    expect((await failure(connector.listFolders(accessToken, '', 10))).kind).toBe('unavailable');
    dropbox = await startDropboxStandin();
  });

  it('never carries Dropbox’s own text in its errors', async () => {
    const { accessToken } = await connect();
    // Dropbox answers the root with a 400 in plain text.
    const error = await failure(connector.folderInfo(accessToken, ''));
    expect(error.kind).toBe('invalid');
    expect(error.message).not.toMatch(/Error in call|root folder/);
  });
});

describe('the Dropbox stand-in', () => {
  it('computes content_hash as Dropbox documents it: the hash of the hashes of each 4 MiB block', () => {
    const bytes = randomBytes(4 * 1024 * 1024 + 10);
    const block = (from: number, to: number) => createHash('sha256').update(bytes.subarray(from, to)).digest();
    const expected = createHash('sha256')
      .update(Buffer.concat([block(0, 4 * 1024 * 1024), block(4 * 1024 * 1024, bytes.length)]))
      .digest('hex');
    expect(dropboxContentHash(bytes)).toBe(expected);
    expect(dropboxContentHash(Buffer.alloc(0))).toBe(createHash('sha256').digest('hex'));
  });

  it('is driven over HTTP by another process', async () => {
    const { accessToken } = await connect();
    const added = await fetch(`${dropbox.url}/_standin/files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/Album/sent.jpg', base64: Buffer.from('sent').toString('base64') }),
    });
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: string };
    expect((await bytesOf(await connector.download(accessToken, id))).toString()).toBe('sent');
    expect((await fetch(`${dropbox.url}/_standin/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await failure(connector.download(accessToken, id))).kind).toBe('revoked');
  });

  it('runs by hand, printing the environment on one line, and stops on SIGTERM', async () => {
    const script = fileURLToPath(new URL('../../../../../packages/testkit/src/standins/dropbox.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const line = await new Promise<string>((resolve) =>
        createInterface({ input: child.stdout }).once('line', resolve),
      );
      const env = Object.fromEntries(line.split(' ').map((pair) => pair.split('=', 2) as [string, string]));
      expect(Object.keys(env)).toEqual([
        'DROPBOX_APP_KEY',
        'DROPBOX_API_URL',
        'DROPBOX_CONTENT_URL',
        'DROPBOX_NOTIFY_URL',
        'DROPBOX_OAUTH_URL',
      ]);
      const answer = await fetch(`${env.DROPBOX_API_URL}/2/users/get_current_account`, { method: 'POST' });
      expect(answer.status).toBe(400);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
