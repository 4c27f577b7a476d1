import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../src/cli/api-types.ts';

describe("the web app's API types", () => {
  it('are generated from the routes the server has now (run `npm run api:types` after changing one)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource());
  }, 60_000);
});
