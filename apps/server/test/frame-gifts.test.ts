import type { AlbumMembers, Frame, FrameGift, Frames } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './event-stream-reader.ts';
import { createAlbum, FRAMES, heartbeat, invite, type Person, pollPairing, startPairing } from './frame-fixtures.ts';
import { GOOD_PASSWORD, testDatabases, useTestApp } from './harness.ts';
import { mailsTo } from './mailbox.ts';

const GIFTS = '/api/v3/frame-gifts';

function giftTokenIn(text: string): string {
  const token = text.match(/\/frame-gift\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no gift link in: ${text}`);
  return token;
}

describe.each(testDatabases())('frame gifts on $name', (database) => {
  const t = useTestApp(database);
  let giver: Person;

  beforeAll(async () => {
    giver = await t.loggedInClient({ plan: 'plus' });
  });

  /** A device showing a code, and the gift of it: the answer, and the device's way to its token. */
  async function giveFrame(body: { recipientEmail: string; albumIds?: number[]; message?: string }, from = giver) {
    const pairing = await startPairing(t);
    const response = await from.client.postJson(GIFTS, { code: pairing.code, albumIds: [], ...body });
    return { response, pairing };
  }

  async function latestGiftMail(email: string) {
    const [mail] = await mailsTo(t, email);
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  it('sets a frame up for someone, who accepts it with its albums', async () => {
    const recipient = await t.loggedInClient();
    const summer = await createAlbum(giver.client, t.uniqueName('Summer '));
    const garden = await createAlbum(giver.client, t.uniqueName('Garden '));

    const { response, pairing } = await giveFrame({
      recipientEmail: ` ${recipient.user.email.toUpperCase()} `,
      albumIds: [summer.id, garden.id, summer.id],
      message: 'For your kitchen, with love',
    });
    expect(response.statusCode, response.body).toBe(201);
    const given = response.json() as Frame;
    expect(given).toMatchObject({ giftFor: recipient.user.email, albumIds: [summer.id, garden.id] });
    // The device pairs as usual: its token works from now on, whoever ends up owning it.
    const status = (await pollPairing(t, pairing.pairingId)).json() as { deviceToken: string; frameId: number };
    expect(status.frameId).toBe(given.id);
    expect((await heartbeat(t, status.deviceToken)).statusCode).toBe(200);
    // Until accepted, the frame is the giver's.
    const giversFrames = (await giver.client.get(FRAMES)).json() as Frames;
    expect(giversFrames.frames.find((frame) => frame.id === given.id)?.giftFor).toBe(recipient.user.email);

    const mail = await latestGiftMail(recipient.user.email);
    expect(mail.subject).toBe('Ada Lovelace set up a photo frame for you');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(`${summer.name}, ${garden.name}`);
    expect(mail.text).toContain('For your kitchen, with love');
    expect(mail.text).toContain(`${t.context.config.appUrl}/frame-gift?token=`);
    const token = giftTokenIn(mail.text);

    const offered = await recipient.client.get(`${GIFTS}/${token}`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json() as FrameGift).toEqual({
      giver: { username: giver.user.username, displayName: 'Ada Lovelace' },
      frameName: 'Kinframe player on Chrome',
      albumNames: [summer.name, garden.name],
      message: 'For your kitchen, with love',
    });

    const accepted = await recipient.client.postJson(`${GIFTS}/${token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: given.id, giftFor: null, albumIds: [summer.id, garden.id] });

    const theirs = (await recipient.client.get(FRAMES)).json() as Frames;
    expect(theirs.frames.map((frame) => frame.id)).toEqual([given.id]);
    const giversNow = (await giver.client.get(FRAMES)).json() as Frames;
    expect(giversNow.frames.map((frame) => frame.id)).not.toContain(given.id);
    expect((await giver.client.get(`${FRAMES}/${given.id}`)).statusCode).toBe(404);

    // The albums are shared with the recipient, who is a member of each.
    for (const album of [summer, garden]) {
      const members = (await giver.client.get(`/api/v3/albums/${album.id}/members`)).json() as AlbumMembers;
      expect(members.members).toEqual([
        expect.objectContaining({ person: expect.objectContaining({ id: recipient.user.id }), status: 'member' }),
      ]);
      const seen = await recipient.client.get(`/api/v3/albums/${album.id}`);
      expect(seen.json()).toMatchObject({ role: 'member', type: 'shared' });
    }
    // The token the giver's pairing collected dies with the handover; the frame waits for its new
    // owner to enter the code it shows next, and then works with the new token only.
    expect((await heartbeat(t, status.deviceToken)).statusCode).toBe(401);
    expect(accepted.json()).toMatchObject({ needsPairing: true });
    const fresh = await startPairing(t);
    const reconnected = await recipient.client.postJson(`${FRAMES}/${given.id}/reconnect`, { code: fresh.code });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect(reconnected.json()).toMatchObject({ id: given.id, needsPairing: false, albumIds: [summer.id, garden.id] });
    const newToken = ((await pollPairing(t, fresh.pairingId)).json() as { deviceToken: string }).deviceToken;
    expect((await heartbeat(t, newToken)).statusCode).toBe(200);
    expect((await heartbeat(t, status.deviceToken)).statusCode).toBe(401);

    const again = await recipient.client.postJson(`${GIFTS}/${token}/accept`, {});
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'frame_gift_invalid' });
    expect((await recipient.client.get(`${GIFTS}/${token}`)).statusCode).toBe(404);
  });

  it('leaves the giver nothing of a frame once it is accepted: not its token, nor the collections they put on it', async () => {
    const recipient = await t.loggedInClient();
    const { response, pairing } = await giveFrame({ recipientEmail: recipient.user.email });
    const given = response.json() as Frame;
    const keptToken = ((await pollPairing(t, pairing.pairingId)).json() as { deviceToken: string }).deviceToken;
    // The giver puts their own collections on the frame before handing it over.
    for (const collection of ['favourites', 'emailed']) {
      const put = await giver.client.send({ method: 'PUT', url: `${FRAMES}/${given.id}/albums/${collection}` }, {});
      expect(put.statusCode, put.body).toBeLessThan(300);
    }
    const token = giftTokenIn((await latestGiftMail(recipient.user.email)).text);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const events = await openEvents(`${base}/api/device/v1/events`, { authorization: `Bearer ${keptToken}` });
    try {
      await events.next(); // hello
      expect((await recipient.client.postJson(`${GIFTS}/${token}/accept`, {})).statusCode).toBe(200);
      // The device hears why its token ends, so it can say the frame now has a new owner.
      expect(await events.nextOf('removed')).toEqual({ event: 'removed', data: { reason: 'given' } });
    } finally {
      events.close();
    }

    // The kept token reads nothing: not the playlist with the recipient's favourites, nor anything else.
    const playlist = await t.app.inject({
      url: '/api/device/v1/playlist',
      headers: { authorization: `Bearer ${keptToken}` },
    });
    expect(playlist.statusCode).toBe(401);
    expect((await heartbeat(t, keptToken)).statusCode).toBe(401);
    const frame = (await recipient.client.get(`${FRAMES}/${given.id}`)).json() as Frame;
    expect(frame.collectionIds).toEqual([]);
    // Only the recipient can connect it, with a code a device shows.
    const fresh = await startPairing(t);
    const byGiver = await giver.client.postJson(`${FRAMES}/${given.id}/reconnect`, { code: fresh.code });
    expect(byGiver.statusCode).toBe(404);
    const wrong = await recipient.client.postJson(`${FRAMES}/${given.id}/reconnect`, { code: 'ZZZ 999' });
    expect(wrong.statusCode).toBe(404);
  });

  it('lets a recipient without Plus (just signed up for the gift) connect the frame', async () => {
    const recipient = await t.loggedInClient({ plan: 'lite' });
    const { response } = await giveFrame({ recipientEmail: recipient.user.email });
    const given = response.json() as Frame;
    const token = giftTokenIn((await latestGiftMail(recipient.user.email)).text);
    expect((await recipient.client.postJson(`${GIFTS}/${token}/accept`, {})).statusCode).toBe(200);
    const fresh = await startPairing(t);
    const connected = await recipient.client.postJson(`${FRAMES}/${given.id}/reconnect`, { code: fresh.code });
    expect(connected.statusCode, connected.body).toBe(200);
  });

  it('does not let the giver accept their own gift', async () => {
    const recipient = await t.createUser();
    const { response } = await giveFrame({ recipientEmail: recipient.email });
    expect(response.statusCode).toBe(201);
    const token = giftTokenIn((await latestGiftMail(recipient.email)).text);
    const refused = await giver.client.postJson(`${GIFTS}/${token}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'frame_gift_own', message: 'You cannot accept a gift you gave' });
  });

  it('waits for someone without an account until they sign up with that address', async () => {
    const username = t.uniqueName('newcomer');
    const email = `${username}@example.com`;
    const { response } = await giveFrame({ recipientEmail: email });
    expect(response.statusCode).toBe(201);
    const mail = await latestGiftMail(email);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Create your account with this email address');
    const token = giftTokenIn(mail.text);

    const anonymous = t.client();
    expect((await anonymous.get(`${GIFTS}/${token}`)).statusCode).toBe(401);
    expect((await anonymous.postJson(`${GIFTS}/${token}/accept`, {})).statusCode).toBe(401);

    await t.createUser({ username });
    const newcomer = t.client('10.55.0.1');
    expect((await newcomer.login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    const accepted = await newcomer.postJson(`${GIFTS}/${token}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(((await newcomer.get(FRAMES)).json() as Frames).frames).toHaveLength(1);
  });

  it("writes in the recipient's language when they have an account, else in the giver's", async () => {
    const german = await t.createUser({ language: 'de-DE' });
    expect((await giveFrame({ recipientEmail: german.email })).response.statusCode).toBe(201);
    expect((await latestGiftMail(german.email)).subject).toBe(
      'Ada Lovelace hat einen Bilderrahmen für dich eingerichtet',
    );

    const frenchGiver = await t.createUser({ language: 'fr-FR' });
    const client = t.client('10.55.0.2');
    await client.login(frenchGiver.email, GOOD_PASSWORD);
    const stranger = `${t.uniqueName('someone')}@example.org`;
    expect((await giveFrame({ recipientEmail: stranger }, { client, user: frenchGiver })).response.statusCode).toBe(
      201,
    );
    expect((await latestGiftMail(stranger)).subject).toBe('Ada Lovelace a configuré un cadre photo pour vous');
  });

  it('refuses a bad address or album and leaves the code unclaimed', async () => {
    const stranger = await t.loggedInClient();
    const theirs = await createAlbum(stranger.client, 'Not yours');

    for (const [recipientEmail, code] of [
      ['not-an-email', 'email_invalid'],
      [`someone@${t.context.config.mailDomain}`, 'email_product_domain'],
      ['', 'field_required'],
    ] as const) {
      const { response } = await giveFrame({ recipientEmail });
      expect(response.statusCode, recipientEmail).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ id: 'recipientEmail', code }] });
    }

    const { response, pairing } = await giveFrame({ recipientEmail: 'friend@example.org', albumIds: [theirs.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    // Nothing was written: the code is still free to claim.
    expect((await pollPairing(t, pairing.pairingId)).json()).toEqual({ status: 'waiting' });
    expect((await stranger.client.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(201);
  });

  it("takes off the frame an album the giver cannot share, someone else's they are a member of", async () => {
    const owner = await t.loggedInClient();
    const member = await t.loggedInClient();
    const recipient = await t.loggedInClient();
    const family = await createAlbum(owner.client, 'Family');
    await invite(owner, member, family.id);
    const own = await createAlbum(member.client, 'Mine');

    const { response } = await giveFrame(
      { recipientEmail: recipient.user.email, albumIds: [family.id, own.id] },
      member,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ albumIds: [family.id, own.id] });
    const token = giftTokenIn((await latestGiftMail(recipient.user.email)).text);
    const accepted = await recipient.client.postJson(`${GIFTS}/${token}/accept`, {});
    expect(accepted.json()).toMatchObject({ albumIds: [own.id] });
    // The owner's album was not shared behind the owner's back.
    expect((await recipient.client.get(`/api/v3/albums/${family.id}`)).statusCode).toBe(404);
  });

  it("counts a gift toward the giver's frames until accepted, then toward the recipient's", async () => {
    const full = await t.loggedInClient();
    const recipient = await t.loggedInClient();
    for (let i = 0; i < 9; i++) {
      const pairing = await startPairing(t);
      expect((await full.client.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(201);
    }
    expect((await giveFrame({ recipientEmail: recipient.user.email }, full)).response.statusCode).toBe(201);
    const over = await giveFrame({ recipientEmail: recipient.user.email }, full);
    expect(over.response.statusCode).toBe(409);
    expect(over.response.json()).toMatchObject({ code: 'frame_limit', params: { max: 10 } });

    // A recipient with 10 frames of their own cannot take one more.
    const token = giftTokenIn((await latestGiftMail(recipient.user.email)).text);
    for (let i = 0; i < 10; i++) {
      const pairing = await startPairing(t);
      expect((await recipient.client.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(201);
    }
    const refused = await recipient.client.postJson(`${GIFTS}/${token}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('frame_limit');
    // The gift is still there once a frame is removed.
    const [first] = ((await recipient.client.get(FRAMES)).json() as Frames).frames;
    await recipient.client.delete(`${FRAMES}/${first?.id}`);
    expect((await recipient.client.postJson(`${GIFTS}/${token}/accept`, {})).statusCode).toBe(200);
  });

  it('answers an unknown gift link as invalid', async () => {
    const response = await giver.client.get(`${GIFTS}/no-such-token`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('frame_gift_invalid');
  });
});
