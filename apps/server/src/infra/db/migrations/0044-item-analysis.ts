import { type Kysely, sql } from 'kysely';

/**
 * What the analysis of an item's rendition found (analyse-item.job): a perceptual hash of the
 * picture (a photo, or a video's poster) to find near-duplicates by, its sharpness, and why it
 * does not belong on a frame (`unfit_reasons`, a comma-separated list) with the person's word on
 * that (`unfit_verdict`: agreed or overruled; null while unreviewed). `analysed_version` is the
 * edit version analysed: null until the item's first analysis, which the catch-up finds by it.
 * `duplicates_kept` names the group a person chose to keep whole ("Keep all"): near-duplicates that
 * share it are not asked about again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  const items = () => db.schema.alterTable('library_items');
  await items().addColumn('perceptual_hash', 'text').execute();
  await items().addColumn('sharpness', 'double precision').execute();
  await items().addColumn('analysed_version', 'integer').execute();
  await items().addColumn('unfit_reasons', 'text').execute();
  await items().addColumn('unfit_verdict', 'text').execute();
  await items().addColumn('duplicates_kept', 'integer').execute();
  // The catch-up's batches: ready items never analysed, oldest first.
  await db.schema
    .createIndex('library_items_unanalysed_idx')
    .on('library_items')
    .column('id')
    .where(sql.ref('analysed_version'), 'is', null)
    .execute();
  // A person's hashes, read whole to group them, and their flagged items, for the two reviews.
  await db.schema
    .createIndex('library_items_hash_idx')
    .on('library_items')
    .columns(['owner_id', 'perceptual_hash'])
    .where(sql.ref('perceptual_hash'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('library_items_unfit_idx')
    .on('library_items')
    .columns(['owner_id', 'id'])
    .where(sql.ref('unfit_reasons'), 'is not', null)
    .execute();
}
