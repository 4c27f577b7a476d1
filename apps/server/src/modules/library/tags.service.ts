import type { Tag } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { Access } from '../access/access.ts';
import type { TagsRepo } from './tags.repo.ts';

/** Tags: the owner's own, on the owner's own items; anyone else's ids answer 404. */
export function createTagsService(deps: { tags: TagsRepo; access: Access; clock: Clock; transactions: UnitOfWork }) {
  const { tags } = deps;

  async function requireTag(userId: number, tagId: number) {
    const tag = await tags.find(userId, tagId);
    if (!tag) throw new AppError('not_found');
    return tag;
  }

  async function present(userId: number, tagId: number): Promise<Tag> {
    const tag = await requireTag(userId, tagId);
    return { id: tag.id, name: tag.name, itemCount: await tags.countItemsOf(tag.id) };
  }

  /** Only ids of the user's own items; one that is not theirs makes the whole call a 404. */
  const requireOwnItems = (userId: number, itemIds: number[]) =>
    deps.access.requireAccess(userId, 'item.edit', itemIds);

  return {
    async list(userId: number): Promise<Tag[]> {
      const rows = await tags.list(userId);
      return rows.map((row) => ({ id: row.id, name: row.name, itemCount: row.item_count }));
    },

    async create(userId: number, name: string): Promise<Tag> {
      const existing = await tags.findByName(userId, name);
      if (existing) return present(userId, existing.id);
      try {
        const now = deps.clock.now().toISOString();
        const tag = await deps.transactions.attempt(() => tags.insert(userId, name, now));
        return { id: tag.id, name: tag.name, itemCount: 0 };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = await tags.findByName(userId, name);
        if (!raced) throw error;
        return present(userId, raced.id);
      }
    },

    async rename(userId: number, tagId: number, name: string): Promise<Tag> {
      await requireTag(userId, tagId);
      const clash = await tags.findByName(userId, name);
      if (clash && clash.id !== tagId) throw new AppError('tag_name_taken');
      await tags.rename(userId, tagId, name);
      return present(userId, tagId);
    },

    async remove(userId: number, tagId: number): Promise<void> {
      await requireTag(userId, tagId);
      await tags.delete(userId, tagId);
    },

    async tagItems(userId: number, tagId: number, itemIds: number[]): Promise<Tag> {
      await requireTag(userId, tagId);
      await tags.addItems(tagId, await requireOwnItems(userId, itemIds));
      return present(userId, tagId);
    },

    /** Tags an item of the user's with these names, each made when the user has no tag of that name yet. */
    async tagByNames(userId: number, itemId: number, names: string[]): Promise<void> {
      const [id] = await requireOwnItems(userId, [itemId]);
      if (id === undefined) return;
      for (const name of names) {
        const tag = await this.create(userId, name);
        await tags.addItems(tag.id, [id]);
      }
    },

    async untagItems(userId: number, tagId: number, itemIds: number[]): Promise<Tag> {
      await requireTag(userId, tagId);
      await tags.removeItems(tagId, await requireOwnItems(userId, itemIds));
      return present(userId, tagId);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
