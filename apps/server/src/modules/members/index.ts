import type { AppContext } from '../../context.ts';
import type { createAccountService } from '../account/account.service.ts';
import type { createSettingsService } from '../account/settings.service.ts';
import type { createAlbumsService } from '../albums/albums.service.ts';
import type { Publish } from '../events.ts';
import type { createLibraryService } from '../library/library.service.ts';
import type { createMailService } from '../mail/mail.service.ts';
import { createFriendsRepo } from './friends.repo.ts';
import { createFriendsService } from './friends.service.ts';
import { createMessagesRepo } from './messages.repo.ts';
import { createMessagesService } from './messages.service.ts';

/** Friends and family, and the private photo messages between two of them. */
export function createMembersModule(
  context: AppContext,
  deps: {
    accounts: ReturnType<typeof createAccountService>;
    library: ReturnType<typeof createLibraryService>;
    albums: ReturnType<typeof createAlbumsService>;
    settings: ReturnType<typeof createSettingsService>;
    mail: ReturnType<typeof createMailService>;
    publish: Publish;
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
    publish: deps.publish,
    transactions: context.transactions,
  });
  const messages = createMessagesService({
    repo: createMessagesRepo(db),
    access: context.access,
    friends,
    accounts: deps.accounts,
    library: deps.library,
    addToAlbum: deps.albums.addItems,
    defaultAlbumOf: deps.settings.defaultAlbumOf,
    clock,
    publish: deps.publish,
    transactions: context.transactions,
  });
  return { friends, messages };
}
