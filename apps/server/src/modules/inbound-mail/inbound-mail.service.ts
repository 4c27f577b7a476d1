import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import {
  type ErrorCode,
  errorText,
  type HeldMailPage,
  type HeldMailReason,
  LIMITS,
  type LibraryItem,
} from '@kinframe/contract';
import type { AddressObject, AttachmentStream, MessageText } from 'mailparser';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { Storage } from '../../infra/storage/index.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import { EXISTENCE_CHECKS_PER_ADDRESS, existenceKey, usernameFromProductEmail } from '../auth/auth.service.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { Upload } from '../library/ingest.service.ts';
import type { OperatorReplyResult } from '../support/support.service.ts';
import type { InboundMailRepo } from './inbound-mail.repo.ts';
import type { MailAuthentication } from './mail-authentication.ts';

const LIMIT = LIMITS.inboundMail;
const HOUR_MS = 60 * 60_000;
const MAX_MB = Math.round(LIMIT.maxMessageBytes / (1024 * 1024));
/** What a mail may carry that could be a photo; the library then checks the bytes, as for uploads. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/heic', 'image/heif']);
const PICTURE_NAME = /\.(jpe?g|png|hei[cf])$/i;
/**
 * MIME parts a message may have, and how deep multiparts may nest: a family mail has a text, an
 * HTML and its pictures. Counted before parsing, because a parser handed thousands of parts does
 * the work of all of them (and mailparser's own limit leaves its parse unsettled).
 */
const MAX_PARTS = 100;
const MAX_MULTIPART_DEPTH = 10;
/** A message that takes longer than this to parse is refused rather than waited on. */
const PARSE_TIMEOUT_MS = 60_000;
/** Mails per hour from one client address, and to one person, whatever the sender says it is. */
const MESSAGES_PER_CLIENT_PER_HOUR = 120;
const MESSAGES_PER_RECIPIENT_PER_HOUR = 100;
/** Held mails wait this long for an answer; then they go, pictures and all. */
export const HELD_MAIL_DAYS = 30;
/** Pictures, and bytes, one person may hold from unapproved senders: what a stranger can make them store. */
export const MAX_HELD_PICTURES = 200;
export const MAX_HELD_BYTES = 400 * 1024 * 1024;
/** Held mails expired in one sweep. */
const EXPIRY_BATCH = 100;

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

/**
 * Counts the parts of a spooled message from its header lines, without parsing it: each part has a
 * Content-Type, and each multipart level declares one more boundary.
 */
async function countParts(file: string): Promise<{ parts: number; multiparts: number }> {
  let parts = 0;
  let multiparts = 0;
  const lines = createInterface({
    input: createReadStream(file, { encoding: 'latin1' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (!/^content-type:/i.test(line)) continue;
    parts += 1;
    if (/^content-type:\s*multipart\//i.test(line)) multiparts += 1;
  }
  return { parts, multiparts };
}

/** What a message brings: who it says it is from, its subject, its pictures (in files, the first LIMIT.maxPictures), and how many it had. */
interface ParsedMessage {
  from: string;
  subject: string;
  messageId: string | null;
  /** Its text (mailparser makes one of an HTML-only message), for replies to support requests. */
  text: string;
  pictures: Picture[];
  pictureCount: number;
}

function isPicture(contentType: string, fileName: string | undefined): boolean {
  return PICTURE_TYPES.has(contentType.toLowerCase()) || PICTURE_NAME.test(fileName ?? '');
}

/**
 * Parses a spooled message with mailparser as a stream: each picture goes to a file in `workDir`
 * while it is decoded and every other part is read past, so nothing is held whole in memory (50
 * mails at once stay 50 parsers, not 50 messages). Past LIMIT.maxPictures pictures the rest are read
 * past too; the caller refuses such a mail. Bounded in time: a message it cannot finish is refused,
 * never waited on forever.
 */
async function parseMessage(file: string, workDir: string): Promise<ParsedMessage> {
  // Loaded on the first mail: only the processes that receive mail pay for mailparser.
  const { MailParser } = await import('mailparser');
  const input = createReadStream(file);
  const parser = new MailParser();
  const parsed: ParsedMessage = { from: '', subject: '', messageId: null, text: '', pictures: [], pictureCount: 0 };
  parser.on('headers', (headers) => {
    const from = headers.get('from') as AddressObject | undefined;
    parsed.from = (from?.value[0]?.address ?? '').toLowerCase();
    parsed.subject = String(headers.get('subject') ?? '');
    const messageId = headers.get('message-id');
    parsed.messageId = typeof messageId === 'string' && messageId.trim() !== '' ? messageId.trim() : null;
  });
  const parse = (async () => {
    input.pipe(parser);
    for await (const data of parser as AsyncIterable<MessageText | AttachmentStream>) {
      if (data.type === 'text') parsed.text = (data as MessageText).text ?? '';
      if (data.type !== 'attachment') continue;
      const attachment = data as AttachmentStream;
      // Typed as the stream module by @types/mailparser; at run time a readable stream.
      const content = attachment.content as unknown as Readable;
      const isAPicture = isPicture(attachment.contentType, attachment.filename);
      if (isAPicture) parsed.pictureCount += 1;
      if (isAPicture && parsed.pictureCount <= LIMIT.maxPictures) {
        const target = path.join(workDir, `picture-${parsed.pictureCount}`);
        await pipeline(content, createWriteStream(target));
        parsed.pictures.push({
          fileName: attachment.filename ?? `photo-${parsed.pictureCount}.jpg`,
          file: target,
          bytes: (await stat(target)).size,
        });
      } else {
        content.resume();
        await finished(content);
      }
      attachment.release();
    }
  })();
  // A timed-out parse is torn down below; its own failure then has nobody left to tell.
  parse.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      parse,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new InboundMailRefusal(552, 'The message could not be read in time: it is too complex')),
          PARSE_TIMEOUT_MS,
        );
      }),
    ]);
    return parsed;
  } finally {
    clearTimeout(timer);
    input.destroy();
    parser.destroy();
  }
}

/** Recipients one message may name: a family mail has one, a list a few; a spam run hundreds. */
export const MAX_RECIPIENTS = 10;

export function tooManyRecipients(): InboundMailRefusal {
  return new InboundMailRefusal(452, `Too many recipients: at most ${MAX_RECIPIENTS} in one message`);
}

export function messageTooLarge(): InboundMailRefusal {
  return new InboundMailRefusal(552, `Message too large: at most ${MAX_MB} MB`);
}

/** A picture of a mail, decoded to a file of the mail's work folder. */
interface Picture {
  fileName: string;
  file: string;
  bytes: number;
}

interface RefusedPicture {
  fileName: string;
  code: string;
}

/** What became of a mail for one person. */
type Delivery = { status: 'imported'; refused: RefusedPicture[] } | { status: 'held' | 'dropped' };

/**
 * Photos by mail: a mail to `<username>@<MAIL_DOMAIN>` brings its JPEG, HEIC and PNG pictures
 * (attached or inline) into that person's library through the same ingest as uploads (same
 * checks; duplicates skipped), marked as emailed, and into the album of their email setting.
 * With the email shield on, a new sender's pictures are held until the person approves the sender
 * (who joins the allow-list) or denies them (the sender is blocked); a blocked sender's mail is
 * dropped. The sender is the From header's address, the one people see and DMARC vouches for; an
 * approved sender's mail goes straight in only when it proves that address (SPF or DKIM aligned with
 * it), else it is held as unproved. A mail with no usable picture leaves nothing behind.
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
  /** Counts unknown recipients against the existence check's budget of the sending machine. */
  limits: Pick<RateLimits, 'findExceeded' | 'record'>;
  addToAlbum: (userId: number, albumId: number, itemIds: number[]) => Promise<unknown>;
  storage: Pick<Storage, 'put' | 'downloadToFile' | 'delete'>;
  clock: Clock;
  mailDomain: string;
  spoolDir: string;
  /** What other modules hear of (modules/events.ts): photos received, pictures refused, mail held. */
  publish: Publish;
  /**
   * Hub > Support: mail to a ticket's address (`support+<token>@MAIL_DOMAIN`) is the operator's
   * reply to a request, handed to the support module instead of the photo ingest.
   */
  support?: {
    tokenOf(address: string): string | null;
    isTicketToken(token: string): Promise<boolean>;
    receiveOperatorReply(reply: {
      token: string;
      from: string;
      messageId: string | null;
      text: string;
      isAuthentic: () => Promise<boolean>;
    }): Promise<OperatorReplyResult>;
  };
  /** What a spooled message proves about its From address (mailauth, with the context's DNS). */
  authenticate: (
    file: string,
    client: { ip?: string; helo?: string; sender: string },
  ) => Promise<Pick<MailAuthentication, 'from' | 'isAuthentic' | 'isForged'>>;
  reportError?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`Inbound mail: ${error instanceof Error ? error.message : String(error)}\n`));

  /**
   * Each picture into the library, then the album. Pictures the library refuses are skipped and
   * returned with the reason (a picture it holds already counts as taken in).
   */
  async function importPictures(
    userId: number,
    sender: string,
    pictures: { fileName: string; open(): Readable }[],
  ): Promise<{ taken: number; refused: RefusedPicture[] }> {
    const itemIds: number[] = [];
    const refused: RefusedPicture[] = [];
    let taken = 0;
    const knownIds: number[] = [];
    let known = 0;
    for (const picture of pictures) {
      try {
        const item = await deps.ingest(userId, {
          file: picture.open(),
          fileName: picture.fileName,
          isTruncated: () => false,
          source: 'email',
          sender,
        });
        itemIds.push(item.id);
        taken += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'file_already_uploaded') {
          taken += 1;
          known += 1;
          if (typeof error.params?.itemId === 'number') knownIds.push(error.params.itemId);
        } else refused.push({ fileName: picture.fileName, code: error.code });
      }
    }
    if (itemIds.length === 0) {
      // Every picture was in the library already: said so, or the mail would seem lost.
      if (known > 0) await deps.publish('mail.photos.known', { userId, sender, count: known, itemIds: knownIds });
      return { taken, refused };
    }
    const { email_slideshow_id: albumId } = await deps.settings.emailShieldOf(userId);
    if (albumId !== -1) await deps.addToAlbum(userId, albumId, itemIds).catch(reportError);
    await deps.publish('mail.photos.received', { userId, sender, count: itemIds.length, itemIds });
    return { taken, refused };
  }

  /** Tells the person which pictures of a mail could not be taken in, and why (the sender hears it too when none could). */
  async function tellRefused(userId: number, refused: RefusedPicture[]): Promise<void> {
    if (refused.length > 0) await deps.publish('mail.pictures.refused', { userId, refused });
  }

  async function hold(
    userId: number,
    sender: string,
    subject: string,
    pictures: Picture[],
    reason: HeldMailReason,
  ): Promise<void> {
    const held = await repo.heldPicturesOf(userId);
    const bytes = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
    if (held.count + pictures.length > MAX_HELD_PICTURES || held.bytes + bytes > MAX_HELD_BYTES) {
      throw new InboundMailRefusal(
        452,
        'The recipient has too many photos from new senders waiting for approval. Try again later',
      );
    }
    const stamp = `${clock.now().getTime()}-${Math.random().toString(36).slice(2, 10)}`;
    const stored = pictures.map((picture, index) => ({
      file_name: picture.fileName,
      storage_key: `held-mail/${userId}-${stamp}-${index}`,
      size_bytes: picture.bytes,
    }));
    for (const [index, picture] of pictures.entries()) {
      await deps.storage.put(stored[index]?.storage_key ?? '', createReadStream(picture.file), {
        contentType: 'application/octet-stream',
      });
    }
    const id = await repo.insertHeld(
      { user_id: userId, sender, subject: subject.slice(0, 200), received_at: clock.now().toISOString(), reason },
      stored,
    );
    await deps.publish('mail.held', { userId, heldMailId: id, sender, count: pictures.length, reason });
  }

  async function deliver(
    userId: number,
    mail: { sender: string; subject: string; pictures: Picture[]; isAuthentic: () => Promise<boolean> },
  ): Promise<Delivery> {
    const { sender, subject, pictures } = mail;
    const status = await deps.settings.senderStatus(userId, sender);
    if (status === 'blocked') return { status: 'dropped' };
    const shield = await deps.settings.emailShieldOf(userId);
    if (shield.email_filter && status !== 'approved') {
      await hold(userId, sender, subject, pictures, 'new_sender');
      return { status: 'held' };
    }
    if (shield.email_filter && !(await mail.isAuthentic())) {
      await hold(userId, sender, subject, pictures, 'unproved');
      return { status: 'held' };
    }
    const { taken, refused } = await importPictures(
      userId,
      sender,
      pictures.map((picture) => ({ fileName: picture.fileName, open: () => createReadStream(picture.file) })),
    );
    await tellRefused(userId, refused);
    return taken > 0 ? { status: 'imported', refused: [] } : { status: 'imported', refused };
  }

  /**
   * Ends every held mail of this sender for the person: imported (approved) or discarded. Denying a
   * new sender blocks them; denying an unproved mail leaves its (approved) sender as it is, since
   * whoever sent it may only have forged their address.
   */
  async function answerSender(userId: number, heldMailId: number, approve: boolean): Promise<void> {
    const held = await repo.findHeld(userId, heldMailId);
    if (!held) throw new AppError('not_found');
    if (approve || held.reason === 'new_sender') {
      await deps.settings.saveSender(userId, held.sender, approve ? 'approved' : 'blocked');
    }
    const answered = await repo.heldFrom(userId, held.sender);
    for (const mail of answered) {
      const pictures = await repo.picturesOf(mail.id);
      if (approve) {
        const workDir = await makeWorkDir(deps.spoolDir, 'held');
        try {
          const files: { fileName: string; open(): Readable }[] = [];
          for (const [index, picture] of pictures.entries()) {
            const file = path.join(workDir, String(index));
            await deps.storage.downloadToFile(picture.storage_key, file);
            files.push({ fileName: picture.file_name, open: () => createReadStream(file) });
          }
          const { refused } = await importPictures(userId, mail.sender, files);
          await tellRefused(userId, refused);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
      await repo.deleteHeld(mail.id);
      await deps.storage.delete(pictures.map((picture) => picture.storage_key)).catch(reportError);
    }
    await deps.publish('mail.held.answered', {
      userId,
      heldMailIds: answered.map((mail) => mail.id),
      isApproved: approve,
    });
  }

  /** The account a recipient address belongs to (`<username>@<MAIL_DOMAIN>`), or null. */
  async function recipient(address: string): Promise<number | null> {
    const username = usernameFromProductEmail(address.trim().toLowerCase(), deps.mailDomain);
    if (!username) return null;
    return (await deps.accounts.findByUsername(username))?.id ?? null;
  }

  const recipientKey = (userId: number) => `to:${userId}`;
  const clientKeys = (address: string | undefined) => (address ? [`ip:${address}`] : []);

  async function admitKey(key: string, max: number, refusalText: string): Promise<void> {
    const since = new Date(clock.now().getTime() - HOUR_MS).toISOString();
    if ((await repo.countFromSince(key, since)) >= max) throw new InboundMailRefusal(450, refusalText);
  }

  /** Refuses a sending machine past its mails per hour, whatever senders it claims to speak for. */
  function admitClient(address: string): Promise<void> {
    return admitKey(
      `ip:${address}`,
      MESSAGES_PER_CLIENT_PER_HOUR,
      `Too many messages from ${address}: at most ${MESSAGES_PER_CLIENT_PER_HOUR} an hour. Try again later`,
    );
  }

  /** Refuses mail to a person who got too much of it this hour. */
  function admitRecipient(userId: number): Promise<void> {
    return admitKey(
      recipientKey(userId),
      MESSAGES_PER_RECIPIENT_PER_HOUR,
      `Too many messages for this recipient: at most ${MESSAGES_PER_RECIPIENT_PER_HOUR} an hour. Try again later`,
    );
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

  /** A ticket's address with a token of a ticket here: the token; else null. */
  async function ticketOf(address: string): Promise<string | null> {
    const token = deps.support?.tokenOf(address) ?? null;
    return token !== null && (await deps.support?.isTicketToken(token)) ? token : null;
  }

  /** Why an operator's reply that was not stored is refused (a duplicate was stored before: accepted). */
  const SUPPORT_REFUSALS: Partial<Record<OperatorReplyResult, InboundMailRefusal>> = {
    unknown_ticket: new InboundMailRefusal(550, 'No such recipient here'),
    not_operator: new InboundMailRefusal(550, 'Only the operator of this Kinframe answers support requests'),
    not_authentic: new InboundMailRefusal(
      550,
      'This answer could not be proved to come from the operator’s domain (SPF, DKIM or DMARC): send it from a mail server the domain names',
    ),
    empty: new InboundMailRefusal(550, 'No answer found above the quoted message'),
    full: new InboundMailRefusal(552, 'This support request holds all the messages it can'),
  };

  return {
    recipient,
    admitSender,
    admitClient,
    /** The stored pictures of mails still held for approval (they go with an erased account). */
    heldPictureKeysOf: (userId: number) => repo.heldPictureKeysOf(userId),

    /** Whether mail to `address` is taken: a person's product address, or a support ticket's. */
    /**
     * Whether a RCPT TO names someone here. A no tells which usernames exist, like the existence
     * check before sign-up: a sending machine past that check's budget is refused (450) before
     * anyone is looked up, and each unknown recipient counts against it (known ones do not: a
     * family's mail is never slowed).
     */
    async acceptsRecipient(address: string, clientAddress?: string): Promise<boolean> {
      const rule = clientAddress ? { key: existenceKey(clientAddress), ...EXISTENCE_CHECKS_PER_ADDRESS } : null;
      if (rule && (await deps.limits.findExceeded([rule]))) {
        throw new InboundMailRefusal(
          450,
          `Too many unknown recipients from ${clientAddress}: at most ${rule.max} in ${rule.windowMinutes} minutes. Try again later`,
        );
      }
      const isTaken = (await ticketOf(address)) !== null || (await recipient(address)) !== null;
      if (!isTaken && rule) await deps.limits.record([rule.key]);
      return isTaken;
    },

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
      /** The address of the machine that sent it (SMTP), counted whatever sender it claims. */
      clientAddress?: string;
      /** The name that machine gave in HELO/EHLO (SMTP), for SPF. */
      helo?: string;
    }): Promise<number> {
      const envelopeSender = message.sender.trim().toLowerCase();
      const userIds = new Set<number>();
      // A reply to a support request goes to its ticket alone, whoever else it was sent to.
      const tickets = new Set<string>();
      try {
        if (message.recipients.length > MAX_RECIPIENTS) throw tooManyRecipients();
        if (message.clientAddress) await admitClient(message.clientAddress);
        if (envelopeSender) await admitSender(envelopeSender);
        for (const address of message.recipients) {
          const ticket = await ticketOf(address);
          if (ticket !== null) tickets.add(ticket);
          const userId = ticket === null ? await recipient(address) : null;
          if (userId !== null) userIds.add(userId);
        }
        if (tickets.size > 0) userIds.clear();
        if (userIds.size === 0 && tickets.size === 0) {
          throw new InboundMailRefusal(550, `No such recipient here: ${message.recipients.join(', ') || '(none)'}`);
        }
        for (const userId of userIds) await admitRecipient(userId);
      } catch (error) {
        message.raw.resume(); // read to its end and dropped: SMTP answers once DATA is over
        throw error;
      }
      await mkdir(deps.spoolDir, { recursive: true });
      const workDir = await makeWorkDir(deps.spoolDir, 'mail');
      try {
        const file = path.join(workDir, 'message.eml');
        if (!(await spoolMessage(message.raw, file, message.readsToEnd ?? true))) throw messageTooLarge();
        const { parts, multiparts } = await countParts(file);
        if (parts > MAX_PARTS || multiparts > MAX_MULTIPART_DEPTH) {
          throw new InboundMailRefusal(
            552,
            `Too many parts: at most ${MAX_PARTS} parts and ${MAX_MULTIPART_DEPTH} nested multiparts in one message`,
          );
        }
        const parsed = await parseMessage(file, workDir);
        // Counted by the envelope (what the sending machine says at MAIL FROM), or the From header
        // when there is none (a bounce, or a webhook that did not say); shown and approved by the From.
        const counted = envelopeSender || parsed.from;
        if (!envelopeSender && counted) await admitSender(counted);
        const sender = parsed.from || envelopeSender;
        let proof: Promise<boolean> | undefined;
        const isAuthentic = () => {
          proof ??= deps
            .authenticate(file, { ip: message.clientAddress, helo: message.helo, sender: envelopeSender })
            .then(
              (result) => result.isAuthentic && result.from === sender,
              (error: unknown) => {
                reportError(error);
                return false;
              },
            );
          return proof;
        };
        const { pictures } = parsed;
        if (parsed.pictureCount > LIMIT.maxPictures) {
          throw new InboundMailRefusal(552, `Too many pictures: at most ${LIMIT.maxPictures} in one message`);
        }
        const now = clock.now();
        const forgetBefore = new Date(now.getTime() - HOUR_MS).toISOString();
        for (const key of [counted, ...clientKeys(message.clientAddress), ...[...userIds].map(recipientKey)]) {
          await repo.logReceived(key, now.toISOString(), forgetBefore);
        }
        if (tickets.size > 0 && deps.support) {
          // An answer shown to the person as the operator's must be proved to come from the
          // operator's domain (DMARC, else aligned SPF or DKIM), as an approved sender's photos are.
          for (const token of tickets) {
            const result = await deps.support.receiveOperatorReply({
              token,
              from: parsed.from,
              messageId: parsed.messageId,
              text: parsed.text,
              isAuthentic,
            });
            const refusal = SUPPORT_REFUSALS[result];
            if (refusal) throw refusal;
          }
          return tickets.size;
        }
        if (pictures.length === 0) {
          throw new InboundMailRefusal(550, 'No pictures found: attach the photos as JPEG, PNG or HEIC files');
        }
        const deliveries: Delivery[] = [];
        for (const userId of userIds) {
          deliveries.push(await deliver(userId, { sender, subject: parsed.subject, pictures, isAuthentic }));
        }
        // Nothing taken in for anyone, and not held or dropped by a shield: the sender is told why.
        const reasons = deliveries.flatMap((delivery) => (delivery.status === 'imported' ? delivery.refused : []));
        if (deliveries.every((delivery) => delivery.status === 'imported' && delivery.refused.length > 0)) {
          const listed = reasons
            .slice(0, 3)
            .map((picture) => `${picture.fileName.slice(0, 60)}: ${errorText(picture.code as ErrorCode)}`);
          throw new InboundMailRefusal(550, `None of the pictures could be used (${listed.join('; ')})`);
        }
        return userIds.size;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },

    /** A page of held mails, newest first; `cursor` is the one the previous page handed out. */
    async listHeld(userId: number, query: { cursor?: string; limit: number }): Promise<HeldMailPage> {
      const before = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.listHeld(userId, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        heldMails: page.map((row) => ({
          id: row.id,
          sender: row.sender,
          reason: row.reason,
          subject: row.subject,
          photoCount: Number(row.picture_count ?? 0),
          receivedAt: row.received_at,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
      };
    },

    /** Held mails nobody answered within HELD_MAIL_DAYS go, with their pictures (a batch; the worker repeats it). */
    async expireHeld(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - HELD_MAIL_DAYS * 86_400_000).toISOString();
      for (const mail of await repo.heldBefore(cutoff, EXPIRY_BATCH)) {
        await repo.deleteHeld(mail.id);
        await deps.storage.delete(mail.keys).catch(reportError);
      }
    },

    approve: (userId: number, heldMailId: number) => answerSender(userId, heldMailId, true),
    deny: (userId: number, heldMailId: number) => answerSender(userId, heldMailId, false),
  };
}

export type InboundMailService = ReturnType<typeof createInboundMailService>;
