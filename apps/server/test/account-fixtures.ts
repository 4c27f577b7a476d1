import type { Album, LibraryItem } from '@kinframe/contract';
import { expect } from 'vitest';
import type { Person } from './frame-fixtures.ts';
import { uploadFile } from './library-fixtures.ts';

/** A photo through the real upload call: stored under its content key, processed by the worker. */
export async function uploadPhoto(person: Person, bytes: Buffer, name = 'photo.jpg'): Promise<LibraryItem> {
  const response = await uploadFile(person.client, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { item: LibraryItem }).item;
}

/** Any album: a shared one starts from at least one of the owner's items. */
export async function createAlbum(person: Person, body: { name: string; isShared?: boolean; itemIds?: number[] }) {
  const response = await person.client.postJson('/api/v3/albums', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Album;
}
