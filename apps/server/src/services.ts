import path from 'node:path';
import type { AppContext } from './context.ts';
import { recipientOf } from './modules/account/account.presenters.ts';
import { createAccountRepo } from './modules/account/account.repo.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAlbumsRepo } from './modules/albums/albums.repo.ts';
import { createAlbumsService } from './modules/albums/albums.service.ts';
import { createCollectionsRepo } from './modules/albums/collections.repo.ts';
import { createCollectionsService } from './modules/albums/collections.service.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createDownloadsRepo } from './modules/library/downloads.repo.ts';
import { createDownloadsService } from './modules/library/downloads.service.ts';
import { createIngestService } from './modules/library/ingest.service.ts';
import { createItemUrls } from './modules/library/item-urls.ts';
import { createLibraryRepo } from './modules/library/library.repo.ts';
import { createLibraryService } from './modules/library/library.service.ts';
import { createMediaProbe } from './modules/library/media-probe.ts';
import { createPrepareDownloadJob } from './modules/library/prepare-download.job.ts';
import { createProcessItemJob } from './modules/library/process-item.job.ts';
import { createStoredMedia } from './modules/library/stored-media.ts';
import { createTagsRepo } from './modules/library/tags.repo.ts';
import { createTagsService } from './modules/library/tags.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';

/** Wires each module's service to its repository and to the services it may call. */
export function createServices(context: AppContext) {
  const { config, db, clock, mailer, captcha } = context;
  const accounts = createAccountService({ repo: createAccountRepo(db), clock, mailDomain: config.mailDomain });
  const billing = createBillingService({ repo: createBillingRepo(db), clock });
  const mail = createMailService({ mailer, db });
  const authRepo = createAuthRepo(db);
  const sessions = createSessionService({ repo: authRepo, clock });
  const auth = createAuthService({
    accounts,
    billing,
    sessions,
    throttle: createLoginThrottle({ repo: authRepo, clock }),
    captcha,
    mailDomain: config.mailDomain,
    // Invitations mailed before the account existed (albums is composed below; called later).
    onAccountCreated: (user) => albums.albums.claimInvitesByEmail(user),
  });
  const passwordReset = createPasswordResetService({
    repo: authRepo,
    accounts,
    mail,
    clock,
    appUrl: config.appUrl,
    ttlMinutes: config.resetTokenTtlMinutes,
  });
  const library = createLibraryModule(context, { billing, accounts, mail });
  const albums = createAlbumsModule(context, { library: library.library, billing, accounts, mail });
  return { accounts, billing, mail, sessions, auth, passwordReset, ...library, ...albums };
}

export type Services = ReturnType<typeof createServices>;

/** The library: items, uploads, tags, downloads, and the jobs that make renditions and zips. */
function createLibraryModule(
  context: AppContext,
  deps: {
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
  },
) {
  const { config, db, clock, storage, queue } = context;
  const spoolDir = path.join(config.dataDir, 'tmp');
  const repo = createLibraryRepo(db);
  const urls = createItemUrls(storage, clock);
  const storedMedia = createStoredMedia({ storage, repo });
  const library = createLibraryService({
    repo,
    urls,
    media: storedMedia,
    videoAllowanceGb: async (userId) => (await deps.billing.getFeatures(userId)).config.video_storage_base,
  });
  const processItem = createProcessItemJob({ repo, storage, media: config.media, spoolDir });
  const ingest = createIngestService({
    repo,
    library,
    storage,
    probe: createMediaProbe(config.media),
    clock,
    spoolDir,
    limits: config.uploads,
    startProcessing: async (item) => {
      await queue.send(
        processItem,
        { itemId: item.id, contentHash: item.content_hash },
        { singletonKey: `${item.id}:${item.content_hash}` },
      );
    },
  });
  const tags = createTagsService({ tags: createTagsRepo(db), library: repo, clock });
  const downloadsRepo = createDownloadsRepo(db);
  const downloads = createDownloadsService({
    repo: downloadsRepo,
    library: repo,
    urls,
    clock,
    startPreparing: async (download) => {
      await queue.send(prepareDownload, { downloadId: download.id }, { singletonKey: String(download.id) });
    },
  });
  const prepareDownload = createPrepareDownloadJob({
    downloads: downloadsRepo,
    library: repo,
    storage,
    clock,
    spoolDir,
    notifyReady: async (downloadId) => {
      const download = await downloadsRepo.findById(downloadId);
      const user = download && (await deps.accounts.findById(download.user_id));
      if (!download?.expires_at || !user) return;
      await deps.mail.sendDownloadReady(recipientOf(user), {
        link: `${config.appUrl}/api/v3/library/downloads/${download.id}/file`,
        itemCount: (JSON.parse(download.item_ids) as number[]).length,
        expiresAt: new Date(download.expires_at),
      });
    },
  });
  return { library, ingest, tags, downloads, jobs: [processItem, prepareDownload] };
}

/** Albums, shared albums and their invitations, and the built-in collections. */
function createAlbumsModule(
  context: AppContext,
  deps: {
    library: ReturnType<typeof createLibraryService>;
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
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
  });
  return { albums, collections };
}
