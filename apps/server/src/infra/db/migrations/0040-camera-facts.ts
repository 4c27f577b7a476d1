import type { Kysely } from 'kysely';

/**
 * What a photo's EXIF says of the camera that took it: make, model and lens, and the exposure
 * (f-number, exposure time in seconds, ISO, focal length in mm), read at ingest for the viewer's
 * info panel. Null where the photo does not say, and on items ingested before this migration, until
 * a job reads them again. Named `camera_*` and `exposure_*` so the columns a search by camera
 * will look at are plain to see beside those it will not.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['camera_make', 'camera_model', 'camera_lens']) {
    await db.schema.alterTable('library_items').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('library_items').addColumn('exposure_f_number', 'double precision').execute();
  await db.schema.alterTable('library_items').addColumn('exposure_time', 'double precision').execute();
  await db.schema.alterTable('library_items').addColumn('exposure_iso', 'integer').execute();
  await db.schema.alterTable('library_items').addColumn('exposure_focal_length', 'double precision').execute();
}
