import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { createAccountService } from '../account/account.service.ts';
import type { createBillingService } from '../billing/billing.service.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { Publish } from '../events.ts';
import { createItemUrls } from '../library/item-urls.ts';
import type { createLibraryService } from '../library/library.service.ts';
import type { createMailService } from '../mail/mail.service.ts';
import { createAlbumsRepo } from './albums.repo.ts';
import { createAlbumsService } from './albums.service.ts';
import { createCollectionsRepo } from './collections.repo.ts';
import { createCollectionsService } from './collections.service.ts';

/** Albums, shared albums and their invitations, and the built-in collections. */
export function createAlbumsModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    library: ReturnType<typeof createLibraryService>;
    billing: ReturnType<typeof createBillingService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    publish: Publish;
  },
) {
  const { config, db, clock, storage } = context;
  const urls = createItemUrls(storage, clock);
  const albums = createAlbumsService({
    repo: createAlbumsRepo(db),
    access: context.access,
    library: deps.library,
    accounts: deps.accounts,
    mail: deps.mail,
    urls,
    clock,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
    limits: config.albums,
    publish: deps.publish,
    transactions: context.transactions,
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
    publish: deps.publish,
  });
  deps.declareErasure({ module: 'albums', phase: 'sharing', erase: (userId) => albums.leaveAll(userId) });
  return { albums, collections };
}
