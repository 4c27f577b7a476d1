import { type BillingProvider, LIMITS, type Membership, type VideoStorage } from '@kinframe/contract';
import { presentMembership } from './billing.presenters.ts';
import type { BillingService } from './billing.service.ts';
import type { MembershipRepo } from './membership.repo.ts';

/** The membership screen (spec section 2): plan, dates, and what the account uses of it, in one answer. */
export function createMembershipService(deps: {
  repo: MembershipRepo;
  billing: BillingService;
  provider: BillingProvider;
  videoStorage(userId: number): Promise<VideoStorage>;
}) {
  return {
    async getMembership(userId: number): Promise<Membership> {
      const [plan, sharedAlbums, frames, videoStorage] = await Promise.all([
        deps.billing.currentPlan(userId),
        deps.repo.countSharedAlbums(userId),
        deps.repo.countFrames(userId),
        deps.videoStorage(userId),
      ]);
      return presentMembership(plan, {
        provider: deps.provider,
        sharedAlbums,
        frames: { count: frames, max: LIMITS.framesPerAccount },
        videoStorage,
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
