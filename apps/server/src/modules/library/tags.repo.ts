import type { Database } from '../../infra/db/database.ts';
import type { TagRow } from '../../infra/db/schema.ts';

/** Tags are the owner's own words for their items; each owner's names are unique. */
export function createTagsRepo(db: Database) {
  return {
    async list(ownerId: number): Promise<(TagRow & { item_count: number })[]> {
      const rows = await db
        .selectFrom('tags')
        .leftJoin('item_tags', 'item_tags.tag_id', 'tags.id')
        .selectAll('tags')
        .select((eb) => eb.fn.count<number | string>('item_tags.item_id').as('item_count'))
        .where('tags.owner_id', '=', ownerId)
        .groupBy(['tags.id', 'tags.owner_id', 'tags.name', 'tags.created_at'])
        .orderBy('tags.name')
        .execute();
      return rows.map((row) => ({ ...row, item_count: Number(row.item_count) }));
    },

    /** The names of the tags on these items (an export's sidecars). */
    namesOn(itemIds: number[]): Promise<{ item_id: number; name: string }[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('item_tags')
        .innerJoin('tags', 'tags.id', 'item_tags.tag_id')
        .select(['item_tags.item_id', 'tags.name'])
        .where('item_tags.item_id', 'in', itemIds)
        .orderBy('tags.name')
        .execute();
    },

    find(ownerId: number, id: number): Promise<TagRow | undefined> {
      return db.selectFrom('tags').selectAll().where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();
    },

    findByName(ownerId: number, name: string): Promise<TagRow | undefined> {
      return db
        .selectFrom('tags')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    insert(ownerId: number, name: string, now: string): Promise<TagRow> {
      return db
        .insertInto('tags')
        .values({ owner_id: ownerId, name, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async rename(ownerId: number, id: number, name: string): Promise<void> {
      await db.updateTable('tags').set({ name }).where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    async delete(ownerId: number, id: number): Promise<void> {
      await db.deleteFrom('tags').where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    /** Tags items; ids the caller has already checked belong to the tag's owner. Repeats are harmless. */
    async addItems(tagId: number, itemIds: number[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .insertInto('item_tags')
        .values(itemIds.map((itemId) => ({ tag_id: tagId, item_id: itemId })))
        .onConflict((oc) => oc.columns(['tag_id', 'item_id']).doNothing())
        .execute();
    },

    async removeItems(tagId: number, itemIds: number[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db.deleteFrom('item_tags').where('tag_id', '=', tagId).where('item_id', 'in', itemIds).execute();
    },

    async countItemsOf(tagId: number): Promise<number> {
      const row = await db
        .selectFrom('item_tags')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('tag_id', '=', tagId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TagsRepo = ReturnType<typeof createTagsRepo>;
