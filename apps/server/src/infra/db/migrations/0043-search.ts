import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

/**
 * The words of an item that search reads from its own row: file name, caption, city, region, camera
 * make and model, in one generated column, `search_words`, that both databases keep current on every
 * write of those columns, whoever writes them (an upload, a caption, the place filled in later), so
 * no service has to remember to. Album names, tags and country names are matched when searching,
 * through their own small tables and the country code. Typo-tolerant indexes over it:
 * - SQLite: an FTS5 table with the trigram tokenizer over the column (content kept by triggers);
 * - PostgreSQL: a pg_trgm GIN index, which serves `like '%word%'`; the column is lower-cased with
 *   the common Latin accents taken off, as SQLite's tokenizer does, so "zurich" finds "Zürich".
 * The migration indexes every existing item as it adds them.
 */
const PARTS = ['name', 'caption', 'place_city', 'place_region', 'camera_make', 'camera_model'];
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñ';
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuuyycn';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  const joined = sql.join(
    PARTS.map((part) => sql`coalesce(${sql.ref(part)}, '')`),
    sql` || ' ' || `,
  );
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`alter table library_items add column search_words text generated always as
      (translate(lower(${joined}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})) stored`.execute(db);
    await sql`create index library_items_search_words on library_items using gin (search_words gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`alter table library_items add column search_words text generated always as (${joined}) virtual`.execute(db);
  await sql`create virtual table library_items_search using fts5(search_words, content = 'library_items',
    content_rowid = 'id', tokenize = 'trigram remove_diacritics 1')`.execute(db);
  const insert = sql`insert into library_items_search (rowid, search_words) values (new.id, new.search_words)`;
  const remove = sql`insert into library_items_search (library_items_search, rowid, search_words)
    values ('delete', old.id, old.search_words)`;
  await sql`create trigger library_items_search_insert after insert on library_items begin ${insert}; end`.execute(db);
  await sql`create trigger library_items_search_delete after delete on library_items begin ${remove}; end`.execute(db);
  await sql`create trigger library_items_search_update after update of ${sql.join(PARTS.map((part) => sql.ref(part)))}
    on library_items begin ${remove}; ${insert}; end`.execute(db);
  await sql`insert into library_items_search (library_items_search) values ('rebuild')`.execute(db);
}
