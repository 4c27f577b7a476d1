import type { Kysely } from 'kysely';

/**
 * A photo's focus point: the spot a frame's crop keeps in view (a face, a subject), in fractions
 * of the original picture as it stands upright. Null on both: the crop goes where the eye goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_items').addColumn('focus_x', 'real').execute();
  await db.schema.alterTable('library_items').addColumn('focus_y', 'real').execute();
}
