import path from 'node:path';
import type { AppContext } from './context.ts';
import { createBillingProvider } from './infra/billing/index.ts';
import { createAccountRepo } from './modules/account/account.repo.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAccountDeletionService } from './modules/account/account-deletion.service.ts';
import { createAvatarRepo } from './modules/account/avatar.repo.ts';
import { createAvatarService } from './modules/account/avatar.service.ts';
import { createEmailConfirmationRepo } from './modules/account/email-confirmation.repo.ts';
import { createEmailConfirmationService } from './modules/account/email-confirmation.service.ts';
import { createProfileService } from './modules/account/profile.service.ts';
import { createSettingsRepo } from './modules/account/settings.repo.ts';
import { createSettingsService } from './modules/account/settings.service.ts';
import { createAlbumsRepo } from './modules/albums/albums.repo.ts';
import { createAlbumsService } from './modules/albums/albums.service.ts';
import { createCollectionsRepo } from './modules/albums/collections.repo.ts';
import { createCollectionsService } from './modules/albums/collections.service.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCurrentPasswordCheck } from './modules/auth/current-password.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordChangeService } from './modules/auth/password-change.service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createRateLimits } from './modules/auth/rate-limit.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createContactRepo } from './modules/billing/contact.repo.ts';
import { createContactService } from './modules/billing/contact.service.ts';
import { createMembershipRepo } from './modules/billing/membership.repo.ts';
import { createMembershipService } from './modules/billing/membership.service.ts';
import { createPaymentsService } from './modules/billing/payments.service.ts';
import { handleDomainEvents } from './modules/event-handlers.ts';
import { createDomainEvents } from './modules/events.ts';
import { createDeviceAuth } from './modules/frames/device-auth.ts';
import { createFrameGiftsService } from './modules/frames/frame-gifts.service.ts';
import { createFrameRenditionJob } from './modules/frames/frame-rendition.job.ts';
import { createFrameSignals, type FrameSignalsService } from './modules/frames/frame-signals.ts';
import { createFramesRepo } from './modules/frames/frames.repo.ts';
import { createFramesService } from './modules/frames/frames.service.ts';
import { createPlaylistRepo } from './modules/frames/playlist.repo.ts';
import { createPlaylistService } from './modules/frames/playlist.service.ts';
import { createInboundMailRepo } from './modules/inbound-mail/inbound-mail.repo.ts';
import { createInboundMailService } from './modules/inbound-mail/inbound-mail.service.ts';
import { authenticateMail } from './modules/inbound-mail/mail-authentication.ts';
import { createLibraryModule, type LibraryModule } from './modules/library/index.ts';
import { createItemUrls } from './modules/library/item-urls.ts';
import { createLibraryRepo } from './modules/library/library.repo.ts';
import type { createLibraryService } from './modules/library/library.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createFriendsRepo } from './modules/members/friends.repo.ts';
import { createFriendsService } from './modules/members/friends.service.ts';
import { createMessagesRepo } from './modules/members/messages.repo.ts';
import { createMessagesService } from './modules/members/messages.service.ts';
import { createNotificationsRepo } from './modules/notifications/notifications.repo.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import type { Notify } from './modules/notifications/notify.ts';

/** Wires each module's service to its repository and to the services it may call. */
export function createServices(context: AppContext) {
  const { config, db, clock, mailer, captcha } = context;
  // What a frame shows changes in many modules; each tells the frames through these signals.
  const frameSignals = createFrameSignals({ repo: createPlaylistRepo(db), realtime: context.realtime, clock });
  // Likewise what people should hear of: each module raises notifications through `notify`.
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(db),
    realtime: context.realtime,
    clock,
  });
  const notify = notifications.raise;
  // Cross-module reactions: modules publish what changed, event-handlers.ts says who reacts.
  const events = createDomainEvents();
  const accounts = createAccountService({ repo: createAccountRepo(db), clock });
  const billingRepo = createBillingRepo(db);
  const billing = createBillingService({ repo: billingRepo, clock });
  const mail = createMailService({ mailer, db, clock });
  const authRepo = createAuthRepo(db);
  const sessions = createSessionService({
    repo: authRepo,
    clock,
    maxDays: config.sessionMaxDays,
    realtime: context.realtime,
  });
  const rateLimits = createRateLimits({ repo: authRepo, clock });
  const emailConfirmation = createEmailConfirmationService({
    repo: createEmailConfirmationRepo(db),
    accounts: createAccountRepo(db),
    limits: rateLimits,
    mail,
    clock,
    appUrl: config.appUrl,
    // Invitations and friend requests mailed to the address (composed below; called later).
    onConfirmed: async (user) => {
      await albums.albums.claimInvitesByEmail(user);
      await members.friends.claimRequestsByEmail(user);
    },
  });
  const auth = createAuthService({
    accounts,
    billing,
    sessions,
    throttle: createLoginThrottle({ limits: rateLimits }),
    limits: rateLimits,
    captcha,
    mailDomain: config.mailDomain,
    emailConfirmation,
  });
  const passwordReset = createPasswordResetService({
    repo: authRepo,
    limits: rateLimits,
    sessions,
    emailConfirmation,
    accounts,
    mail,
    clock,
    appUrl: config.appUrl,
    ttlMinutes: config.resetTokenTtlMinutes,
  });
  const library = createLibraryModule(context, { billing, publish: events.publish });
  const albums = createAlbumsModule(context, {
    library: library.library,
    billing,
    accounts,
    mail,
    frameSignals,
    notify,
  });
  const frames = createFramesModule(context, { albums: albums.albums, accounts, mail, signals: frameSignals });
  const devicePlaylist = createDevicePlaylistModule(context, { billing, frameSignals });
  const payments = createBillingModule(context, {
    repo: billingRepo,
    billing,
    accounts,
    mail,
    library: library.library,
  });
  const account = createAccountModule(context, {
    accounts,
    sessions,
    library,
    albums: albums.albums,
    frames: frames.frames,
    payments: payments.payments,
    mail,
    emailConfirmation,
  });
  const members = createMembersModule(context, {
    accounts,
    library: library.library,
    albums: albums.albums,
    settings: account.settings,
    mail,
    notify,
  });
  const inboundMail = createInboundMailService({
    repo: createInboundMailRepo(db),
    accounts,
    settings: account.settings,
    ingest: library.ingest.ingest,
    addToAlbum: albums.albums.addItems,
    storage: context.storage,
    clock,
    mailDomain: config.mailDomain,
    spoolDir: path.join(config.dataDir, 'tmp'),
    notify,
    authenticate: (file, client) =>
      authenticateMail(file, { ...client, resolver: context.dnsResolver, mta: config.mailDomain }),
  });
  handleDomainEvents(events, { frameSignals, notify, mail, accounts, appUrl: config.appUrl });
  return {
    accounts,
    billing,
    mail,
    events,
    sessions,
    auth,
    passwordReset,
    ...account,
    ...payments,
    ...library,
    ...albums,
    ...frames,
    ...members,
    inboundMail,
    frameSignals,
    notifications,
    playlist: devicePlaylist.playlist,
    jobs: [...library.jobs, ...devicePlaylist.jobs, ...mailer.jobs],
  };
}

export type Services = ReturnType<typeof createServices>;

/** Paying for Plus (the provider the configuration names), the membership screen and the contact form. */
function createBillingModule(
  context: AppContext,
  deps: {
    repo: ReturnType<typeof createBillingRepo>;
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    library: ReturnType<typeof createLibraryService>;
  },
) {
  const { config, db, clock } = context;
  const provider = createBillingProvider(config.billing);
  const contact = createContactService({
    repo: createContactRepo(db),
    billing: deps.billing,
    accounts: deps.accounts,
    mail: deps.mail,
    clock,
    contactEmail: config.contactEmail,
  });
  const payments = createPaymentsService({
    repo: deps.repo,
    billing: deps.billing,
    provider,
    accounts: deps.accounts,
    clock,
    appUrl: config.appUrl,
    isContactAvailable: contact.isAvailable,
  });
  const membership = createMembershipService({
    repo: createMembershipRepo(db),
    billing: deps.billing,
    provider: provider.name,
    videoStorage: (userId) => deps.library.videoStorage(userId),
  });
  return { payments, membership, contact };
}

/** Albums, shared albums and their invitations, and the built-in collections. */
function createAlbumsModule(
  context: AppContext,
  deps: {
    library: ReturnType<typeof createLibraryService>;
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    frameSignals: FrameSignalsService;
    notify: Notify;
  },
) {
  const { config, db, clock, storage } = context;
  const urls = createItemUrls(storage, clock);
  const albums = createAlbumsService({
    repo: createAlbumsRepo(db),
    library: deps.library,
    accounts: deps.accounts,
    mail: deps.mail,
    urls,
    clock,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
    limits: config.albums,
    onAlbumChanged: deps.frameSignals.albumChanged,
    notify: deps.notify,
  });
  const collections = createCollectionsService({
    repo: createCollectionsRepo(db),
    library: deps.library,
    urls,
    storage,
    clock,
    media: config.media,
    spoolDir: path.join(config.dataDir, 'tmp'),
    hasPlus: async (userId) => (await deps.billing.tierOfUser(userId)) === 'plus',
    onArtChanged: deps.frameSignals.artChanged,
  });
  return { albums, collections };
}

/** Frames: pairing, the owner's frames and what they show, gifts, and the device's own sign-in. */
function createFramesModule(
  context: AppContext,
  deps: {
    albums: ReturnType<typeof createAlbumsService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    signals: FrameSignalsService;
  },
) {
  const { config, db, clock } = context;
  const repo = createFramesRepo(db);
  const { signals } = deps;
  const frames = createFramesService({
    repo,
    albums: deps.albums,
    signals,
    clock,
    sessionSecret: config.sessionSecret,
    limits: createRateLimits({ repo: createAuthRepo(db), clock }),
  });
  const frameGifts = createFrameGiftsService({
    repo,
    frames,
    albums: deps.albums,
    accounts: deps.accounts,
    mail: deps.mail,
    signals,
    clock,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
  });
  return { frames, frameGifts, deviceAuth: createDeviceAuth({ repo }) };
}

/**
 * What a paired frame fetches: its playlist (ETag, signed absolute links) and the job that makes
 * the frame renditions it shows (one size per frame, kept for every frame of that size).
 */
function createDevicePlaylistModule(
  context: AppContext,
  deps: { billing: ReturnType<typeof createBillingService>; frameSignals: FrameSignalsService },
) {
  const { config, db, clock, storage, queue } = context;
  const repo = createPlaylistRepo(db);
  const playlist = createPlaylistService({
    repo,
    frames: createFramesRepo(db),
    urls: createItemUrls(storage, clock),
    clock,
    appUrl: config.appUrl,
    hasPlus: async (userId) => (await deps.billing.tierOfUser(userId)) === 'plus',
    makeRenditions: async (frameId) => {
      await queue.send(frameRenditions, { frameId }, { singletonKey: String(frameId) });
    },
  });
  const frameRenditions = createFrameRenditionJob({
    playlist,
    repo,
    storage,
    media: config.media,
    spoolDir: path.join(config.dataDir, 'tmp'),
    isContentHeld: createLibraryRepo(db).isContentHeld,
    tellFrame: deps.frameSignals.changed,
  });
  return { playlist, jobs: [frameRenditions] };
}

/** The account section: profile, password, profile picture, settings, and deleting the account. */
function createAccountModule(
  context: AppContext,
  deps: {
    accounts: ReturnType<typeof createAccountService>;
    sessions: ReturnType<typeof createSessionService>;
    library: LibraryModule;
    albums: ReturnType<typeof createAlbumsService>;
    frames: ReturnType<typeof createFramesService>;
    payments: ReturnType<typeof createPaymentsService>;
    mail: ReturnType<typeof createMailService>;
    emailConfirmation: ReturnType<typeof createEmailConfirmationService>;
  },
) {
  const { config, db, clock, storage } = context;
  const repo = createAccountRepo(db);
  const authRepo = createAuthRepo(db);
  // Counted in the database against the same budget as logins: one throttle, wherever it is built.
  const currentPassword = createCurrentPasswordCheck({
    throttle: createLoginThrottle({ limits: createRateLimits({ repo: authRepo, clock }) }),
  });
  const avatars = createAvatarService({
    repo: createAvatarRepo(db),
    storage,
    urls: createItemUrls(storage, clock),
    clock,
    media: config.media,
    spoolDir: path.join(config.dataDir, 'tmp'),
  });
  const profiles = createProfileService({
    repo,
    currentPassword,
    avatarUrlOf: avatars.avatarUrlOf,
    videoStorageUsed: async (userId) => (await deps.library.library.videoStorage(userId)).usedBytes,
    emailChange: deps.emailConfirmation,
    clock,
    mailDomain: config.mailDomain,
  });
  const settings = createSettingsService({
    repo: createSettingsRepo(db),
    accounts: repo,
    albumAccess: deps.albums.albumAccess,
    clock,
  });
  const passwordChange = createPasswordChangeService({
    repo: authRepo,
    accounts: deps.accounts,
    currentPassword,
    clock,
    sessions: deps.sessions,
  });
  const accountDeletion = createAccountDeletionService({
    repo,
    currentPassword,
    endSubscription: deps.payments.endSubscriptionOf,
    removeFrames: deps.frames.removeFramesOf,
    albums: deps.albums,
    deleteLibrary: async (userId) => {
      await deps.library.library.deleteAllItems(userId);
      await deps.library.downloads.deleteAllOf(userId);
    },
    // Profile pictures, and the pictures of mails still held for approval.
    storedKeysOf: async (userId) => [
      ...(await avatars.storedKeysOf(userId)),
      ...(await createInboundMailRepo(db).heldPictureKeysOf(userId)),
    ],
    storage,
    mail: deps.mail,
  });
  return {
    profiles,
    emailConfirmation: deps.emailConfirmation,
    avatars,
    settings,
    passwordChange,
    accountDeletion,
  };
}

/** Friends and family, and the private photo messages between two of them. */
function createMembersModule(
  context: AppContext,
  deps: {
    accounts: ReturnType<typeof createAccountService>;
    library: ReturnType<typeof createLibraryService>;
    albums: ReturnType<typeof createAlbumsService>;
    settings: ReturnType<typeof createSettingsService>;
    mail: ReturnType<typeof createMailService>;
    notify: Notify;
  },
) {
  const { config, db, clock } = context;
  const friends = createFriendsService({
    repo: createFriendsRepo(db),
    accounts: deps.accounts,
    mail: deps.mail,
    clock,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
    maxFriends: config.maxFriends,
    isAutoAcceptingFriends: deps.settings.isAutoAcceptingFriends,
    notify: deps.notify,
  });
  const messages = createMessagesService({
    repo: createMessagesRepo(db),
    friends,
    accounts: deps.accounts,
    library: deps.library,
    addToAlbum: deps.albums.addItems,
    defaultAlbumOf: deps.settings.defaultAlbumOf,
    clock,
    notify: deps.notify,
  });
  return { friends, messages };
}
