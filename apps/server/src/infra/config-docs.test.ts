import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config.ts';

describe('the README configuration table', () => {
  it('lists every environment variable the server reads', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const missing = CONFIG_DOCS.map((doc) => doc.name).filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
