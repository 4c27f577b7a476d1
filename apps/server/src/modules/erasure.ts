/**
 * When an account is erased, each module that holds something of it declares its step here, and
 * the account module runs them in this order: first what others are charged for or see of it
 * (the subscription, the frames' tokens, grants at photo providers, posts, shared albums), then its
 * own content. A failing step stops the erasure with the account still there, to try again; every
 * step is written so that running it twice simply finds nothing the second time.
 */
export const ERASURE_PHASES = ['payments', 'devices', 'sources', 'sharing', 'content'] as const;
export type ErasurePhase = (typeof ERASURE_PHASES)[number];

export interface ErasureStep {
  /** The module whose step it is (for the order among steps of one phase, and for errors). */
  module: string;
  phase: ErasurePhase;
  erase?(userId: number): Promise<void>;
  /** Stored objects only the account's own rows point at: deleted once its rows are gone. */
  storedKeysOf?(userId: number): Promise<string[]>;
}

/** Where the modules declare their steps as they are built; the account's deletion reads them all. */
export function createErasureSteps() {
  const steps: ErasureStep[] = [];
  return {
    declare(step: ErasureStep): void {
      steps.push(step);
    },
    all: (): readonly ErasureStep[] => steps,
  };
}

export type ErasureSteps = ReturnType<typeof createErasureSteps>;
export type DeclareErasure = ErasureSteps['declare'];

/** The steps in the order they run: by phase, then as declared. */
export function inErasureOrder(steps: readonly ErasureStep[]): ErasureStep[] {
  return [...steps].sort((a, b) => ERASURE_PHASES.indexOf(a.phase) - ERASURE_PHASES.indexOf(b.phase));
}
