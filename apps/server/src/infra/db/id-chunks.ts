/** Ids per `in (...)` list and rows per insert: well under both databases' limits on bound parameters. */
export const ID_CHUNK = 900;

/** `values` in slices of ID_CHUNK, for queries that bind each one. */
export function idChunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += ID_CHUNK) result.push(values.slice(start, start + ID_CHUNK));
  return result;
}
