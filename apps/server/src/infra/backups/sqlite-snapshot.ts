/**
 * Copies the live SQLite database to `target` through SQLite's online backup API, on a connection
 * of its own, while the server goes on using the file. The pages go in one step: that step reads
 * one snapshot of the database from start to end (WAL lets the server write meanwhile), whereas
 * a copy in several steps starts over each time another connection writes between two of them, and
 * might never end on a busy server.
 */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    await sqlite.backup(target, { progress: () => ALL_PAGES });
  } finally {
    sqlite.close();
  }
}

/** The most pages better-sqlite3 transfers in one step: all of them, for any database. */
const ALL_PAGES = 0x7fffffff;
