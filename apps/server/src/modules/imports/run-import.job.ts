import { z } from 'zod';
import { defineJob } from '../../infra/queue/job.ts';
import type { ImportRun } from './import-run.ts';

/**
 * One run of an import (import-run.ts). Sent under the import's id as singleton key, so an import
 * runs once at a time; a run stops after a few minutes and the imports' tick sends the next, so a
 * large archive never holds a worker past its job timeout. Failures are the import's state, not the
 * job's.
 */
export function createRunImportJob(deps: { run: () => ImportRun }) {
  return defineJob({
    name: 'run-import',
    payload: z.object({ importId: z.number().int().positive() }),
    retryLimit: 2,
    timeoutSeconds: 10 * 60,
    handler: async ({ importId }, { signal }) => {
      await deps.run().run(importId, signal);
    },
  });
}
