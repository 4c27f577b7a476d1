/**
 * The largest id a row can have: ids are PostgreSQL `serial`, 32 bits. A larger one names no row,
 * and PostgreSQL refuses a query that compares its integer column with it.
 */
export const MAX_ROW_ID = 2_147_483_647;
