import { describe, expect, it } from 'vitest';
import { createErasureSteps, inErasureOrder } from './erasure.ts';

describe('the steps of erasing an account', () => {
  it('run by phase, what others see of the account first, and in the order declared within a phase', () => {
    const steps = createErasureSteps();
    steps.declare({ module: 'library', phase: 'content' });
    steps.declare({ module: 'connectors', phase: 'sources' });
    steps.declare({ module: 'albums', phase: 'sharing' });
    steps.declare({ module: 'billing', phase: 'payments' });
    steps.declare({ module: 'imports', phase: 'sources' });
    steps.declare({ module: 'frames', phase: 'devices' });
    steps.declare({ module: 'account', phase: 'content' });
    expect(inErasureOrder(steps.all()).map((step) => step.module)).toEqual([
      'billing',
      'frames',
      'connectors',
      'imports',
      'albums',
      'library',
      'account',
    ]);
  });
});
