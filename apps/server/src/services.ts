import path from 'node:path';
import type { AppContext } from './context.ts';
import { createAccountRepo } from './modules/account/account.repo.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createEmailConfirmationRepo } from './modules/account/email-confirmation.repo.ts';
import { createEmailConfirmationService } from './modules/account/email-confirmation.service.ts';
import { createAccountErasure, createAccountModule } from './modules/account/index.ts';
import { createAlbumsModule } from './modules/albums/index.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCurrentPasswordCheck } from './modules/auth/current-password.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordChangeService } from './modules/auth/password-change.service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createBackupsModule } from './modules/backups/index.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createBillingModule } from './modules/billing/index.ts';
import { createCommunityModule } from './modules/community/index.ts';
import { createCompetitionsModule } from './modules/competitions/index.ts';
import { createConnectorsModule } from './modules/connectors/index.ts';
import { createPeopleModule } from './modules/console/people/index.ts';
import { createServerConsoleModule } from './modules/console/server/index.ts';
import { createErasureSteps } from './modules/erasure.ts';
import { handleDomainEvents } from './modules/event-handlers.ts';
import { createDomainEvents } from './modules/events.ts';
import { createFrameSignals } from './modules/frames/frame-signals.ts';
import {
  createDevicePlaylistModule,
  createFrameItemActionsModule,
  createFramesModule,
} from './modules/frames/index.ts';
import { createPlaylistRepo } from './modules/frames/playlist.repo.ts';
import { createImportsModule } from './modules/imports/index.ts';
import { createInboundMailRepo } from './modules/inbound-mail/inbound-mail.repo.ts';
import { createInboundMailService } from './modules/inbound-mail/inbound-mail.service.ts';
import { authenticateMail } from './modules/inbound-mail/mail-authentication.ts';
import { createInvitationsModule } from './modules/invitations/index.ts';
import { createLibraryModule } from './modules/library/index.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createOperatorMailLimit } from './modules/mail/operator-mail-limit.ts';
import { createMembersModule } from './modules/members/index.ts';
import { createNotificationsRepo } from './modules/notifications/notifications.repo.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createOperatorsRepo } from './modules/operators/operators.repo.ts';
import { createOperatorsService } from './modules/operators/operators.service.ts';
import { createSearchModule } from './modules/search/index.ts';
import { createShopService } from './modules/shop/shop.service.ts';
import { createStatisticsModule } from './modules/statistics/index.ts';
import { createSupportRepo } from './modules/support/support.repo.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createWeatherModule } from './modules/weather/index.ts';

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
    // Read when a notification is shown, long after the library and accounts are built on it.
    sources: {
      picturesOf: async (readerId, itemIds) =>
        library.library.squareUrlsOf(await context.access.visibleItems(readerId, itemIds)),
      avatarUrlOf: (key) => account.avatars.avatarUrlOf(key),
    },
  });
  const notify = notifications.raise;
  // Cross-module reactions: modules publish what changed, event-handlers.ts says who reacts.
  const events = createDomainEvents();
  // Each module declares its step when an account is erased; the deletion, built last, runs them.
  const erasure = createErasureSteps();
  const { declare: declareErasure } = erasure;
  const accounts = createAccountService({ repo: createAccountRepo(db), clock, transactions: context.transactions });
  const operators = createOperatorsService({ repo: createOperatorsRepo(db), accounts, clock });
  const billingRepo = createBillingRepo(db);
  const billing = createBillingService({ repo: billingRepo, clock });
  const authRepo = createAuthRepo(db);
  const { rateLimits } = context;
  const inboundMailRepo = createInboundMailRepo(db);
  const mail = createMailService({ mailer, db, clock, limits: rateLimits });
  const sessions = createSessionService({
    repo: authRepo,
    clock,
    maxDays: config.sessionMaxDays,
    realtime: context.realtime,
  });
  const emailConfirmation = createEmailConfirmationService({
    repo: createEmailConfirmationRepo(db),
    accounts: createAccountRepo(db),
    limits: rateLimits,
    mail,
    clock,
    appUrl: config.appUrl,
    publish: events.publish,
    transactions: context.transactions,
  });
  // Wrong passwords are counted against one budget, at login and before a change that needs one.
  const loginThrottle = createLoginThrottle({ limits: rateLimits });
  const currentPassword = createCurrentPasswordCheck({ throttle: loginThrottle });
  const { invitations } = createInvitationsModule(context, { accounts, mail });
  const auth = createAuthService({
    accounts,
    billing,
    sessions,
    throttle: loginThrottle,
    limits: rateLimits,
    captcha,
    mailDomain: config.mailDomain,
    emailConfirmation,
    invitations,
    transactions: context.transactions,
    signUp: config.signUp,
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
  const library = createLibraryModule(context, {
    declareErasure,
    billing,
    publish: events.publish,
    findPerson: accounts.findById,
    limits: rateLimits,
    // Read when an export runs, long after both modules are built: albums are built on the library.
    albumsToExport: (userId) => albums.albums.exported.albumsOf(userId),
  });
  const albums = createAlbumsModule(context, {
    declareErasure,
    library: library.library,
    billing,
    accounts,
    mail,
    publish: events.publish,
  });
  const { search } = createSearchModule(context, { library: library.library });
  const weather = createWeatherModule(context, { accounts, frameSignals });
  const devicePlaylist = createDevicePlaylistModule(context, {
    billing,
    frameSignals,
    library: library.library,
    weatherOf: weather.weather.playlistWeatherOf,
  });
  const statistics = createStatisticsModule(context, {
    videoStorage: library.library.videoStorage,
    itemsOnFrame: devicePlaylist.playlist.itemsOnFrame,
  });
  const frames = createFramesModule(context, {
    declareErasure,
    albums: albums.albums,
    accounts,
    mail,
    signals: frameSignals,
    publish: events.publish,
    countBeat: statistics.countBeat,
  });
  const frameItemActions = createFrameItemActionsModule(context, {
    playlist: devicePlaylist.playlist,
    setFavourite: library.library.setFavourite,
    signals: frameSignals,
  });
  const payments = createBillingModule(context, {
    declareErasure,
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
    emailConfirmation,
    currentPassword,
    passwordChange: createPasswordChangeService({ repo: authRepo, accounts, currentPassword, clock, sessions }),
    declareErasure,
  });
  const connectors = createConnectorsModule(context, {
    declareErasure,
    ingest: library.ingest,
    deleteItems: library.library.deleteItems,
    albums: albums.albums.connected,
  });
  const imports = createImportsModule(context, {
    declareErasure,
    ingest: library.ingest,
    albums: albums.albums.imported,
    describeItem: library.describeImported,
    publish: events.publish,
    connections: connectors.connections,
  });
  const { community } = createCommunityModule(context, {
    declareErasure,
    operators,
    presentItems: library.library.present,
    avatarUrlOf: account.avatars.avatarUrlOf,
    publish: events.publish,
  });
  const members = createMembersModule(context, {
    accounts,
    library: library.library,
    albums: albums.albums,
    settings: account.settings,
    mail,
    publish: events.publish,
  });
  const support = createSupportService({
    repo: createSupportRepo(db),
    limit: createOperatorMailLimit(rateLimits),
    accounts,
    billing,
    mail,
    publish: events.publish,
    transactions: context.transactions,
    clock,
    contactEmail: config.contactEmail,
    mailDomain: config.mailDomain,
    secret: config.sessionSecret,
  });
  const inboundMail = createInboundMailService({
    repo: inboundMailRepo,
    limits: rateLimits,
    accounts,
    settings: account.settings,
    ingest: library.ingest.ingest,
    addToAlbum: albums.albums.addItems,
    storage: context.storage,
    clock,
    mailDomain: config.mailDomain,
    spoolDir: path.join(config.dataDir, 'tmp'),
    publish: events.publish,
    support,
    authenticate: (file, client) =>
      authenticateMail(file, { ...client, resolver: context.dnsResolver, mta: config.mailDomain }),
  });
  // The pictures of mails still held for approval go with the account.
  declareErasure({ module: 'inbound-mail', phase: 'content', storedKeysOf: inboundMail.heldPictureKeysOf });
  const accountDeletion = createAccountErasure(context, { currentPassword, mail, steps: erasure.all(), sessions });
  const people = createPeopleModule(context, {
    accounts,
    operators,
    billing,
    sessions,
    accountDeletion,
    currentPassword,
    library: library.library,
    frames: frames.frames,
  });
  const competitions = createCompetitionsModule(context, {
    library: library.library,
    findPerson: accounts.findById,
    publish: events.publish,
    operators,
  });
  const backups = createBackupsModule(context);
  const shop = createShopService({ shop: config.shop, appUrl: config.appUrl, clock, findPerson: accounts.findById });
  const jobs = [
    ...library.jobs,
    ...devicePlaylist.jobs,
    ...weather.jobs,
    ...mailer.jobs,
    ...connectors.jobs,
    ...imports.jobs,
    frames.offlineSweepJob,
    ...backups.jobs,
  ];
  const { serverConsole } = createServerConsoleModule(context, {
    storedTotals: library.library.storedTotals,
    backups: backups.backups,
    mail,
    operators,
    jobKinds: jobs.map((job) => job.name),
  });
  handleDomainEvents(events, {
    frameSignals,
    notify,
    notifications,
    mail,
    accounts,
    albums: albums.albums,
    friends: members.friends,
    appUrl: config.appUrl,
  });
  return {
    accounts,
    operators,
    community,
    billing,
    mail,
    events,
    sessions,
    auth,
    invitations,
    passwordReset,
    ...account,
    accountDeletion,
    people,
    ...payments,
    ...library,
    ...albums,
    ...frames,
    ...members,
    ...connectors,
    imports: imports.imports,
    importsTick: imports.importsTick,
    competitions: competitions.competitions,
    competitionsConsole: competitions.competitionsConsole,
    competitionsTick: competitions.competitionsTick,
    inboundMail,
    support,
    frameSignals,
    notifications,
    playlist: devicePlaylist.playlist,
    frameItemActions,
    weather: weather.weather,
    search,
    statistics,
    shop,
    backups: backups.backups,
    serverConsole,
    requestNightlyBackup: backups.requestNightlyBackup,
    jobs,
  };
}

export type Services = ReturnType<typeof createServices>;
