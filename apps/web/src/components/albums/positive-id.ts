/** An id from the URL (?item=): a positive whole number, else undefined (never an error). */
export function positiveIdOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
