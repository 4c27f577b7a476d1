import type { LibraryItem } from '@kinframe/contract';
import type { AppContext } from '../../context.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { Publish } from '../events.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createCommunityRepo } from './community.repo.ts';
import { createCommunityService } from './community.service.ts';

/** Hub > Community: members' tips and questions, replies, reactions, reports and moderation. */
export function createCommunityModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    operators: OperatorsService;
    presentItems: (rows: LibraryItemRow[], viewerId: number) => Promise<LibraryItem[]>;
    avatarUrlOf: (key: string | null) => Promise<string | null>;
    publish: Publish;
  },
) {
  const { db, clock } = context;
  const community = createCommunityService({
    repo: createCommunityRepo(db),
    access: context.access,
    operators: deps.operators,
    presentItems: deps.presentItems,
    avatarUrlOf: deps.avatarUrlOf,
    limits: context.rateLimits,
    publish: deps.publish,
    clock,
    transactions: context.transactions,
  });
  deps.declareErasure({ module: 'community', phase: 'sharing', erase: community.forgetAccount });
  return { community };
}
