import { z } from 'zod';
import { defineJob } from '../queue/job.ts';
import type { Outbox } from './outbox.ts';
import type { SmtpTransport } from './smtp.ts';

/**
 * Delivers one outbox row over SMTP, then deletes it. A failure (the server down, slow, refusing)
 * is noted on the row and retried with backoff: 8 more tries, doubling from `retrySeconds`, over
 * a few hours. A row already gone was delivered by an earlier run: nothing is sent twice by design,
 * though a crash between the send and the delete may send it again (at least once).
 */
export function createSendMailJob(deps: { outbox: Outbox; transport: SmtpTransport; retrySeconds: number }) {
  return defineJob({
    name: 'send-mail',
    payload: z.object({ outboxId: z.number().int() }),
    retryLimit: 8,
    backoff: { delaySeconds: deps.retrySeconds },
    timeoutSeconds: 180,
    async handler({ outboxId }) {
      const row = await deps.outbox.find(outboxId);
      if (!row) return;
      try {
        await deps.transport.deliver({ ...row, replyTo: row.reply_to ?? undefined });
      } catch (error) {
        await deps.outbox.noteFailure(outboxId, error instanceof Error ? error.message : String(error));
        throw error;
      }
      await deps.outbox.remove(outboxId);
    },
  });
}
