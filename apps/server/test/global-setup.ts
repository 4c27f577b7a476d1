/** Says once, before the server tests, which databases they run on. */
export default function setup(): void {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.log(`[server tests] database tests run on SQLite and on PostgreSQL (${new URL(url).host}).`);
  } else {
    console.log(
      '[server tests] database tests run on SQLite only; set TEST_DATABASE_URL=postgres://... to add PostgreSQL.',
    );
  }
}
