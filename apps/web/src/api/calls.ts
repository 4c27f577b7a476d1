import type {
  AccountSettings,
  AccountSettingsChanges,
  AddedItems,
  Album,
  AlbumChanges,
  AlbumInvite,
  AlbumItemPage,
  AlbumMembers,
  AlbumPage,
  AlbumType,
  AppConfig,
  Avatar,
  AvatarUploadPolicy,
  BillingPlans,
  Collection,
  CollectionId,
  ConnectedAppPage,
  ContactForm,
  Download,
  EmailSenderPage,
  EmailShield,
  ExistsAnswer,
  Frame,
  FrameChanges,
  FrameClaim,
  FrameGift,
  FrameSourceId,
  Frames,
  Friend,
  Friends,
  HeldMails,
  IsLoggedIn,
  ItemChanges,
  ItemIds,
  LibraryItem,
  LibraryPage,
  LibrarySort,
  LibrarySummary,
  Locale,
  Membership,
  Message,
  MessagePage,
  NewFrameGift,
  NewMessage,
  NotificationPage,
  PasswordChangeForm,
  Profile,
  ProfileEditForm,
  RatioFilter,
  RedirectAnswer,
  SignUpForm,
  Subscription,
  Subscriptions,
  Tag,
  TypeFilter,
  UnreadCount,
  VideoStorage,
} from '@kinframe/contract';
import { ApiError, DEFAULT_RETRY, request } from './client.ts';
import { mapErrorResponse, networkError } from './error-mapping.ts';

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

export function getProfile(): Promise<Profile> {
  return request('user/profile/edit/');
}

export function updateSettings(changes: AccountSettingsChanges): Promise<AccountSettings> {
  return request('v3/users/settings', { method: 'PUT', payload: { json: changes } });
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

// Albums, collections and shared albums (spec sections 2, 3, 4, 6): JSON under v3/, shapes from the contract.

export function getAlbums(
  query: { type?: AlbumType; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<AlbumPage> {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.cursor !== undefined) params.set('cursor', query.cursor);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return request(`v3/albums?${params.toString()}`, { signal });
}

export function createAlbum(album: { name: string; isShared?: boolean; itemIds?: number[] }): Promise<Album> {
  return request('v3/albums', { method: 'POST', payload: { json: album } });
}

export function getAlbum(id: number, signal?: AbortSignal): Promise<Album> {
  return request(`v3/albums/${id}`, { signal });
}

export function changeAlbum(id: number, changes: AlbumChanges): Promise<Album> {
  return request(`v3/albums/${id}`, { method: 'PATCH', payload: { json: changes } });
}

export function deleteAlbum(id: number): Promise<unknown> {
  return request(`v3/albums/${id}`, { method: 'DELETE' });
}

export function getAlbumItems(
  id: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<AlbumItemPage> {
  const params = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor !== undefined) params.set('cursor', page.cursor);
  return request(`v3/albums/${id}/items?${params.toString()}`, { signal });
}

export function addAlbumItems(id: number, itemIds: number[]): Promise<AddedItems> {
  return request(`v3/albums/${id}/items`, { method: 'POST', payload: { json: { itemIds } satisfies ItemIds } });
}

export function removeAlbumItems(id: number, itemIds: number[]): Promise<unknown> {
  return request(`v3/albums/${id}/items/remove`, {
    method: 'POST',
    payload: { json: { itemIds } satisfies ItemIds },
  });
}

export function moveAlbumItem(id: number, move: { itemId: number; beforeItemId: number | null }): Promise<unknown> {
  return request(`v3/albums/${id}/items/move`, { method: 'POST', payload: { json: move } });
}

/** Into the asking person's library, or into one of their albums when albumId is given. */
export function copyAlbumItems(id: number, itemIds: number[], albumId?: number): Promise<unknown> {
  return request(`v3/albums/${id}/items/copy`, {
    method: 'POST',
    payload: { json: albumId === undefined ? { itemIds } : { itemIds, albumId } },
  });
}

export function getAlbumMembers(id: number, signal?: AbortSignal): Promise<AlbumMembers> {
  return request(`v3/albums/${id}/members`, { signal });
}

export function inviteAlbumMembers(id: number, invitees: string[]): Promise<AlbumMembers> {
  return request(`v3/albums/${id}/members`, { method: 'POST', payload: { json: { invitees } } });
}

export function resendAlbumInvite(id: number, memberId: number): Promise<unknown> {
  return request(`v3/albums/${id}/members/${memberId}/resend`, { method: 'POST' });
}

/** Withdraws an invitation or removes a member: the same call, the member's status tells which. */
export function removeAlbumMember(id: number, memberId: number): Promise<unknown> {
  return request(`v3/albums/${id}/members/${memberId}`, { method: 'DELETE' });
}

export function leaveAlbum(id: number): Promise<unknown> {
  return request(`v3/albums/${id}/leave`, { method: 'POST' });
}

export async function getAlbumInvites(signal?: AbortSignal): Promise<AlbumInvite[]> {
  const answer = await request<{ invites: AlbumInvite[] }>('v3/album-invites', { signal });
  return answer.invites;
}

/** Joins the invitation a mail's sign-up link carried to the new account (the address may differ). */
export function claimAlbumInvite(token: string): Promise<unknown> {
  return request('v3/album-invites/claim', { method: 'POST', payload: { json: { token } } });
}

export function respondToAlbumInvite(id: number, answer: 'accept' | 'decline'): Promise<unknown> {
  return request(`v3/album-invites/${id}/${answer}`, { method: 'POST' });
}

export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const answer = await request<{ collections: Collection[] }>('v3/collections', { signal });
  return answer.collections;
}

export function getCollectionItems(
  id: CollectionId,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<LibraryPage> {
  const params = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor !== undefined) params.set('cursor', page.cursor);
  return request(`v3/collections/${id}/items?${params.toString()}`, { signal });
}

// Frames (spec sections 2, 4, 9): JSON under v3/frames and v3/frame-gifts, shapes from the contract.

export function getFrames(signal?: AbortSignal): Promise<Frames> {
  return request('v3/frames', { signal });
}

/** Pairs the frame showing `code` with the account. */
export function claimFrame(claim: FrameClaim): Promise<Frame> {
  return request('v3/frames/claim', { method: 'POST', payload: { json: claim } });
}

/** Connects a frame handed over as a gift to the device now showing `code`. */
export function reconnectFrame({ id, code }: { id: number; code: string }): Promise<Frame> {
  return request(`v3/frames/${id}/reconnect`, { method: 'POST', payload: { json: { code } } });
}

export function changeFrame(id: number, changes: FrameChanges): Promise<Frame> {
  return request(`v3/frames/${id}`, { method: 'PATCH', payload: { json: changes } });
}

/** The frame forgets its token and goes back to its pairing screen. */
export function removeFrame(id: number): Promise<unknown> {
  return request(`v3/frames/${id}`, { method: 'DELETE' });
}

/** `sourceId`: an album's number or a collection's id. */
export function assignToFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return request(`v3/frames/${id}/albums/${encodeURIComponent(sourceId)}`, { method: 'PUT' });
}

export function unassignFromFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return request(`v3/frames/${id}/albums/${encodeURIComponent(sourceId)}`, { method: 'DELETE' });
}

/** Pairs the frame for the giver with the chosen albums; the recipient gets a mail with the link. */
export function giveFrame(gift: NewFrameGift): Promise<Frame> {
  return request('v3/frame-gifts', { method: 'POST', payload: { json: gift } });
}

export function getFrameGift(token: string, signal?: AbortSignal): Promise<FrameGift> {
  return request(`v3/frame-gifts/${encodeURIComponent(token)}`, { signal });
}

export function acceptFrameGift(token: string): Promise<Frame> {
  return request(`v3/frame-gifts/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

// Billing: the membership screen, the Plus offer, Stripe Checkout and portal, contact-us.

export function getMembership(): Promise<Membership> {
  return request('v3/membership');
}

export function getBillingPlans(): Promise<BillingPlans> {
  return request('v3/billing/plans');
}

/** Where to send the browser to pay; Stripe sends it back to `returnPath` with `checkout=...` added. */
export function startCheckout(returnPath: string): Promise<RedirectAnswer> {
  return request('v3/billing/checkout', { method: 'POST', payload: { json: { returnPath } } });
}

export function openBillingPortal(returnPath: string): Promise<RedirectAnswer> {
  return request('v3/billing/portal', { method: 'POST', payload: { json: { returnPath } } });
}

export function sendContactForm(form: ContactForm): Promise<unknown> {
  return request('v3/contact', { method: 'POST', payload: { json: form } });
}

// The account: profile, password, profile picture, deletion and settings.

/** Form fields left undefined are not sent, so they stay as they are. */
function definedFields(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function editProfile(form: ProfileEditForm): Promise<Profile> {
  return request('user/profile/edit/', { method: 'POST', payload: { form: definedFields(form) } });
}

/** Opens the link mailed to prove an address; the answer is the profile as it now is. */
export function confirmEmail(token: string): Promise<Profile> {
  return request('v3/users/email/confirm', { method: 'POST', payload: { json: { token } } });
}

/** Mails the link again, for the address still to be proved. */
export function sendEmailLink(): Promise<unknown> {
  return request('v3/users/email/link', { method: 'POST', payload: { json: {} } });
}

/** Keeps the login address as it is: the pending new one is dropped. */
export function cancelEmailChange(): Promise<Profile> {
  return request('v3/users/email/pending', { method: 'DELETE' });
}

export function changePassword(form: PasswordChangeForm): Promise<unknown> {
  return request('v3/users/password', { method: 'POST', payload: { json: form } });
}

/** Ends the account; the server clears the session cookie with it. */
export function deleteAccount(password: string): Promise<unknown> {
  return request('v3/users/delete', { method: 'POST', payload: { json: { password } } });
}

export function getAvatar(): Promise<Avatar> {
  return request('v3/avatar');
}

export function getAvatarUploadPolicy(): Promise<AvatarUploadPolicy> {
  return request('v3/avatar/upload-policy');
}

/**
 * The file goes straight to storage (S3, or our own storage endpoint), as the policy says: its fields
 * first, the file last, and no credentials: the signed policy is the permission.
 */
export async function uploadToPolicy(policy: AvatarUploadPolicy['uploadPolicy'], file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(policy.url, { method: 'POST', body: form, credentials: 'omit' });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // S3 answers XML; its words are not for the person, the status says enough.
    }
    throw mapErrorResponse(response.status, body);
  }
}

export function activateAvatar(uploadId: string): Promise<Avatar> {
  return request('v3/avatar/activate', { method: 'POST', payload: { json: { uploadId } } });
}

export function deleteAvatar(): Promise<Avatar> {
  return request('v3/avatar', { method: 'DELETE' });
}

export function getAccountSettings(): Promise<AccountSettings> {
  return request('v3/users/settings');
}

/** The email shield travels form-encoded, as spec section 7 writes it; -1 is "no album". */
export function saveEmailShield(changes: Partial<EmailShield>): Promise<EmailShield> {
  return request('user/email/allow_list/settings/', {
    method: 'POST',
    payload: {
      form: definedFields({
        email_filter: changes.email_filter === undefined ? undefined : String(changes.email_filter),
        email_slideshow_id: changes.email_slideshow_id === undefined ? undefined : String(changes.email_slideshow_id),
      }),
    },
  });
}

function pageParams(cursor: string | undefined, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== undefined) params.set('cursor', cursor);
  return params.toString();
}

export function getEmailSenders(cursor?: string, limit = 50): Promise<EmailSenderPage> {
  return request(`v3/users/email-senders?${pageParams(cursor, limit)}`);
}

export function removeEmailSender(id: number): Promise<unknown> {
  return request(`v3/users/email-senders/${id}`, { method: 'DELETE' });
}

/** Mails held by the email shield until their sender is approved or denied. */
export function getHeldMails(cursor?: string, limit = 50): Promise<HeldMails> {
  return request(`v3/held-mails?${pageParams(cursor, limit)}`);
}

/** Approve: the sender joins the allow-list and the photos come in. Deny: they are discarded, the sender blocked. */
export function answerHeldMail(id: number, answer: 'approve' | 'deny'): Promise<unknown> {
  return request(`v3/held-mails/${id}/${answer}`, { method: 'POST', payload: { json: {} } });
}

export function getConnectedApps(cursor?: string, limit = 50): Promise<ConnectedAppPage> {
  return request(`v3/users/connected-apps?${pageParams(cursor, limit)}`);
}

export function disconnectApp(id: number): Promise<unknown> {
  return request(`v3/users/connected-apps/${id}`, { method: 'DELETE' });
}

export function getNotifications(cursor?: string, limit = 30): Promise<NotificationPage> {
  return request(`v3/notifications?${pageParams(cursor, limit)}`);
}

/** Marks these notifications read, or all of them; answers the unread count left. */
export function markNotificationsRead(read: { ids: number[] } | { all: true }): Promise<UnreadCount> {
  return request('v3/notifications/read', { method: 'POST', payload: { json: read } });
}

// Friends and family, and private photo messages (spec sections 2, 3, 4, 8).

export function getFriends(): Promise<Friends> {
  return request('v3/friends');
}

/** By email or username, several at once; answers the whole list as it now stands. */
export function inviteFriends(invitees: string[]): Promise<Friends> {
  return request('v3/friends/invitations', { method: 'POST', payload: { json: { invitees } } });
}

/** A request mailed before the account existed, tied to it after sign-up. */
export function claimFriendRequest(token: string): Promise<Friends> {
  return request('v3/friends/claim', { method: 'POST', payload: { json: { token } } });
}

/** The private nickname only its owner sees; empty clears it. */
export function renameFriend(id: number, nickname: string): Promise<Friend> {
  return request(`v3/friends/${id}`, { method: 'PATCH', payload: { json: { nickname } } });
}

/** Removes a friend, or withdraws a request not yet answered. */
export function removeFriend(id: number): Promise<unknown> {
  return request(`v3/friends/${id}`, { method: 'DELETE' });
}

export function resendFriendRequest(id: number): Promise<unknown> {
  return request(`v3/friends/${id}/resend`, { method: 'POST', payload: { json: {} } });
}

export function respondToFriendRequest(id: number, accept: boolean): Promise<Friends> {
  return request(`v3/friends/${id}/respond`, { method: 'POST', payload: { json: { accept } } });
}

export function getMessages(friendId: number, cursor?: string): Promise<MessagePage> {
  return request(`v3/friends/${friendId}/messages?${pageParams(cursor, 30)}`);
}

export function sendMessage(friendId: number, message: NewMessage): Promise<Message> {
  return request(`v3/friends/${friendId}/messages`, { method: 'POST', payload: { json: message } });
}
