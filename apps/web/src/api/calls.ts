import type {
  AppConfig,
  Download,
  ExistsAnswer,
  Features,
  IsLoggedIn,
  ItemChanges,
  ItemIds,
  LibraryItem,
  LibraryPage,
  LibrarySort,
  LibrarySummary,
  Locale,
  Profile,
  RatioFilter,
  SignUpForm,
  Subscription,
  Subscriptions,
  Tag,
  TypeFilter,
  UserSettings,
  VideoStorage,
} from '@kinframe/contract';
import { ApiError, DEFAULT_RETRY, request } from './client.ts';

/** The calls of spec section 7 that getting in and knowing the account need, at their exact paths. */

export function getAppConfig(): Promise<AppConfig> {
  return request('v3/app-config');
}

export function getIsLoggedIn(): Promise<IsLoggedIn> {
  return request('v3/is-logged-in');
}

export function logIn(email: string, password: string): Promise<unknown> {
  return request('www-login/', {
    method: 'POST',
    payload: { multipart: { email, password } },
    headers: { 'x-webapp-version': '2' },
  });
}

export function signOut(): Promise<unknown> {
  return request('sign_out/');
}

/** The username travels with the product's mail domain appended, as the account's own address. */
export function toAccountUsername(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}

export function checkExists(
  fields: { email?: string; username?: string },
  signal?: AbortSignal,
): Promise<ExistsAnswer> {
  const form: Record<string, string> = {};
  if (fields.email !== undefined) form.email = fields.email;
  if (fields.username !== undefined) form.username = fields.username;
  // Asking changes nothing on the server, so a lost connection may be retried like a read.
  return request('user/exists/json/', { method: 'POST', payload: { form }, signal, retry: DEFAULT_RETRY });
}

export function signUp(form: SignUpForm): Promise<unknown> {
  const fields = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return request('v3/users/', { method: 'POST', payload: { form: fields } });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return request('v3/password/retrieval/', { method: 'POST', payload: { form: { email } } });
}

export function validateResetToken(token: string): Promise<unknown> {
  return request('v2/reset_pwd/validate/', { method: 'POST', payload: { form: { token } } });
}

export function resetPassword(token: string, password: string, passwordConfirm: string): Promise<unknown> {
  return request('v2/reset_pwd/', {
    method: 'POST',
    payload: { form: { token, password, password_confirm: passwordConfirm } },
  });
}

/** The active subscription, or null for none; the older path answers when the newer one fails. */
export async function getActiveSubscription(): Promise<Subscription | null> {
  let answer: Subscriptions;
  try {
    answer = await request<Subscriptions>('v3/subscriptions?active=true');
  } catch (error) {
    if (error instanceof ApiError && (error.isUnauthorized || error.isCancelled)) throw error;
    answer = await request<Subscriptions>('subscriptions/user/');
  }
  return answer.data[0] ?? null;
}

export function getFeatures(): Promise<Features> {
  return request('v3/features');
}

export function getProfile(): Promise<Profile> {
  return request('user/profile/edit/');
}

export function updateSettings(settings: UserSettings): Promise<unknown> {
  return request('v3/users/settings', { method: 'PUT', payload: { json: settings } });
}

export function saveLanguage(language: Locale): Promise<unknown> {
  return updateSettings({ language });
}

// The library (spec sections 2, 3 and 4): JSON under v3/library/, shapes from the contract.

/** The filters the listing and its summary share; the cursor and page size belong to items only. */
export interface LibraryFilters {
  type: TypeFilter;
  ratio: RatioFilter;
  sort: LibrarySort;
  tag?: number;
  favourites?: boolean;
}

function libraryParams(filters: LibraryFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ type: filters.type, ratio: filters.ratio, sort: filters.sort, ...extra });
  if (filters.tag !== undefined) params.set('tag', String(filters.tag));
  if (filters.favourites) params.set('favourites', 'true');
  return params.toString();
}

export function getLibraryPage(
  filters: LibraryFilters,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<LibraryPage> {
  const extra: Record<string, string> = { limit: String(page.limit) };
  if (page.cursor !== undefined) extra.cursor = page.cursor;
  return request(`v3/library/items?${libraryParams(filters, extra)}`, { signal });
}

export function getLibrarySummary(filters: LibraryFilters, signal?: AbortSignal): Promise<LibrarySummary> {
  return request(`v3/library/summary?${libraryParams(filters)}`, { signal });
}

export function getLibraryItem(id: number, signal?: AbortSignal): Promise<LibraryItem> {
  return request(`v3/library/items/${id}`, { signal });
}

export function changeLibraryItem(id: number, changes: ItemChanges): Promise<LibraryItem> {
  return request(`v3/library/items/${id}`, { method: 'PATCH', payload: { json: changes } });
}

export function deleteLibraryItems(itemIds: number[]): Promise<{ deleted: number }> {
  return request('v3/library/items/delete', { method: 'POST', payload: { json: { itemIds } satisfies ItemIds } });
}

export async function getTags(): Promise<Tag[]> {
  const answer = await request<{ tags: Tag[] }>('v3/library/tags');
  return answer.tags;
}

export function createTag(name: string): Promise<Tag> {
  return request('v3/library/tags', { method: 'POST', payload: { json: { name } } });
}

export function renameTag(id: number, name: string): Promise<Tag> {
  return request(`v3/library/tags/${id}`, { method: 'PATCH', payload: { json: { name } } });
}

export function deleteTag(id: number): Promise<unknown> {
  return request(`v3/library/tags/${id}`, { method: 'DELETE' });
}

export function tagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return request(`v3/library/tags/${tagId}/items`, {
    method: 'POST',
    payload: { json: { itemIds } satisfies ItemIds },
  });
}

export function untagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return request(`v3/library/tags/${tagId}/items/remove`, {
    method: 'POST',
    payload: { json: { itemIds } satisfies ItemIds },
  });
}

export function requestDownload(itemIds: number[]): Promise<Download> {
  return request('v3/library/downloads', { method: 'POST', payload: { json: { itemIds } satisfies ItemIds } });
}

export function getDownload(id: number): Promise<Download> {
  return request(`v3/library/downloads/${id}`);
}

export function getVideoStorage(): Promise<VideoStorage> {
  return request('v3/library/video-storage');
}
