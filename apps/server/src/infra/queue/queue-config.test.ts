import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const base = { DATA_DIR: '/tmp/kinframe-config-test', SESSION_SECRET: 'x'.repeat(40) };

describe('the QUEUE setting', () => {
  it('defaults to the embedded queue on SQLite and to pg-boss on PostgreSQL', () => {
    expect(loadConfig(base).queue.provider).toBe('embedded');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/kinframe' }).queue.provider).toBe('pg-boss');
  });

  it('keeps the embedded queue on PostgreSQL when asked', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://db/kinframe', QUEUE: 'embedded' });
    expect(config.queue.provider).toBe('embedded');
  });

  it('refuses pg-boss on SQLite with a clear error', () => {
    expect(() => loadConfig({ ...base, QUEUE: 'pg-boss' })).toThrow(
      'Invalid configuration: QUEUE="pg-boss": pg-boss needs PostgreSQL: set DATABASE_URL, or use QUEUE=embedded with SQLite',
    );
  });
});
