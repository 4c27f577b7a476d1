import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import type { MediaConfig } from '../infra/config.ts';
import type { Database } from '../infra/db/database.ts';
import { describeMediaTools } from '../infra/media/media-tools.ts';
import { LITE } from './plan-guard.ts';
import type { ZodApp } from './zod-app.ts';

const ZToolReport = z.object({
  source: z.enum(['configured', 'system', 'bundled', 'missing']),
  version: z.string().nullable(),
});

/**
 * GET /api/health: 200 when the database answers, else 503 (for load balancers and uptime checks).
 * An operator signed in also reads the media tools this process uses (whether videos and HEIC
 * photos go through the system's tools or the ones npm installed); to anyone else their exact
 * versions would only say which known holes to try.
 */
export function registerHealthRoute(
  app: ZodApp,
  deps: { db: Database; media: MediaConfig; isOperator: (userId: number) => Promise<boolean> },
): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            /** Operators only. */
            tools: z.object({ ffmpeg: ZToolReport, ffprobe: ZToolReport, heic: ZToolReport }).optional(),
          }),
        },
      },
      config: LITE,
    },
    async (request) => {
      try {
        await sql`select 1`.execute(deps.db);
      } catch {
        throw new AppError('service_unavailable');
      }
      if (!request.user || !(await deps.isOperator(request.user.id))) return { status: 'ok' as const };
      return { status: 'ok' as const, tools: await describeMediaTools(deps.media) };
    },
  );
}
