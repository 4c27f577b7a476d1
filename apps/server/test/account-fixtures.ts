import type { Album, LibraryItem } from '@kinframe/contract';
import { expect } from 'vitest';
import type { Person } from './frame-fixtures.ts';
import { GOOD_PASSWORD, type TestApp } from './harness.ts';
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

/**
 * Signs someone up over HTTP as the web app does (the captcha is off in tests), from a client address
 * of their own, as Nina New; the account then gets Plus, since a new one is Lite and the app is Plus's.
 */
export async function signUpWithPlus(t: TestApp, email: string) {
  const client = t.client(`10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const response = await client.postForm('/api/v3/users/', {
    username: `${t.uniqueName('newcomer')}@kinframe.local`,
    password: GOOD_PASSWORD,
    firstName: 'Nina',
    lastName: 'New',
    country: 'SE',
    email,
    token: 'captcha-token',
  });
  expect(response.statusCode, response.body).toBe(200);
  const user = await t.services.accounts.findByEmail(email);
  await t.services.billing.setPlan(user?.id ?? 0, 'plus');
  return client;
}
