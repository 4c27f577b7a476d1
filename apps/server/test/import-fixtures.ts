import type { Import, ImportPartPolicy, LibraryItem } from '@kinframe/contract';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import type { TestApp } from './harness.ts';

export const IMPORTS = '/api/v3/imports';

/** A Takeout sidecar, as Google writes it (geoData: where Google Photos places it). */
export function sidecar(
  title: string,
  takenAt: string,
  description = '',
  geoData = { latitude: 0, longitude: 0, altitude: 0 },
) {
  return JSON.stringify({
    title,
    description,
    photoTakenTime: { timestamp: String(Date.parse(takenAt) / 1000), formatted: takenAt },
    geoData: { ...geoData, latitudeSpan: 0, longitudeSpan: 0 },
  });
}

/** An import announced, its parts posted as a browser does (no cookie, the policy's fields), and started. */
export async function importArchive(
  t: TestApp,
  client: TestClient,
  format: Import['format'],
  parts: Buffer[],
  options: { includeStories?: boolean } = {},
): Promise<Import> {
  const created = await client.postJson(IMPORTS, {
    format,
    parts: parts.map((bytes, index) => ({ name: `archive-${index + 1}.zip`, sizeBytes: bytes.length })),
    ...options,
  });
  expect(created.statusCode).toBe(200);
  const row = created.json() as Import;
  expect(row.state).toBe('uploading');
  for (const [index, bytes] of parts.entries()) {
    const policy = (await client.get(`${IMPORTS}/${row.id}/parts/${index}/upload-policy`)).json() as ImportPartPolicy;
    const posted = await t
      .client()
      .uploadFile(policy.uploadPolicy.url, { name: `archive-${index + 1}.zip`, bytes }, policy.uploadPolicy.fields, {
        csrf: false,
      });
    expect(posted.statusCode).toBe(204);
  }
  const started = await client.postJson(`${IMPORTS}/${row.id}/start`, {});
  expect(started.statusCode).toBe(200);
  return started.json() as Import;
}

/** Polls an import (sending due runs as a worker's tick does) until it ends. */
export async function untilFinished(t: TestApp, client: TestClient, importId: number): Promise<Import> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    await t.services.importsTick();
    const row = (await client.get(`${IMPORTS}/${importId}`)).json() as Import;
    if (row.state === 'done' || row.state === 'failed' || row.state === 'cancelled') {
      await t.services.importsTick();
      return (await client.get(`${IMPORTS}/${importId}`)).json() as Import;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`import ${importId} did not finish`);
}

export async function libraryOf(client: TestClient): Promise<LibraryItem[]> {
  return ((await client.get('/api/v3/library/items?limit=200')).json() as { items: LibraryItem[] }).items;
}
