import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../database.ts';

/**
 * The one column type the two dialects spell differently: an auto-incrementing integer key.
 * Everything else in the migrations uses types both understand (text, integer).
 */
export function withIdColumn<T extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the database without its table types.
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}
