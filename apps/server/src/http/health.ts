import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import type { Database } from '../infra/db/database.ts';
import type { ZodApp } from './zod-app.ts';

/** GET /api/health: 200 when the database answers, else 503 (for load balancers and uptime checks). */
export function registerHealthRoute(app: ZodApp, db: Database): void {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
      config: { session: false },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('service_unavailable');
      }
      return { status: 'ok' as const };
    },
  );
}
