// bench/mail-memory: what the server holds in memory while many large mails arrive at once. N mails
// (default 20) of 10 pictures of 2.5 MiB each (~34 MB as sent, base64) go over SMTP at once, one
// connection each, to 5 members whose email shield is on (each mail from a new sender, so its
// pictures are held in storage: no renditions run, and what is measured is receiving, parsing and
// storing). The server process's resident memory (VmRSS, /proc/<pid>/status) is sampled every 100 ms:
// its median over 2 s before (after a warm-up mail), and its peak while the mails arrive. The same
// message parsed in this process by mailparser's simpleParser (every part kept in memory, as the
// receiver did before it streamed) is the baseline: the memory that one message took that way.
// Usage: npm run bench:mail-memory [-- mails (default 20)]
import { randomFillSync } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { startServer } from '../e2e/support/server.ts';
import { benchPeople, createMembers, type Person } from './support/accounts.ts';
import { rssAround } from './support/process-memory.ts';
import { authHeaders, signIn } from './support/session.ts';
import { fixed } from './support/stats.ts';

const mails = Number(process.argv[2] ?? 20);
const PICTURES = 10;
const PICTURE_BYTES = 2.5 * 1024 * 1024;
const MEMBERS = 5;
const MAIL_DOMAIN = 'kinframe.test';
const MiB = 1024 ** 2;

/** A JPEG by its first bytes and name; the rest is noise. Held pictures are stored, not decoded. */
function picture(): Buffer {
  const bytes = randomFillSync(Buffer.allocUnsafe(PICTURE_BYTES));
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

const pictures = Array.from({ length: PICTURES }, picture);

/** The message as it goes over the wire, built once by nodemailer. */
async function rawMessage(from: string, to: string): Promise<Buffer> {
  const transport = createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from,
    to,
    subject: 'The whole album',
    text: 'All of them',
    attachments: pictures.map((content, index) => ({ filename: `photo-${index}.jpg`, content })),
  });
  return info.message as Buffer;
}

/** MiB that simpleParser keeps for one message: RSS growth over the parse, in this process. */
async function simpleParserMiB(raw: Buffer): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage();
  const parsed = await simpleParser(raw);
  const after = process.memoryUsage();
  const held = parsed.attachments.reduce((sum, part) => sum + part.content.length, 0);
  return Math.max((after.heapUsed + after.external - before.heapUsed - before.external) / MiB, held / MiB);
}

const app = await startServer({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MAIL_DOMAIN,
  QUEUE_CONCURRENCY: '1',
});
try {
  const members = benchPeople('mailmemory', MEMBERS);
  await createMembers(app.env, members);
  for (const member of members) {
    const cookie = await signIn(app.url, member.email, member.password);
    const shield = await fetch(`${app.url}/api/user/email/allow_list/settings/`, {
      method: 'POST',
      headers: { ...authHeaders(cookie), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email_filter=true',
    });
    if (!shield.ok) throw new Error(`email shield: ${shield.status} ${await shield.text()}`);
  }

  let sent = 0;
  async function send(): Promise<void> {
    sent += 1;
    const member = members[sent % MEMBERS] as Person;
    const transport = createTransport({ host: '127.0.0.1', port: app.smtpPort, secure: false, ignoreTLS: true });
    try {
      await transport.sendMail({
        envelope: { from: `family${sent}@example.com`, to: `${member.username}@${MAIL_DOMAIN}` },
        raw: await rawMessage(`family${sent}@example.com`, `${member.username}@${MAIL_DOMAIN}`),
      });
    } finally {
      transport.close();
    }
  }

  const sample = await rawMessage('family@example.com', `${members[0]?.username}@${MAIL_DOMAIN}`);
  const oneParsedWhole = await simpleParserMiB(sample);

  await send(); // warm-up: the same path once, so the baseline holds its code and first buffers
  const {
    baselineMiB: baseline,
    peakMiB: peak,
    seconds,
  } = await rssAround(app.pid, () => Promise.all(Array.from({ length: mails }, send)));
  const growth = peak - baseline;
  const inFlight = (mails * sample.length) / MiB;

  console.log(
    `mail-memory: ${mails} mails at once, each ${fixed(sample.length / MiB)} MiB as sent (${PICTURES} pictures)`,
  );
  console.log(`  all accepted in ${fixed(seconds)} s (${fixed(inFlight / seconds)} MiB/s)`);
  console.log(`  server RSS: baseline ${fixed(baseline)} MiB, peak ${fixed(peak)} MiB, growth ${fixed(growth)} MiB`);
  console.log(`  growth per mail at once: ${fixed(growth / mails)} MiB`);
  console.log(`  baseline, one message parsed whole (simpleParser, this process): ${fixed(oneParsedWhole)} MiB`);
  console.log(`  ratio, streamed per mail / parsed whole: ${fixed(growth / mails / oneParsedWhole, 3)}`);
} finally {
  await app.stop();
}
