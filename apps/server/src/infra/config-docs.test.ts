import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS } from './config.ts';

/** The rows of README's configuration table, as written. */
function readmeRows(): string[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration\n'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  return table.split('\n').filter((line) => /^\| `[A-Z][A-Z0-9_]*` \|/.test(line));
}

describe('the README configuration table', () => {
  it('is the declared settings, each with its default and doc: none missing, none extra, none drifted', () => {
    const declared = CONFIG_DOCS.map((doc) => `| \`${doc.name}\` | ${doc.default} | ${doc.description} |`);
    expect(readmeRows().sort()).toEqual(declared.sort());
  });
});
