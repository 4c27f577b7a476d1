import type {
  AlbumItemPage,
  CollectionItemPage,
  EmailSenderPage,
  HeldMails,
  NotificationPage,
} from '@kinframe/contract';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpReceiver, type SmtpReceiver } from '../src/modules/inbound-mail/smtp-receiver.ts';
import { createAlbum } from './account-fixtures.ts';
import { sqliteUnderTest, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, filesUnder, itemRowsOf, useLibraryFixtures } from './library-fixtures.ts';
import type { Person } from './members-fixtures.ts';

const MAIL_DOMAIN = 'kinframe.test';
const SECRET = 'inbound-mail-secret-for-tests';

describe.each(testDatabases())('photos by mail on $name', (database) => {
  const t = useTestApp(database, { env: { ...EMBEDDED_QUEUE, MAIL_DOMAIN, INBOUND_MAIL_SECRET: SECRET } });
  const files = useLibraryFixtures();
  let receiver: SmtpReceiver;
  let port = 0;
  let seed = 0;

  beforeAll(async () => {
    receiver = createSmtpReceiver({ inboundMail: t.services.inboundMail, hostname: MAIL_DOMAIN });
    port = await receiver.listen(0, '127.0.0.1');
    // The senders' domain lets only this machine send as it, and asks receivers to reject forgeries.
    t.dns.publishDomain('family.example', { spfIps: ['127.0.0.1'], dmarc: 'reject' });
  });
  afterAll(async () => {
    await receiver?.close();
  });

  function person(): Promise<Person> {
    return t.loggedInClient({ plan: 'plus' });
  }

  function addressOf(someone: Person): string {
    return `${someone.user.username}@${MAIL_DOMAIN}`;
  }

  /** A new sender each time, so the limit per sender of one test never reaches another. */
  function newSender(): string {
    seed += 1;
    return `sender${seed}-${Math.random().toString(36).slice(2, 6)}@family.example`;
  }

  async function uniquePhoto(): Promise<Buffer> {
    seed += 1;
    return files.uniqueJpeg(seed);
  }

  /**
   * A real SMTP conversation with our receiver, as any mail server would hold it: from 127.0.0.1
   * (the machine family.example permits) unless `machine` names another loopback address.
   */
  async function sendMail(mail: Mail.Options, machine = '127.0.0.1') {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      localAddress: machine,
    });
    try {
      return await transport.sendMail({ subject: 'Photos', text: 'Look!', ...mail });
    } finally {
      transport.close();
    }
  }

  async function refusalOf(
    mail: Mail.Options,
    machine?: string,
  ): Promise<{ responseCode?: number; response?: string }> {
    try {
      await sendMail(mail, machine);
    } catch (error) {
      return error as { responseCode?: number; response?: string };
    }
    throw new Error('the mail was accepted');
  }

  async function collectionItems(someone: Person, id: string) {
    const response = await someone.client.get(`/api/v3/collections/${id}/items`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as CollectionItemPage).items;
  }

  async function notificationsOf(someone: Person) {
    return ((await someone.client.get('/api/v3/notifications')).json() as NotificationPage).notifications;
  }

  async function heldMailsOf(someone: Person) {
    const response = await someone.client.get('/api/v3/held-mails');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as HeldMails).heldMails;
  }

  /** The held pictures in local storage (each has its content type beside it, not counted). */
  function heldPictureFiles(): string[] {
    return filesUnder(`${t.context.config.dataDir}/media/held-mail`).filter((file) => !file.endsWith('.meta.json'));
  }

  function shield(someone: Person, fields: Record<string, string>) {
    return someone.client.postForm('/api/user/email/allow_list/settings/', fields).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  /** A message written by hand, sent as it is: for the shapes no mail client would make. */
  function rawRefusalOf(from: string, to: string, raw: string | Buffer) {
    return refusalOf({ envelope: { from, to }, raw });
  }

  function multipartOf(parts: string[], boundary = `b${Math.random().toString(36).slice(2)}`): string {
    return `Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${parts
      .map((part) => `--${boundary}\r\n${part}\r\n`)
      .join('')}--${boundary}--\r\n`;
  }

  const photoPart = (name: string, base64: string) =>
    `Content-Type: image/jpeg; name="${name}"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="${name}"\r\n\r\n${base64}`;

  it('takes at most 10 recipients in one message: the 11th is told 452, to send again later', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => person()));
    const info = await sendMail({
      from: newSender(),
      to: people.map(addressOf),
      attachments: [{ filename: 'many.jpg', content: await uniquePhoto() }],
    });
    expect(info.rejected).toEqual([addressOf(people[10] as Person)]);
    const [rejection] = (info as unknown as { rejectedErrors: Array<{ responseCode: number; response: string }> })
      .rejectedErrors;
    expect(rejection?.responseCode).toBe(452);
    expect(rejection?.response).toContain('Too many recipients: at most 10');
    expect(await itemRowsOf(t, (people[10] as Person).user.id)).toEqual([]);
    expect(await itemRowsOf(t, (people[0] as Person).user.id)).toHaveLength(1);
  });

  it('refuses a mail of 1,000 parts, or of multiparts 100 deep, with the reason, and cleans up', async () => {
    const owner = await person();
    const spool = `${t.context.config.dataDir}/tmp`;
    const tiny = (await uniquePhoto()).toString('base64');
    const manyParts = `From: a@example.com\r\nTo: ${addressOf(owner)}\r\nSubject: many\r\nMIME-Version: 1.0\r\n${multipartOf(
      Array.from({ length: 1000 }, (_, index) => photoPart(`p${index}.jpg`, tiny.slice(0, 40))),
    )}`;
    const many = await rawRefusalOf(newSender(), addressOf(owner), manyParts);
    expect(many.responseCode).toBe(552);
    expect(many.response).toContain('Too many parts');

    let nested = photoPart('deep.jpg', tiny);
    for (let depth = 0; depth < 100; depth += 1) nested = multipartOf([nested]);
    const deep = await rawRefusalOf(
      newSender(),
      addressOf(owner),
      `From: a@example.com\r\nTo: ${addressOf(owner)}\r\nSubject: deep\r\nMIME-Version: 1.0\r\n${nested}`,
    );
    expect(deep.responseCode).toBe(552);
    expect(filesUnder(spool)).toEqual([]);
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
  });

  it('refuses a mail whose pictures are all unusable, naming them; tells the owner of the bad ones in a good mail', async () => {
    const owner = await person();
    const photo = await uniquePhoto();
    const broken = photo.subarray(0, Math.floor(photo.length / 3));
    const refused = await refusalOf({
      from: newSender(),
      to: addressOf(owner),
      attachments: [
        { filename: 'half.jpg', content: broken },
        { filename: 'drawing.jpg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      ],
    });
    expect(refused.responseCode).toBe(550);
    expect(refused.response).toContain('None of the pictures could be used');
    expect(refused.response).toContain('half.jpg');
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
    // The owner hears of it too: the sender's bounce may never reach them.
    const told = (await notificationsOf(owner)).filter((notification) => notification.type === 'upload_failed');
    expect(told.map((notification) => notification.params.fileName).sort()).toEqual(['drawing.jpg', 'half.jpg']);

    await sendMail({
      from: newSender(),
      to: addressOf(owner),
      attachments: [
        { filename: 'good.jpg', content: await uniquePhoto() },
        { filename: 'half.jpg', content: broken },
      ],
    });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name)).toEqual(['good.jpg']);
    const failed = (await notificationsOf(owner)).filter((notification) => notification.type === 'upload_failed');
    expect(failed).toHaveLength(3);
  });

  it('answers every malformed mail with a refusal or a mail that imported something, and leaves no spool', async () => {
    const owner = await person();
    const to = addressOf(owner);
    const spool = `${t.context.config.dataDir}/tmp`;
    const photo = (await uniquePhoto()).toString('base64');
    const header = `From: a@example.com\r\nTo: ${to}\r\nSubject: corpus\r\nMIME-Version: 1.0\r\n`;
    const corpus: Array<[string, string | Buffer]> = [
      ['broken base64', header + multipartOf([photoPart('b.jpg', '!!!not base64***')])],
      ['truncated base64', header + multipartOf([photoPart('t.jpg', photo.slice(0, 101))])],
      [
        'an unknown transfer encoding',
        header + multipartOf([photoPart('u.jpg', photo).replace('base64', 'x-klingon')]),
      ],
      ['SVG named .jpg', header + multipartOf([photoPart('s.jpg', Buffer.from('<svg/>').toString('base64'))])],
      ['HTML named .jpg', header + multipartOf([photoPart('h.jpg', Buffer.from('<html></html>').toString('base64'))])],
      ['NUL bytes', Buffer.concat([Buffer.from(header), Buffer.alloc(2000), Buffer.from('\r\n')])],
      ['a header line of 100 KB', `${header}X-Long: ${'x'.repeat(100_000)}\r\n\r\nhello`],
      ['no headers at all', 'just a body\r\n'],
      [
        'a boundary that never closes',
        `${header}Content-Type: multipart/mixed; boundary="open"\r\n\r\n--open\r\n${photoPart('o.jpg', photo.slice(0, 64))}`,
      ],
      ['an empty multipart', `${header}Content-Type: multipart/mixed; boundary="e"\r\n\r\n--e--\r\n`],
      ['a boundary of 500 characters', header + multipartOf([photoPart('l.jpg', photo.slice(0, 64))], 'z'.repeat(500))],
      [
        'invalid header bytes',
        Buffer.concat([Buffer.from(`${header}Subject: `), Buffer.from([0xff, 0xfe, 0x00]), Buffer.from('\r\n\r\nx')]),
      ],
      [
        'a bomb PNG named .png',
        header + multipartOf([photoPart('bomb.png', Buffer.from('89504e470d0a1a0a', 'hex').toString('base64'))]),
      ],
      [
        '1,000 tiny attachments',
        header + multipartOf(Array.from({ length: 1000 }, (_, i) => photoPart(`${i}.jpg`, 'AAAA'))),
      ],
    ];
    for (const [what, raw] of corpus) {
      const refused = await rawRefusalOf(newSender(), to, raw).catch((error: Error) => ({
        responseCode: undefined,
        response: error.message,
      }));
      expect(refused.responseCode, what).toBeGreaterThanOrEqual(400);
      expect(refused.responseCode, what).toBeLessThan(600);
    }
    expect(filesUnder(spool)).toEqual([]);
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
  }, 60_000);

  it('pages held mails, and lets them go with their pictures after 30 days unanswered', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    for (let mail = 0; mail < 3; mail += 1) {
      await sendMail({
        from: newSender(),
        to: addressOf(owner),
        attachments: [{ filename: `held-${mail}.jpg`, content: await uniquePhoto() }],
      });
    }
    const first = (await owner.client.get('/api/v3/held-mails?limit=2')).json() as HeldMails;
    expect(first.heldMails).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await owner.client.get(`/api/v3/held-mails?limit=2&cursor=${first.nextCursor}`)
    ).json() as HeldMails;
    expect(second.heldMails).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect((await owner.client.get('/api/v3/held-mails?cursor=forged')).statusCode).toBe(400);
    const picturesBefore = heldPictureFiles().length;

    t.clock.advanceDays(20);
    await t.services.inboundMail.expireHeld();
    expect(await heldMailsOf(owner)).toHaveLength(3);
    t.clock.advanceDays(11);
    await t.services.inboundMail.expireHeld();
    expect(await heldMailsOf(owner)).toEqual([]);
    expect(heldPictureFiles().length).toBe(picturesBefore - 3);
  });

  it('refuses a recipient who is not a person here at RCPT TO', async () => {
    const refused = await refusalOf({
      from: newSender(),
      to: `nobody-here@${MAIL_DOMAIN}`,
      attachments: [{ filename: 'a.jpg', content: files.jpeg }],
    });
    expect(refused.responseCode).toBe(550);
    expect(refused.response).toContain(`No such recipient here: nobody-here@${MAIL_DOMAIN}`);

    const otherDomain = await refusalOf({ from: newSender(), to: 'someone@elsewhere.example', text: 'hi' });
    expect(otherDomain.responseCode).toBe(550);
  });

  it('tells which usernames exist at RCPT TO no faster than the existence check: 60 unknown in 10 minutes a machine', async () => {
    const prober = '127.0.0.9';
    for (let guess = 0; guess < 60; guess += 1) {
      const refused = await refusalOf({ from: newSender(), to: `guess${guess}@${MAIL_DOMAIN}`, text: 'hi' }, prober);
      expect(refused.responseCode).toBe(550);
    }
    const throttled = await refusalOf({ from: newSender(), to: `guess60@${MAIL_DOMAIN}`, text: 'hi' }, prober);
    expect(throttled.responseCode).toBe(450);
    expect(throttled.response).toContain('Too many unknown recipients from 127.0.0.9');
    // Another machine's mail to a person here goes on; the prober's is let go once the window passes.
    const owner = await t.loggedInClient({ plan: 'plus' });
    const to = `${owner.user.username}@${MAIL_DOMAIN}`;
    await sendMail({ from: newSender(), to, attachments: [{ filename: 'a.jpg', content: files.jpeg }] });
    t.clock.advanceMinutes(10);
    await sendMail(
      { from: newSender(), to, text: 'hi', attachments: [{ filename: 'b.png', content: files.png }] },
      prober,
    );
  });

  it('brings JPEG, PNG and HEIC attachments and inline pictures into the library and Emailed photos', async () => {
    const owner = await person();
    const sender = newSender();
    const inline = await uniquePhoto();
    const info = await sendMail({
      from: sender,
      to: addressOf(owner),
      html: '<p>From the garden <img src="cid:garden@family"></p>',
      attachments: [
        { filename: 'beach.jpg', content: files.jpeg },
        { filename: 'sketch.png', content: files.png },
        { filename: 'iphone.heic', content: files.heic },
        { filename: 'garden.jpg', content: inline, cid: 'garden@family' },
        { filename: 'notes.txt', content: 'not a picture' },
      ],
    });
    expect(info.accepted).toEqual([addressOf(owner)]);

    const rows = await itemRowsOf(t, owner.user.id);
    expect(rows.map((row) => row.name).sort()).toEqual(['beach.jpg', 'garden.jpg', 'iphone.heic', 'sketch.png']);
    expect(rows.every((row) => row.source === 'email')).toBe(true);
    // The viewer's info panel says who sent them.
    expect(rows.every((row) => row.sender_email === sender)).toBe(true);
    expect((await collectionItems(owner, 'emailed')).map((item) => item.name).sort()).toEqual(
      rows.map((row) => row.name).sort(),
    );
    const [notice] = await notificationsOf(owner);
    expect(notice).toMatchObject({ type: 'emailed_photos', params: { count: 4, sender } });
  });

  it('skips duplicates and pictures that are not what they claim, as uploads do', async () => {
    const owner = await person();
    const photo = await uniquePhoto();
    await sendMail({ from: newSender(), to: addressOf(owner), attachments: [{ filename: 'one.jpg', content: photo }] });
    await sendMail({
      from: newSender(),
      to: addressOf(owner),
      attachments: [
        { filename: 'one-again.jpg', content: photo },
        { filename: 'fake.jpg', content: Buffer.from('this is text, not a JPEG') },
        { filename: 'broken.jpg', content: files.truncatedJpeg },
      ],
    });
    const rows = await itemRowsOf(t, owner.user.id);
    expect(rows.map((row) => row.name)).toEqual(['one.jpg']);

    // A mail of nothing but a photo the library holds is not lost without a word.
    const sender = newSender();
    await sendMail({ from: sender, to: addressOf(owner), attachments: [{ filename: 'again.jpg', content: photo }] });
    const known = (await notificationsOf(owner)).filter((notification) => notification.type === 'emailed_photos_known');
    // Newest first: the mail above, whose only usable picture was known, was told of as well.
    expect(known).toHaveLength(2);
    expect(known[0]).toMatchObject({ params: { sender, count: 1 } });
    // It opens the photo the library has (and pictures it once its thumbnail is made).
    const [held] = rows;
    expect(known[0]?.link).toBe(`/family/library?item=${held?.id}`);
  });

  it('adds mailed photos to the album chosen by email_slideshow_id', async () => {
    const owner = await person();
    const album = await createAlbum(owner, { name: 'From the post' });
    await shield(owner, { email_slideshow_id: String(album.id) });
    await sendMail({
      from: newSender(),
      to: addressOf(owner),
      attachments: [{ filename: 'for-the-album.jpg', content: await uniquePhoto() }],
    });
    const page = (await owner.client.get(`/api/v3/albums/${album.id}/items`)).json() as AlbumItemPage;
    expect(page.items.map((item) => item.name)).toEqual(['for-the-album.jpg']);
  });

  it('refuses a mail without a picture, says why, and keeps nothing of it', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    const spool = `${t.context.config.dataDir}/tmp`;
    const before = filesUnder(t.context.config.dataDir).length;
    const refused = await refusalOf({
      from: newSender(),
      to: addressOf(owner),
      text: 'Just words',
      attachments: [{ filename: 'letter.pdf', content: Buffer.from('%PDF-1.4 not a photo') }],
    });
    expect(refused.responseCode).toBe(550);
    expect(refused.response).toContain('No pictures found');
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
    expect(await heldMailsOf(owner)).toEqual([]);
    expect(await notificationsOf(owner)).toEqual([]);
    expect(filesUnder(spool)).toEqual([]);
    expect(filesUnder(t.context.config.dataDir).length).toBe(before);
  });

  it('holds a new sender’s photos while the shield is on; approving imports them and allows the sender', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    const sender = newSender();
    await sendMail({
      from: sender,
      to: addressOf(owner),
      subject: 'Grandpa’s roses',
      attachments: [{ filename: 'roses.jpg', content: await uniquePhoto() }],
    });
    await sendMail({
      from: sender,
      to: addressOf(owner),
      attachments: [{ filename: 'tulips.jpg', content: await uniquePhoto() }],
    });

    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
    const held = await heldMailsOf(owner);
    expect(held).toMatchObject([
      { sender, photoCount: 1 },
      { sender, subject: 'Grandpa’s roses', photoCount: 1 },
    ]);
    const notices = await notificationsOf(owner);
    expect(notices[0]).toMatchObject({ type: 'sender_awaiting_approval', params: { sender, count: 1 } });

    expect(heldPictureFiles()).toHaveLength(2);

    // Someone else cannot answer for the owner.
    const stranger = await person();
    expect((await stranger.client.postJson(`/api/v3/held-mails/${held[0]?.id}/approve`, {})).statusCode).toBe(404);

    const approved = await owner.client.postJson(`/api/v3/held-mails/${held[0]?.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // Both mails' notices are settled with it: read, and no Approve/Deny offered any more.
    const settled = (await notificationsOf(owner)).filter((n) => n.type === 'sender_awaiting_approval');
    expect(settled).toHaveLength(2);
    for (const notice of settled)
      expect(notice).toMatchObject({ readAt: expect.any(String), resolvedAt: expect.any(String) });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name).sort()).toEqual(['roses.jpg', 'tulips.jpg']);
    expect(await heldMailsOf(owner)).toEqual([]);
    const senders = (await owner.client.get('/api/v3/users/email-senders')).json() as EmailSenderPage;
    expect(senders.senders).toMatchObject([{ address: sender, status: 'approved' }]);
    expect(heldPictureFiles()).toEqual([]);

    // An approved sender's next mail goes straight in.
    await sendMail({
      from: sender,
      to: addressOf(owner),
      attachments: [{ filename: 'lilies.jpg', content: await uniquePhoto() }],
    });
    expect(await itemRowsOf(t, owner.user.id)).toHaveLength(3);
  });

  it('denying discards the held photos and blocks the sender; off, the shield lets anyone in', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    const sender = newSender();
    await sendMail({
      from: sender,
      to: addressOf(owner),
      attachments: [{ filename: 'spam.jpg', content: await uniquePhoto() }],
    });
    const [held] = await heldMailsOf(owner);
    const denied = await owner.client.postJson(`/api/v3/held-mails/${held?.id}/deny`, {});
    expect(denied.statusCode, denied.body).toBe(200);
    expect(await heldMailsOf(owner)).toEqual([]);
    expect((await notificationsOf(owner)).find((n) => n.type === 'sender_awaiting_approval')).toMatchObject({
      readAt: expect.any(String),
      resolvedAt: expect.any(String),
    });
    expect(heldPictureFiles()).toEqual([]);
    const senders = (await owner.client.get('/api/v3/users/email-senders')).json() as EmailSenderPage;
    expect(senders.senders).toMatchObject([{ address: sender, status: 'blocked' }]);
    expect((await owner.client.postJson(`/api/v3/held-mails/${held?.id}/approve`, {})).statusCode).toBe(404);

    // A blocked sender stays out, shield or not; anyone else gets in with the shield off.
    await shield(owner, { email_filter: 'false' });
    await sendMail({
      from: sender,
      to: addressOf(owner),
      attachments: [{ filename: 'again.jpg', content: await uniquePhoto() }],
    });
    await sendMail({
      from: newSender(),
      to: addressOf(owner),
      attachments: [{ filename: 'welcome.jpg', content: await uniquePhoto() }],
    });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name)).toEqual(['welcome.jpg']);
    expect(await heldMailsOf(owner)).toEqual([]);
  });

  it('holds at most 200 pictures and 400 MB for one person from unapproved senders: past that, 452', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    const mail = async () => ({
      from: newSender(),
      to: addressOf(owner),
      attachments: [{ filename: 'one.jpg', content: await uniquePhoto() }],
    });
    /** Held pictures already there, as rows (their bytes are not what is counted here). */
    async function alreadyHolding(pictures: number, bytesEach: number) {
      const { id } = await t.context.db
        .insertInto('held_mails')
        .values({
          user_id: owner.user.id,
          sender: newSender(),
          subject: '',
          received_at: new Date().toISOString(),
          reason: 'new_sender',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.context.db
        .insertInto('held_mail_pictures')
        .values(
          Array.from({ length: pictures }, (_, index) => ({
            held_mail_id: id,
            file_name: `${index}.jpg`,
            storage_key: `held-mail/filler-${id}-${index}`,
            size_bytes: bytesEach,
          })),
        )
        .execute();
      return id;
    }
    const fillerByCount = await alreadyHolding(199, 1000);
    await sendMail(await mail());
    const full = await refusalOf(await mail());
    expect(full.responseCode).toBe(452);
    expect(full.response).toContain('The recipient has too many photos from new senders waiting for approval');
    await t.context.db.deleteFrom('held_mails').where('id', '=', fillerByCount).execute();

    await alreadyHolding(1, 400 * 1024 * 1024 - 1000);
    expect((await refusalOf(await mail())).responseCode).toBe(452);
  });

  it('deleting the account takes the pictures of mails still held with it', async () => {
    const owner = await person();
    await shield(owner, { email_filter: 'true' });
    await sendMail({
      from: newSender(),
      to: addressOf(owner),
      attachments: [{ filename: 'x.jpg', content: await uniquePhoto() }],
    });
    const [held] = await heldMailsOf(owner);
    const keys = await t.context.db
      .selectFrom('held_mail_pictures')
      .select('storage_key')
      .where('held_mail_id', '=', held?.id ?? 0)
      .execute();
    expect(keys).toHaveLength(1);
    expect(await t.context.storage.stat(keys[0]?.storage_key ?? '')).not.toBeNull();
    const deleted = await owner.client.postJson('/api/v3/users/delete', { password: owner.user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.context.storage.stat(keys[0]?.storage_key ?? '')).toBeNull();
  });

  it('refuses a message with more than 20 pictures, with a reply that says why, and keeps none', async () => {
    const owner = await person();
    const refused = await refusalOf({
      from: newSender(),
      to: addressOf(owner),
      attachments: Array.from({ length: 21 }, (_, index) => ({ filename: `p${index}.jpg`, content: files.jpeg })),
    });
    expect(refused.responseCode).toBe(552);
    expect(refused.response).toContain('Too many pictures: at most 20 in one message');
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
  });

  it('refuses a message over the size limit while it streams, and keeps nothing of it', async () => {
    const owner = await person();
    const refused = await refusalOf({
      from: newSender(),
      to: addressOf(owner),
      attachments: [{ filename: 'huge.jpg', content: Buffer.alloc(31 * 1024 * 1024, 1) }],
    });
    expect(refused.responseCode).toBe(552);
    expect(refused.response).toContain('Message too large: at most 40 MB');
    expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
    expect(filesUnder(`${t.context.config.dataDir}/tmp`)).toEqual([]);
  });

  it('refuses a sender past 30 mails in an hour at MAIL FROM, and lets them in again an hour later', async () => {
    const owner = await person();
    const sender = newSender();
    // Mails without a picture are refused, and count all the same.
    for (let index = 0; index < 30; index += 1) {
      expect((await refusalOf({ from: sender, to: addressOf(owner), text: `${index}` })).responseCode).toBe(550);
    }
    const refused = await refusalOf({ from: sender, to: addressOf(owner), text: 'one more' });
    expect(refused.responseCode).toBe(450);
    expect(refused.response).toContain(`Too many messages from ${sender}: at most 30 an hour`);

    t.clock.advanceMinutes(61);
    await sendMail({
      from: sender,
      to: addressOf(owner),
      attachments: [{ filename: 'later.jpg', content: await uniquePhoto() }],
    });
    expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name)).toEqual(['later.jpg']);
  });

  describe('the shield and forged senders', () => {
    /** An owner with the shield on who approved `sender` (held once, then approved). */
    async function ownerApproving(sender: string): Promise<Person> {
      const owner = await person();
      await shield(owner, { email_filter: 'true' });
      await sendMail({
        from: sender,
        to: addressOf(owner),
        attachments: [{ filename: 'first.jpg', content: await uniquePhoto() }],
      });
      const [held] = await heldMailsOf(owner);
      expect(held).toMatchObject({ sender, reason: 'new_sender' });
      expect((await owner.client.postJson(`/api/v3/held-mails/${held?.id}/approve`, {})).statusCode).toBe(200);
      return owner;
    }

    async function photoMail(from: string | Mail.Options['from'], owner: Person, name: string): Promise<Mail.Options> {
      return { from, to: addressOf(owner), attachments: [{ filename: name, content: await uniquePhoto() }] };
    }

    it('lets an approved sender in only from a machine their domain permits; a forgery is held, and denying it keeps the sender', async () => {
      const sender = newSender();
      const owner = await ownerApproving(sender);
      await sendMail(await photoMail(sender, owner, 'real.jpg'));
      expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name).sort()).toEqual(['first.jpg', 'real.jpg']);

      // The same From, from a machine family.example does not permit: SPF fails, DMARC fails.
      await sendMail(await photoMail(sender, owner, 'forged.jpg'), '127.0.0.2');
      expect(await itemRowsOf(t, owner.user.id)).toHaveLength(2);
      const [held] = await heldMailsOf(owner);
      expect(held).toMatchObject({ sender, reason: 'unproved', photoCount: 1 });
      expect((await notificationsOf(owner))[0]).toMatchObject({ type: 'mail_unproved', params: { sender, count: 1 } });

      expect((await owner.client.postJson(`/api/v3/held-mails/${held?.id}/deny`, {})).statusCode).toBe(200);
      expect(await heldMailsOf(owner)).toEqual([]);
      const senders = (await owner.client.get('/api/v3/users/email-senders')).json() as EmailSenderPage;
      expect(senders.senders).toMatchObject([{ address: sender, status: 'approved' }]);
      await sendMail(await photoMail(sender, owner, 'later.jpg'));
      expect(await itemRowsOf(t, owner.user.id)).toHaveLength(3);

      // The person may still take an unproved mail in, knowing what it is.
      await sendMail(await photoMail(sender, owner, 'from-the-road.jpg'), '127.0.0.2');
      const [again] = await heldMailsOf(owner);
      expect((await owner.client.postJson(`/api/v3/held-mails/${again?.id}/approve`, {})).statusCode).toBe(200);
      expect(await itemRowsOf(t, owner.user.id)).toHaveLength(4);
    });

    it('judges the From people see, not the envelope: neither vouches for the other', async () => {
      const sender = newSender();
      const owner = await ownerApproving(sender);
      // An approved envelope sender does not let a stranger's From in.
      await sendMail({
        ...(await photoMail('stranger@elsewhere.example', owner, 'stranger.jpg')),
        envelope: { from: sender, to: addressOf(owner) },
      });
      expect(await heldMailsOf(owner)).toMatchObject([{ sender: 'stranger@elsewhere.example', reason: 'new_sender' }]);
      // Mail that passes SPF for its own envelope domain proves nothing of an approved From.
      t.dns.publishDomain('forger.example', { spfIps: ['127.0.0.2'], dmarc: 'none' });
      await sendMail(
        {
          ...(await photoMail(sender, owner, 'aligned-not.jpg')),
          envelope: { from: 'bounce@forger.example', to: addressOf(owner) },
        },
        '127.0.0.2',
      );
      expect((await heldMailsOf(owner))[0]).toMatchObject({ sender, reason: 'unproved' });
      expect(await itemRowsOf(t, owner.user.id)).toHaveLength(1);
    });

    it('takes a DKIM signature of the From’s own domain from any machine; one by another domain proves nothing', async () => {
      // A domain with no DMARC policy and no SPF for 127.0.0.2: only its signature can speak for it.
      const privateKey = t.dns.publishDkimKey('signed.example', 'k1');
      const otherKey = t.dns.publishDkimKey('other.example', 'k1');
      const sender = `aunt-${seed}@signed.example`;
      const owner = await ownerApproving(sender);
      await sendMail(
        {
          ...(await photoMail(sender, owner, 'signed.jpg')),
          dkim: { domainName: 'signed.example', keySelector: 'k1', privateKey },
        },
        '127.0.0.2',
      );
      expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name).sort()).toEqual(['first.jpg', 'signed.jpg']);
      await sendMail(
        {
          ...(await photoMail(sender, owner, 'signed-by-other.jpg')),
          dkim: { domainName: 'other.example', keySelector: 'k1', privateKey: otherKey },
        },
        '127.0.0.2',
      );
      expect((await heldMailsOf(owner))[0]).toMatchObject({ sender, reason: 'unproved' });
    });

    it('holds an approved sender’s mail when the DNS cannot answer', async () => {
      const sender = newSender();
      const owner = await ownerApproving(sender);
      t.dns.failWith('ESERVFAIL');
      try {
        await sendMail(await photoMail(sender, owner, 'no-dns.jpg'));
      } finally {
        t.dns.failWith(null);
      }
      expect((await heldMailsOf(owner))[0]).toMatchObject({ sender, reason: 'unproved' });
      expect(await itemRowsOf(t, owner.user.id)).toHaveLength(1);
    });
  });

  describe('POST /api/inbound-mail (a provider’s webhook)', () => {
    async function rawMessage(mail: Mail.Options): Promise<Buffer> {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      const info = await transport.sendMail({ subject: 'Photos', text: 'Look!', ...mail });
      return info.message as Buffer;
    }

    function post(query: string, body: Buffer, secret = SECRET) {
      return t.app.inject({
        method: 'POST',
        url: `/api/inbound-mail?${query}`,
        payload: body,
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
      });
    }

    it('takes an approved sender in through the webhook only with a signature of their domain (no machine to check)', async () => {
      const privateKey = t.dns.publishDkimKey('posted.example', 'k2');
      const sender = `uncle-${seed}@posted.example`;
      const owner = await person();
      await shield(owner, { email_filter: 'true' });
      const mail = async (name: string, signed: boolean) =>
        rawMessage({
          from: sender,
          to: addressOf(owner),
          attachments: [{ filename: name, content: await uniquePhoto() }],
          ...(signed ? { dkim: { domainName: 'posted.example', keySelector: 'k2', privateKey } } : {}),
        });
      expect((await post(`to=${addressOf(owner)}`, await mail('first.jpg', true))).statusCode).toBe(200);
      const [held] = await heldMailsOf(owner);
      await owner.client.postJson(`/api/v3/held-mails/${held?.id}/approve`, {});
      expect((await post(`to=${addressOf(owner)}`, await mail('signed.jpg', true))).statusCode).toBe(200);
      expect((await post(`to=${addressOf(owner)}`, await mail('unsigned.jpg', false))).statusCode).toBe(200);
      expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name).sort()).toEqual(['first.jpg', 'signed.jpg']);
      expect(await heldMailsOf(owner)).toMatchObject([{ sender, reason: 'unproved' }]);
    });

    it('receives a raw message by the same rules, and refuses a wrong secret or an unknown recipient', async () => {
      const owner = await person();
      const sender = newSender();
      const body = await rawMessage({
        from: `Grandpa <${sender}>`,
        to: addressOf(owner),
        attachments: [{ filename: 'webhook.jpg', content: await uniquePhoto() }],
      });

      const forged = await post(`to=${addressOf(owner)}`, body, 'not-the-secret-at-all');
      expect(forged.statusCode).toBe(401);
      expect(await itemRowsOf(t, owner.user.id)).toEqual([]);

      const unknown = await post(`to=nobody-here@${MAIL_DOMAIN}`, body);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ accepted: false, reason: `No such recipient here: nobody-here@${MAIL_DOMAIN}` });

      // No envelope sender given: the From header speaks for it.
      const accepted = await post(`to=${addressOf(owner)}&to=nobody-here@${MAIL_DOMAIN}`, body);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ accepted: true, recipients: 1 });
      expect((await itemRowsOf(t, owner.user.id)).map((row) => row.name)).toEqual(['webhook.jpg']);
      expect((await notificationsOf(owner))[0]).toMatchObject({ params: { sender } });
    });

    it('stops reading a message over the size limit and answers 413, even without a Content-Length', async () => {
      const owner = await person();
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      let sent = 0;
      // Chunked: the size is only known by reading, and this body would never end on its own.
      const endless = new ReadableStream({
        pull(controller) {
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(`${address}/api/inbound-mail?to=${addressOf(owner)}&from=big@example.com`, {
        method: 'POST',
        body: endless,
        duplex: 'half',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ accepted: false, reason: 'Message too large: at most 40 MB' });
      expect(sent).toBeLessThan(200 * 1024 * 1024);
      expect(await itemRowsOf(t, owner.user.id)).toEqual([]);
    });
  });
});

describe.runIf(sqliteUnderTest())('POST /api/inbound-mail without INBOUND_MAIL_SECRET', () => {
  const t = useTestApp({ name: 'sqlite' });

  it('answers 404 and takes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inbound-mail?to=someone@localhost',
      payload: 'Subject: hi\r\n\r\nhello',
      headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything-at-all-here' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ accepted: false, reason: 'Mail by webhook is not set up here' });
  });
});
