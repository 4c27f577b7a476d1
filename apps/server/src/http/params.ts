import { z } from 'zod';
import { MAX_ROW_ID } from '../infra/db/row-id.ts';

/**
 * An id in a path: digits only, as the app writes them, within what a row can have. `1e3`, ` 1`,
 * `0x10` and `1.0` are refused before the database, rather than read as some other id.
 */
export const ZRowId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_ROW_ID));

export const ZId = z.object({ id: ZRowId });
