import type { AppContext } from '../../../context.ts';
import type { AccountService } from '../../account/account.service.ts';
import type { AccountDeletionService } from '../../account/account-deletion.service.ts';
import type { CurrentPasswordCheck } from '../../auth/current-password.ts';
import type { SessionService } from '../../auth/session.service.ts';
import type { BillingService } from '../../billing/billing.service.ts';
import type { FramesService } from '../../frames/frames.service.ts';
import type { LibraryService } from '../../library/library.service.ts';
import type { OperatorsService } from '../../operators/operators.service.ts';
import { createPeopleService } from './people.service.ts';

/** The console's People tab: built over the services of the modules that own each figure. */
export function createPeopleModule(
  context: AppContext,
  deps: {
    accounts: AccountService;
    operators: OperatorsService;
    billing: BillingService;
    library: LibraryService;
    frames: FramesService;
    sessions: SessionService;
    accountDeletion: AccountDeletionService;
    currentPassword: CurrentPasswordCheck;
  },
) {
  return createPeopleService({
    ...deps,
    access: context.access,
    storageOf: deps.library.storageOf,
    frameCountsOf: deps.frames.frameCountsOf,
    limits: context.rateLimits,
    transactions: context.transactions,
    clock: context.clock,
  });
}
