// bench/mail-ingest: photos by mail against photos by upload, on the real server in the same run.
// N mails (default 200) of 3 JPEGs each sent over SMTP on 127.0.0.1 to the server's SMTP receiver
// (nodemailer, a pool of `connections` connections, plain SMTP), addressed to member A
// (`<username>@kinframe.test`; the email shield is off, so the pictures go straight in), each
// mail from one of 50 senders (at most 30 mails per sender per hour); then the SAME 3N files
// uploaded over HTTP to member B, `connections` at once (duplicates are per person, so B's copies
// are new). The files: 1200x900-ish noise JPEGs (makeJpeg, each a size of its own, so every file
// differs), made once in a temp folder. For each side: the time until every message or upload was
// answered (the receiver answers DATA once it has spooled, parsed and ingested the pictures) and
// until every one of the 3N items is `ready` in the person's library (its renditions stored),
// polled through GET library/items, and the server process's CPU seconds over that span (from
// /proc/<pid>/stat, its sharp threads included); and the ratio mail time / upload time. Both sides
// run on one server with QUEUE_CONCURRENCY=connections; mail first, then uploads.
// Usage: npm run bench:mail-ingest [-- mails (default 200) [connections (default 4)]]
import { createHash } from 'node:crypto';
import { mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import { createTransport } from 'nodemailer';
import { startServer } from '../e2e/support/server.ts';
import { createMembers, type Person } from './support/accounts.ts';
import { cpuSecondsOf } from './support/process-memory.ts';
import { authHeaders, signIn } from './support/session.ts';
import { fixed, runPool, sleep } from './support/stats.ts';

const mails = Number(process.argv[2] ?? 200);
const connections = Number(process.argv[3] ?? 4);
const PER_MAIL = 3;
const SENDERS = 50;
const MAIL_DOMAIN = 'kinframe.test';
const TIMEOUT_MS = 20 * 60 * 1000;
/** Two pages of 500 items per poll: every 250 ms, so polling stays a small part of the server's work. */
const POLL_MS = 250;

const MAIL_PERSON: Person = { email: 'mail-bench@example.com', username: 'mailbench', password: 'Bench-2026!' };
const UPLOAD_PERSON: Person = { email: 'upload-bench@example.com', username: 'uploadbench', password: 'Bench-2026!' };

interface ListedItem {
  id: number;
  status: 'processing' | 'ready' | 'failed';
  failureCode: string | null;
}

/** Every item of the signed-in person, page by page (500 at most per page). */
async function listAll(url: string, cookie: string): Promise<ListedItem[]> {
  const items: ListedItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await fetch(`${url}/api/v3/library/items?limit=500${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`library/items: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { items: ListedItem[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Polls until `count` items are ready; resolves with the seconds since `started`. */
async function untilReady(url: string, cookie: string, count: number, started: number): Promise<number> {
  for (;;) {
    const items = await listAll(url, cookie);
    const failed = items.find((item) => item.status === 'failed');
    if (failed) throw new Error(`item ${failed.id} failed: ${failed.failureCode}`);
    if (items.length > count) throw new Error(`${items.length} items, expected ${count}`);
    if (items.length === count && items.every((item) => item.status === 'ready')) {
      return (performance.now() - started) / 1000;
    }
    if (performance.now() - started > TIMEOUT_MS) {
      const ready = items.filter((item) => item.status === 'ready').length;
      throw new Error(`after 20 minutes: ${items.length} of ${count} items, ${ready} ready`);
    }
    await sleep(POLL_MS);
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-mail-ingest-'));
try {
  const count = mails * PER_MAIL;
  const generated = performance.now();
  const files = Array.from({ length: count }, (_, i) => join(scratch, `photo-${String(i).padStart(4, '0')}.jpg`));
  // A size of its own for each (30 widths x 20 heights, 1200x900 down to 1084x824 for 600), and noise.
  await runPool(
    files.map((file, i) => ({ file, i })),
    2,
    ({ file, i }) => makeJpeg(file, { width: 1200 - (i % 30) * 4, height: 900 - Math.floor(i / 30) * 4 }),
  );
  const hashes = new Set<string>();
  let totalBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    totalBytes += bytes.byteLength;
    hashes.add(createHash('sha256').update(bytes).digest('hex'));
  }
  if (hashes.size !== count) throw new Error(`only ${hashes.size} of ${count} files differ`);
  console.log(
    `${count} distinct JPEGs of about 1200x900 (noise), ${fixed(totalBytes / count / 1024, 0)} KiB each on average, made in ${fixed((performance.now() - generated) / 1000)} s`,
  );

  const app = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MAIL_DOMAIN,
    QUEUE_CONCURRENCY: String(connections),
  });
  try {
    // Two Plus members, made by the server's own services (support/accounts.ts), as frame-fleet does.
    await createMembers(app.env, [MAIL_PERSON, UPLOAD_PERSON]);
    const mailCookie = await signIn(app.url, MAIL_PERSON.email, MAIL_PERSON.password);
    const uploadCookie = await signIn(app.url, UPLOAD_PERSON.email, UPLOAD_PERSON.password);

    // Photos by mail: all the mails handed to the pool at once; it sends them over `connections`.
    const transport = createTransport({
      host: '127.0.0.1',
      port: app.smtpPort,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: connections,
    });
    const mailCpu = cpuSecondsOf(app.pid);
    const mailStarted = performance.now();
    try {
      await Promise.all(
        Array.from({ length: mails }, async (_, m) => {
          const info = await transport.sendMail({
            from: `family${m % SENDERS}@example.com`,
            to: `${MAIL_PERSON.username}@${MAIL_DOMAIN}`,
            subject: `Photos ${m + 1}`,
            text: 'Three photos for the frame.',
            attachments: files.slice(m * PER_MAIL, (m + 1) * PER_MAIL).map((path) => ({
              filename: path.split('/').pop(),
              path,
              contentType: 'image/jpeg',
            })),
          });
          if (info.rejected.length > 0) throw new Error(`mail ${m + 1} rejected: ${info.response}`);
        }),
      );
    } finally {
      transport.close();
    }
    const mailAcceptedSeconds = (performance.now() - mailStarted) / 1000;
    const mailReadySeconds = await untilReady(app.url, mailCookie, count, mailStarted);
    const mailCpuSeconds = cpuSecondsOf(app.pid) - mailCpu;

    // The same files uploaded over HTTP to the other member, `connections` at once.
    const uploadCpu = cpuSecondsOf(app.pid);
    const uploadStarted = performance.now();
    await runPool(files, connections, async (file) => {
      const form = new FormData();
      form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), file.split('/').pop());
      const response = await fetch(`${app.url}/api/v3/library/uploads`, {
        method: 'POST',
        body: form,
        headers: authHeaders(uploadCookie),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`upload of ${file}: ${response.status} ${body}`);
    });
    const uploadAnsweredSeconds = (performance.now() - uploadStarted) / 1000;
    const uploadReadySeconds = await untilReady(app.url, uploadCookie, count, uploadStarted);
    const uploadCpuSeconds = cpuSecondsOf(app.pid) - uploadCpu;

    console.log(
      `${mails} mails x ${PER_MAIL} photos from ${SENDERS} senders, nodemailer pool of ${connections} connections; uploads ${connections} at once; QUEUE_CONCURRENCY=${connections}; polled every ${POLL_MS} ms`,
    );
    console.log(
      `${'SMTP, every mail accepted:'.padEnd(34)}${fixed(mailAcceptedSeconds, 2)} s   ${fixed(mails / mailAcceptedSeconds, 2)} messages/s (${fixed((mails * PER_MAIL) / mailAcceptedSeconds, 2)} photos/s)`,
    );
    console.log(
      `${`SMTP, all ${count} photos ready:`.padEnd(34)}${fixed(mailReadySeconds, 2)} s   ${fixed(count / mailReadySeconds, 2)} photos/s; server CPU ${fixed(mailCpuSeconds)} s (${fixed((mailCpuSeconds * 1000) / count)} ms/photo)`,
    );
    console.log(
      `${'HTTP, every upload answered:'.padEnd(34)}${fixed(uploadAnsweredSeconds, 2)} s   ${fixed(count / uploadAnsweredSeconds, 2)} photos/s`,
    );
    console.log(
      `${`HTTP, all ${count} photos ready:`.padEnd(34)}${fixed(uploadReadySeconds, 2)} s   ${fixed(count / uploadReadySeconds, 2)} photos/s; server CPU ${fixed(uploadCpuSeconds)} s (${fixed((uploadCpuSeconds * 1000) / count)} ms/photo)`,
    );
    console.log(
      `ratio SMTP time / HTTP time (all ready): ${fixed(mailReadySeconds / uploadReadySeconds, 2)}; server CPU SMTP / HTTP: ${fixed(mailCpuSeconds / uploadCpuSeconds, 2)}`,
    );
  } finally {
    await app.stop();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
