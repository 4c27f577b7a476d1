import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Readable as ReadableStream } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type HeldMail, LIMITS, type LibraryItem } from '@kinframe/contract';
import { simpleParser } from 'mailparser';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Storage } from '../../infra/storage/index.ts';
import { usernameFromProductEmail } from '../auth/auth.service.ts';
import type { Upload } from '../library/ingest.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { InboundMailRepo } from './inbound-mail.repo.ts';

const LIMIT = LIMITS.inboundMail;
const HOUR_MS = 60 * 60_000;
const MAX_MB = Math.round(LIMIT.maxMessageBytes / (1024 * 1024));
/** What a mail may carry that could be a photo; the library then checks the bytes, as for uploads. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/heic', 'image/heif']);
const PICTURE_NAME = /\.(jpe?g|png|hei[cf])$/i;

/** A mail refused while it is being received, with the SMTP reply that says why. */
export class InboundMailRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a message to `file` while it fits the size limit. Past it, SMTP's message is read to its
 * end and dropped (SMTP answers only once DATA has ended); any other stops being read (the
 * webhook's request is then ended). Never holds the message in memory. False: too large.
 */
async function spoolMessage(raw: Readable, file: string, readsToEnd: boolean): Promise<boolean> {
  const out = createWriteStream(file);
  let bytes = 0;
  try {
    for await (const chunk of raw as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > LIMIT.maxMessageBytes && !readsToEnd) break;
      if (bytes > LIMIT.maxMessageBytes) continue;
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out);
  }
  return bytes <= LIMIT.maxMessageBytes;
}

export function messageTooLarge(): InboundMailRefusal {
  return new InboundMailRefusal(552, `Message too large: at most ${MAX_MB} MB`);
}

interface Picture {
  fileName: string;
  content: Buffer;
}

/**
 * Photos by mail: a mail to `<username>@<MAIL_DOMAIN>` brings its JPEG, HEIC and PNG pictures
 * (attached or inline) into that person's library through the same ingest as uploads (same
 * checks; duplicates skipped), marked as emailed, and into the album of their email setting.
 * With the email shield on, a new sender's pictures are held until the person approves the sender
 * (who joins the allow-list) or denies them (the sender is blocked); a blocked sender's mail is
 * dropped. A mail with no usable picture leaves nothing behind.
 */
export function createInboundMailService(deps: {
  repo: InboundMailRepo;
  accounts: { findByUsername(username: string): Promise<{ id: number } | undefined> };
  settings: {
    emailShieldOf(userId: number): Promise<{ email_filter: boolean; email_slideshow_id: number }>;
    senderStatus(userId: number, address: string): Promise<'approved' | 'blocked' | null>;
    saveSender(userId: number, address: string, status: 'approved' | 'blocked'): Promise<void>;
  };
  ingest: (userId: number, upload: Upload) => Promise<LibraryItem>;
  addToAlbum: (userId: number, albumId: number, itemIds: number[]) => Promise<unknown>;
  storage: Pick<Storage, 'put' | 'downloadToFile' | 'delete'>;
  clock: Clock;
  mailDomain: string;
  spoolDir: string;
  notify: Notify;
  reportError?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Inbound mail: ${error instanceof Error ? error.message : String(error)}\n`));

  function picturesOf(attachments: { filename?: string; contentType: string; content: Buffer }[]): Picture[] {
    return attachments
      .filter((part) => PICTURE_TYPES.has(part.contentType.toLowerCase()) || PICTURE_NAME.test(part.filename ?? ''))
      .map((part, index) => ({ fileName: part.filename ?? `photo-${index + 1}.jpg`, content: part.content }));
  }

  /** Each picture into the library (ones it refuses, duplicates included, are skipped), then the album. */
  async function importPictures(userId: number, sender: string, pictures: { fileName: string; open(): Readable }[]) {
    const itemIds: number[] = [];
    for (const picture of pictures) {
      try {
        const item = await deps.ingest(userId, {
          file: picture.open(),
          fileName: picture.fileName,
          isTruncated: () => false,
          source: 'email',
        });
        itemIds.push(item.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (itemIds.length === 0) return;
    const { email_slideshow_id: albumId } = await deps.settings.emailShieldOf(userId);
    if (albumId !== -1) await deps.addToAlbum(userId, albumId, itemIds).catch(reportError);
    await deps.notify({
      userId,
      type: 'emailed_photos',
      actorId: null,
      params: { count: itemIds.length, sender },
      link: '/family/library/albums', // where the Emailed photos collection is
    });
  }

  async function hold(userId: number, sender: string, subject: string, pictures: Picture[]): Promise<void> {
    const stamp = `${clock.now().getTime()}-${Math.random().toString(36).slice(2, 10)}`;
    const stored = pictures.map((picture, index) => ({
      file_name: picture.fileName,
      storage_key: `held-mail/${userId}-${stamp}-${index}`,
    }));
    for (const [index, picture] of pictures.entries()) {
      await deps.storage.put(stored[index]?.storage_key ?? '', picture.content, {
        contentType: 'application/octet-stream',
      });
    }
    const id = await repo.insertHeld(
      { user_id: userId, sender, subject: subject.slice(0, 200), received_at: clock.now().toISOString() },
      stored,
    );
    await deps.notify({
      userId,
      type: 'sender_awaiting_approval',
      actorId: null,
      params: { heldMailId: id, sender, count: pictures.length },
      link: '/account/settings#held-mails',
    });
  }

  async function deliver(userId: number, sender: string, subject: string, pictures: Picture[]): Promise<void> {
    const status = await deps.settings.senderStatus(userId, sender);
    if (status === 'blocked') return;
    const shield = await deps.settings.emailShieldOf(userId);
    if (shield.email_filter && status !== 'approved') return hold(userId, sender, subject, pictures);
    await importPictures(
      userId,
      sender,
      pictures.map((picture) => ({ fileName: picture.fileName, open: () => ReadableStream.from([picture.content]) })),
    );
  }

  /** Ends every held mail of this sender for the person: imported (approved) or discarded. */
  async function answerSender(userId: number, heldMailId: number, approve: boolean): Promise<void> {
    const held = await repo.findHeld(userId, heldMailId);
    if (!held) throw new AppError('not_found');
    await deps.settings.saveSender(userId, held.sender, approve ? 'approved' : 'blocked');
    for (const mail of await repo.heldFrom(userId, held.sender)) {
      const pictures = await repo.picturesOf(mail.id);
      if (approve) {
        const workDir = await mkdtemp(path.join(deps.spoolDir, 'held-'));
        try {
          const files: { fileName: string; open(): Readable }[] = [];
          for (const [index, picture] of pictures.entries()) {
            const file = path.join(workDir, String(index));
            await deps.storage.downloadToFile(picture.storage_key, file);
            files.push({ fileName: picture.file_name, open: () => createReadStream(file) });
          }
          await importPictures(userId, mail.sender, files);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
      await repo.deleteHeld(mail.id);
      await deps.storage.delete(pictures.map((picture) => picture.storage_key)).catch(reportError);
    }
  }

  /** The account a recipient address belongs to (`<username>@<MAIL_DOMAIN>`), or null. */
  async function recipient(address: string): Promise<number | null> {
    const username = usernameFromProductEmail(address.trim().toLowerCase(), deps.mailDomain);
    if (!username) return null;
    return (await deps.accounts.findByUsername(username))?.id ?? null;
  }

  /** Refuses a sender past its mails per hour. */
  async function admitSender(sender: string): Promise<void> {
    const since = new Date(clock.now().getTime() - HOUR_MS).toISOString();
    if ((await repo.countFromSince(sender.toLowerCase(), since)) >= LIMIT.messagesPerSenderPerHour) {
      throw new InboundMailRefusal(
        450,
        `Too many messages from ${sender}: at most ${LIMIT.messagesPerSenderPerHour} an hour. Try again later`,
      );
    }
  }

  return {
    recipient,
    admitSender,

    /**
     * A whole message, as SMTP's DATA or the webhook brings it, from its envelope sender (or its
     * From header when the envelope has none): refused when its sender is past
     * its mails per hour, none of its recipients is a person here, it is too large, or it carries
     * more pictures than a message may. Otherwise logged against its sender, and each recipient
     * gets its pictures. Resolves with how many people it was for.
     */
    async receive(message: {
      sender: string;
      recipients: string[];
      raw: Readable;
      /** SMTP: the message is read to its end even when refused (false for the webhook). */
      readsToEnd?: boolean;
    }): Promise<number> {
      const envelopeSender = message.sender.trim().toLowerCase();
      const userIds = new Set<number>();
      try {
        if (envelopeSender) await admitSender(envelopeSender);
        for (const address of message.recipients) {
          const userId = await recipient(address);
          if (userId !== null) userIds.add(userId);
        }
        if (userIds.size === 0) {
          throw new InboundMailRefusal(550, `No such recipient here: ${message.recipients.join(', ') || '(none)'}`);
        }
      } catch (error) {
        message.raw.resume(); // read to its end and dropped: SMTP answers once DATA is over
        throw error;
      }
      await mkdir(deps.spoolDir, { recursive: true });
      const workDir = await mkdtemp(path.join(deps.spoolDir, 'mail-'));
      try {
        const file = path.join(workDir, 'message.eml');
        if (!(await spoolMessage(message.raw, file, message.readsToEnd ?? true))) throw messageTooLarge();
        const parsed = await simpleParser(createReadStream(file));
        // No envelope sender (a bounce, or a webhook that did not say): the From header speaks for it.
        const sender = envelopeSender || (parsed.from?.value[0]?.address ?? '').toLowerCase();
        if (!envelopeSender && sender) await admitSender(sender);
        const pictures = picturesOf(parsed.attachments);
        if (pictures.length > LIMIT.maxPictures) {
          throw new InboundMailRefusal(552, `Too many pictures: at most ${LIMIT.maxPictures} in one message`);
        }
        const now = clock.now();
        await repo.logReceived(sender, now.toISOString(), new Date(now.getTime() - HOUR_MS).toISOString());
        for (const userId of pictures.length > 0 ? userIds : []) {
          await deliver(userId, sender, parsed.subject ?? '', pictures);
        }
        return userIds.size;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },

    async listHeld(userId: number): Promise<HeldMail[]> {
      return (await repo.listHeld(userId)).map((row) => ({
        id: row.id,
        sender: row.sender,
        subject: row.subject,
        photoCount: Number(row.picture_count ?? 0),
        receivedAt: row.received_at,
      }));
    },

    approve: (userId: number, heldMailId: number) => answerSender(userId, heldMailId, true),
    deny: (userId: number, heldMailId: number) => answerSender(userId, heldMailId, false),
  };
}

export type InboundMailService = ReturnType<typeof createInboundMailService>;
