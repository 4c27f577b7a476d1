import type { Kysely } from 'kysely';

/** Rows read and written at once: bounded, whatever the number of frames. */
const BATCH = 500;

/**
 * Frames now choose what fills the screen around a photo of the other shape (`settings.fill`). New
 * frames start with the blurred photo; the frames paired before this keep pairing photos, as their
 * owners have seen them do, until they choose otherwise. Settings live in a JSON text column, so the
 * field is added row by row, the same on SQLite and PostgreSQL; a row that does not parse is left as
 * it is (it reads as the defaults).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; settings: string }[] = await db
      .selectFrom('frames')
      .select(['id', 'settings'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const settings = parsedObject(row.settings);
      if (!settings || 'fill' in settings) continue;
      await db
        .updateTable('frames')
        .set({ settings: JSON.stringify({ ...settings, fill: 'pair' }) })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) return;
    after = (rows.at(-1) as { id: number }).id;
  }
}

function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
