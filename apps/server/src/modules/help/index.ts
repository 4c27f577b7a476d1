import { isLocale } from '@kinframe/contract';
import type { createAccountService } from '../account/account.service.ts';
import type { createProfileService } from '../account/profile.service.ts';
import { createHelpService, HELP_ARTICLES_DIR } from './help.service.ts';

/** The help articles (read once, here), in the person's language unless a call asks for another. */
export function createHelpModule(deps: {
  accounts: ReturnType<typeof createAccountService>;
  profiles: Pick<ReturnType<typeof createProfileService>, 'mailAddress'>;
  dir?: string;
}) {
  return createHelpService({
    dir: deps.dir ?? HELP_ARTICLES_DIR,
    mailAddressOf: deps.profiles.mailAddress,
    languageOf: async (userId) => {
      const language = (await deps.accounts.findById(userId))?.language;
      return isLocale(language) ? language : null;
    },
  });
}
