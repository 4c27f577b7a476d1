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
  CollectionItemPage,
  ConnectedAlbum,
  ConnectedAlbumList,
  ConnectedAlbumProvider,
  ConnectorList,
  ConnectorProvider,
  ConnectReturn,
  ConnectStarted,
  ContactForm,
  CreateAccountImport,
  CreateImport,
  Download,
  DropboxFolderList,
  EditRecipe,
  EmailSenderPage,
  EmailShield,
  ExistsAnswer,
  FocusPoint,
  Frame,
  FrameChanges,
  FrameClaim,
  FrameCommand,
  FrameCommandSent,
  FrameGift,
  FrameItems,
  FrameItemsRemoved,
  FrameItemsSent,
  FrameSourceId,
  Frames,
  Friend,
  Friends,
  HeldMails,
  Import,
  ImportList,
  ImportPartPolicy,
  ImportProvider,
  ImportRefusalPage,
  IsLoggedIn,
  ItemChanges,
  ItemDetails,
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
  RefusedFilePage,
  SavedMessageItems,
  ShopSignIn,
  SignUpForm,
  SourceAlbumList,
  Subscription,
  Subscriptions,
  Tag,
  TypeFilter,
  UnreadCount,
  VideoStorage,
  WeatherPlaces,
} from '@kinframe/contract';
import { ApiError, DEFAULT_RETRY } from './client.ts';
import { mapErrorResponse, networkError } from './error-mapping.ts';
import { call } from './typed.ts';
import { postFormWithProgress, type UploadOptions } from './upload.ts';

/** The calls of spec section 7 that getting in and knowing the account need, at their exact paths. */

export function getAppConfig(): Promise<AppConfig> {
  return call('get', '/api/v3/app-config');
}

export function getIsLoggedIn(): Promise<IsLoggedIn> {
  return call('get', '/api/v3/is-logged-in');
}

export function logIn(email: string, password: string): Promise<unknown> {
  return call('post', '/api/www-login/', { multipart: { email, password }, headers: { 'x-webapp-version': '2' } });
}

export function signOut(): Promise<unknown> {
  return call('get', '/api/sign_out/');
}

/** The username travels with the product's mail domain appended, as the account's own address. */
export function toAccountUsername(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}

export function checkExists(
  fields: { email?: string; username?: string },
  signal?: AbortSignal,
): Promise<ExistsAnswer> {
  // Asking changes nothing on the server, so a lost connection may be retried like a read.
  return call('post', '/api/user/exists/json/', { form: fields, signal, retry: DEFAULT_RETRY });
}

export function signUp(form: SignUpForm): Promise<unknown> {
  return call('post', '/api/v3/users/', { form });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return call('post', '/api/v3/password/retrieval/', { form: { email } });
}

export function validateResetToken(token: string): Promise<unknown> {
  return call('post', '/api/v2/reset_pwd/validate/', { form: { token } });
}

export function resetPassword(token: string, password: string, passwordConfirm: string): Promise<unknown> {
  return call('post', '/api/v2/reset_pwd/', { form: { token, password, password_confirm: passwordConfirm } });
}

/** The active subscription, or null for none; the older path answers when the newer one fails. */
export async function getActiveSubscription(): Promise<Subscription | null> {
  let answer: Subscriptions;
  try {
    answer = await call('get', '/api/v3/subscriptions', { query: { active: 'true' } });
  } catch (error) {
    if (error instanceof ApiError && (error.isUnauthorized || error.isCancelled)) throw error;
    answer = await call('get', '/api/subscriptions/user/');
  }
  return answer.data[0] ?? null;
}

export function getProfile(): Promise<Profile> {
  return call('get', '/api/user/profile/edit/');
}

export function updateSettings(changes: AccountSettingsChanges): Promise<AccountSettings> {
  return call('put', '/api/v3/users/settings', { json: changes });
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

function libraryQuery(filters: LibraryFilters) {
  const { type, ratio, sort, tag } = filters;
  // A boolean is sent as "true"; false is left out, as the server's default.
  return { type, ratio, sort, tag, favourites: filters.favourites || undefined };
}

export function getLibraryPage(
  filters: LibraryFilters,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<LibraryPage> {
  return call('get', '/api/v3/library/items', { query: { ...libraryQuery(filters), ...page }, signal });
}

export function getLibrarySummary(
  filters: LibraryFilters,
  options: { withShapes: boolean },
  signal?: AbortSignal,
): Promise<LibrarySummary> {
  const query = { ...libraryQuery(filters), shapes: options.withShapes || undefined };
  return call('get', '/api/v3/library/summary', { query, signal });
}

export function getLibraryItem(id: number, signal?: AbortSignal): Promise<LibraryItem> {
  return call('get', '/api/v3/library/items/{id}', { path: { id: String(id) }, signal });
}

/** What the viewer's info panel adds to an item: the albums that hold it and how it came. */
export function getItemDetails(id: number, signal?: AbortSignal): Promise<ItemDetails> {
  return call('get', '/api/v3/library/items/{id}/details', { path: { id: String(id) }, signal });
}

export function changeLibraryItem(id: number, changes: ItemChanges): Promise<LibraryItem> {
  return call('patch', '/api/v3/library/items/{id}', { path: { id: String(id) }, json: changes });
}

/** Saves an edit of the item (the original stays as uploaded); its renditions are remade meanwhile. */
export function editLibraryItem(id: number, edit: EditRecipe): Promise<LibraryItem> {
  return call('put', '/api/v3/library/items/{id}/edit', { path: { id: String(id) }, json: edit });
}

/** Back to the original as uploaded. */
export function revertLibraryItem(id: number): Promise<LibraryItem> {
  return call('delete', '/api/v3/library/items/{id}/edit', { path: { id: String(id) } });
}

/** Sets the point of a photo that frames keep in view (fractions of the upright original). */
export function setLibraryItemFocus(id: number, focus: FocusPoint): Promise<LibraryItem> {
  return call('put', '/api/v3/library/items/{id}/focus', { path: { id: String(id) }, json: focus });
}

/** Back to automatic: frames crop where the eye goes. */
export function resetLibraryItemFocus(id: number): Promise<LibraryItem> {
  return call('delete', '/api/v3/library/items/{id}/focus', { path: { id: String(id) } });
}

/** "Save as a copy": a new item of the same original with this edit; the item itself stays as it is. */
export function copyLibraryItem(id: number, edit: EditRecipe): Promise<LibraryItem> {
  return call('post', '/api/v3/library/items/{id}/copy', { path: { id: String(id) }, json: { edit } });
}

export function favouriteLibraryItems(itemIds: number[], isFavourite: boolean): Promise<{ updated: number }> {
  return call('post', '/api/v3/library/items/favourite', { json: { itemIds, isFavourite } });
}

export function deleteLibraryItems(itemIds: number[]): Promise<{ deleted: number }> {
  return call('post', '/api/v3/library/items/delete', { json: { itemIds } });
}

export async function getTags(): Promise<Tag[]> {
  const answer = await call('get', '/api/v3/library/tags');
  return answer.tags;
}

export function createTag(name: string): Promise<Tag> {
  return call('post', '/api/v3/library/tags', { json: { name } });
}

export function renameTag(id: number, name: string): Promise<Tag> {
  return call('patch', '/api/v3/library/tags/{id}', { path: { id: String(id) }, json: { name } });
}

export function deleteTag(id: number): Promise<unknown> {
  return call('delete', '/api/v3/library/tags/{id}', { path: { id: String(id) } });
}

export function tagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/library/tags/{id}/items', { path: { id: String(tagId) }, json: { itemIds } });
}

export function untagItems(tagId: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/library/tags/{id}/items/remove', { path: { id: String(tagId) }, json: { itemIds } });
}

export function requestDownload(itemIds: number[]): Promise<Download> {
  return call('post', '/api/v3/library/downloads', { json: { itemIds } });
}

export function getDownload(id: number): Promise<Download> {
  return call('get', '/api/v3/library/downloads/{id}', { path: { id: String(id) } });
}

export function getVideoStorage(): Promise<VideoStorage> {
  return call('get', '/api/v3/library/video-storage');
}

// Albums, collections and shared albums (spec sections 2, 3, 4, 6): JSON under v3/, shapes from the contract.

export function getAlbums(
  query: { type?: AlbumType; cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<AlbumPage> {
  return call('get', '/api/v3/albums', { query, signal });
}

export function createAlbum(album: { name: string; isShared?: boolean; itemIds?: number[] }): Promise<Album> {
  return call('post', '/api/v3/albums', { json: album });
}

export function getAlbum(id: number, signal?: AbortSignal): Promise<Album> {
  return call('get', '/api/v3/albums/{id}', { path: { id: String(id) }, signal });
}

export function changeAlbum(id: number, changes: AlbumChanges): Promise<Album> {
  return call('patch', '/api/v3/albums/{id}', { path: { id: String(id) }, json: changes });
}

export function deleteAlbum(id: number): Promise<unknown> {
  return call('delete', '/api/v3/albums/{id}', { path: { id: String(id) } });
}

export function getAlbumItems(
  id: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<AlbumItemPage> {
  return call('get', '/api/v3/albums/{id}/items', { path: { id: String(id) }, query: page, signal });
}

export function addAlbumItems(id: number, itemIds: number[]): Promise<AddedItems> {
  return call('post', '/api/v3/albums/{id}/items', { path: { id: String(id) }, json: { itemIds } });
}

export function removeAlbumItems(id: number, itemIds: number[]): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/remove', { path: { id: String(id) }, json: { itemIds } });
}

export function moveAlbumItem(id: number, move: { itemId: number; beforeItemId: number | null }): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/move', { path: { id: String(id) }, json: move });
}

/** Into the asking person's library, or into one of their albums when albumId is given. */
export function copyAlbumItems(id: number, itemIds: number[], albumId?: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/items/copy', {
    path: { id: String(id) },
    json: albumId === undefined ? { itemIds } : { itemIds, albumId },
  });
}

export function getAlbumMembers(id: number, signal?: AbortSignal): Promise<AlbumMembers> {
  return call('get', '/api/v3/albums/{id}/members', { path: { id: String(id) }, signal });
}

export function inviteAlbumMembers(id: number, invitees: string[]): Promise<AlbumMembers> {
  return call('post', '/api/v3/albums/{id}/members', { path: { id: String(id) }, json: { invitees } });
}

export function resendAlbumInvite(id: number, memberId: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/members/{memberId}/resend', {
    path: { id: String(id), memberId: String(memberId) },
  });
}

/** Withdraws an invitation or removes a member: the same call, the member's status tells which. */
export function removeAlbumMember(id: number, memberId: number): Promise<unknown> {
  return call('delete', '/api/v3/albums/{id}/members/{memberId}', {
    path: { id: String(id), memberId: String(memberId) },
  });
}

export function leaveAlbum(id: number): Promise<unknown> {
  return call('post', '/api/v3/albums/{id}/leave', { path: { id: String(id) } });
}

export async function getAlbumInvites(signal?: AbortSignal): Promise<AlbumInvite[]> {
  const answer = await call('get', '/api/v3/album-invites', { signal });
  return answer.invites;
}

/** Joins the invitation a mail's sign-up link carried to the new account (the address may differ). */
export function claimAlbumInvite(token: string): Promise<unknown> {
  return call('post', '/api/v3/album-invites/claim', { json: { token } });
}

export function respondToAlbumInvite(id: number, answer: 'accept' | 'decline'): Promise<unknown> {
  const options = { path: { id: String(id) } };
  return answer === 'accept'
    ? call('post', '/api/v3/album-invites/{id}/accept', options)
    : call('post', '/api/v3/album-invites/{id}/decline', options);
}

export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const answer = await call('get', '/api/v3/collections', { signal });
  return answer.collections;
}

export function getCollectionItems(
  id: CollectionId,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<CollectionItemPage> {
  return call('get', '/api/v3/collections/{id}/items', { path: { id }, query: page, signal });
}

// Frames (spec sections 2, 4, 9): JSON under v3/frames and v3/frame-gifts, shapes from the contract.

export function getFrames(signal?: AbortSignal): Promise<Frames> {
  return call('get', '/api/v3/frames', { signal });
}

/** Pairs the frame showing `code` with the account. */
export function claimFrame(claim: FrameClaim): Promise<Frame> {
  return call('post', '/api/v3/frames/claim', { json: claim });
}

/** Connects a frame handed over as a gift to the device now showing `code`. */
export function reconnectFrame({ id, code }: { id: number; code: string }): Promise<Frame> {
  return call('post', '/api/v3/frames/{id}/reconnect', { path: { id: String(id) }, json: { code } });
}

export function changeFrame(id: number, changes: FrameChanges): Promise<Frame> {
  return call('patch', '/api/v3/frames/{id}', { path: { id: String(id) }, json: changes });
}

/** The frame forgets its token and goes back to its pairing screen. */
export function removeFrame(id: number): Promise<unknown> {
  return call('delete', '/api/v3/frames/{id}', { path: { id: String(id) } });
}

/** `sourceId`: an album's number or a collection's id. */
export function assignToFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return call('put', '/api/v3/frames/{id}/albums/{albumId}', { path: { id: String(id), albumId: sourceId } });
}

export function unassignFromFrame(id: number, sourceId: FrameSourceId): Promise<Frame> {
  return call('delete', '/api/v3/frames/{id}/albums/{albumId}', {
    path: { id: String(id), albumId: sourceId },
  });
}

/** Shows these photos on the frame, first in its playlist, with no album (sent again: first again). */
export function sendToFrame({ frameId, itemIds }: { frameId: number; itemIds: number[] }): Promise<FrameItemsSent> {
  return call('post', '/api/v3/frames/{id}/items', { path: { id: String(frameId) }, json: { itemIds } });
}

/** The remote control: the frame does it now, if it is listening (nothing is kept for later). */
export function commandFrame({
  frameId,
  command,
}: {
  frameId: number;
  command: FrameCommand;
}): Promise<FrameCommandSent> {
  return call('post', '/api/v3/frames/{id}/commands', { path: { id: String(frameId) }, json: command });
}

/** One page of what was sent to the frame, newest sent first. */
export function getFrameItems(
  frameId: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<FrameItems> {
  return call('get', '/api/v3/frames/{id}/items', { path: { id: String(frameId) }, query: page, signal });
}

/** Takes sent photos off the frame; they stay in the library. */
export function removeFromFrame({
  frameId,
  itemIds,
}: {
  frameId: number;
  itemIds: number[];
}): Promise<FrameItemsRemoved> {
  return call('post', '/api/v3/frames/{id}/items/remove', { path: { id: String(frameId) }, json: { itemIds } });
}

/** Takes every sent photo off the frame. */
export function clearFrameItems(frameId: number): Promise<FrameItemsRemoved> {
  return call('delete', '/api/v3/frames/{id}/items', { path: { id: String(frameId) } });
}

/** Pairs the frame for the giver with the chosen albums; the recipient gets a mail with the link. */
export function giveFrame(gift: NewFrameGift): Promise<Frame> {
  return call('post', '/api/v3/frame-gifts', { json: gift });
}

export function getFrameGift(token: string, signal?: AbortSignal): Promise<FrameGift> {
  return call('get', '/api/v3/frame-gifts/{token}', { path: { token }, signal });
}

export function acceptFrameGift(token: string): Promise<Frame> {
  return call('post', '/api/v3/frame-gifts/{token}/accept', { path: { token } });
}

// Billing: the membership screen, the Plus offer, Stripe Checkout and portal, contact-us.

export function getMembership(): Promise<Membership> {
  return call('get', '/api/v3/membership');
}

export function getBillingPlans(): Promise<BillingPlans> {
  return call('get', '/api/v3/billing/plans');
}

/** Where to send the browser to pay; Stripe sends it back to `returnPath` with `checkout=...` added. */
export function startCheckout(returnPath: string): Promise<RedirectAnswer> {
  return call('post', '/api/v3/billing/checkout', { json: { returnPath } });
}

export function openBillingPortal(returnPath: string): Promise<RedirectAnswer> {
  return call('post', '/api/v3/billing/portal', { json: { returnPath } });
}

/** The operator's shop: where the browser goes to be signed in there, a one-use token in the address. */
export function startShopSignIn(): Promise<ShopSignIn> {
  return call('post', '/api/v3/shop/sso', { json: {} });
}

export function sendContactForm(form: ContactForm): Promise<unknown> {
  return call('post', '/api/v3/contact', { json: form });
}

// The account: profile, password, profile picture, deletion and settings.

export function editProfile(form: ProfileEditForm): Promise<Profile> {
  return call('post', '/api/user/profile/edit/', { form });
}

/** Opens the link mailed to prove an address; the answer is the profile as it now is. */
export function confirmEmail(token: string): Promise<Profile> {
  return call('post', '/api/v3/users/email/confirm', { json: { token } });
}

/** Mails the link again, for the address still to be proved. */
export function sendEmailLink(): Promise<unknown> {
  return call('post', '/api/v3/users/email/link');
}

/** Keeps the login address as it is: the pending new one is dropped. */
export function cancelEmailChange(): Promise<Profile> {
  return call('delete', '/api/v3/users/email/pending');
}

export function changePassword(form: PasswordChangeForm): Promise<unknown> {
  return call('post', '/api/v3/users/password', { json: form });
}

/** Ends the account; the server clears the session cookie with it. */
export function deleteAccount(password: string): Promise<unknown> {
  return call('post', '/api/v3/users/delete', { json: { password } });
}

export function getAvatar(): Promise<Avatar> {
  return call('get', '/api/v3/avatar');
}

export function getAvatarUploadPolicy(): Promise<AvatarUploadPolicy> {
  return call('get', '/api/v3/avatar/upload-policy');
}

/** What storage (S3, or our own storage endpoint) takes with a signed policy: its fields first, the file last. */
function policyForm(policy: { fields: Record<string, string> }, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** The file goes straight to storage, as the policy says, with no credentials: the signed policy is the permission. */
export async function uploadToPolicy(policy: AvatarUploadPolicy['uploadPolicy'], file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(policy.url, { method: 'POST', body: policyForm(policy, file), credentials: 'omit' });
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
  return call('post', '/api/v3/avatar/activate', { json: { uploadId } });
}

export function deleteAvatar(): Promise<Avatar> {
  return call('delete', '/api/v3/avatar');
}

export function getAccountSettings(): Promise<AccountSettings> {
  return call('get', '/api/v3/users/settings');
}

/** The email shield travels form-encoded, as spec section 7 writes it; -1 is "no album". */
export function saveEmailShield(changes: Partial<EmailShield>): Promise<EmailShield> {
  return call('post', '/api/user/email/allow_list/settings/', {
    form: {
      email_filter: changes.email_filter === undefined ? undefined : String(changes.email_filter),
      email_slideshow_id: changes.email_slideshow_id === undefined ? undefined : String(changes.email_slideshow_id),
    },
  });
}

export function getEmailSenders(cursor?: string, limit = 50): Promise<EmailSenderPage> {
  return call('get', '/api/v3/users/email-senders', { query: { cursor, limit } });
}

export function removeEmailSender(id: number): Promise<unknown> {
  return call('delete', '/api/v3/users/email-senders/{id}', { path: { id: String(id) } });
}

/** Mails held by the email shield until their sender is approved or denied. */
export function getHeldMails(cursor?: string, limit = 50): Promise<HeldMails> {
  return call('get', '/api/v3/held-mails', { query: { cursor, limit } });
}

/** Approve: the sender joins the allow-list and the photos come in. Deny: they are discarded, the sender blocked. */
export function answerHeldMail(id: number, answer: 'approve' | 'deny'): Promise<unknown> {
  const options = { path: { id: String(id) } };
  return answer === 'approve'
    ? call('post', '/api/v3/held-mails/{id}/approve', options)
    : call('post', '/api/v3/held-mails/{id}/deny', options);
}

export function getNotifications(cursor?: string, limit = 30): Promise<NotificationPage> {
  return call('get', '/api/v3/notifications', { query: { cursor, limit } });
}

/** Marks these notifications read, or all of them; answers the unread count left. */
export function markNotificationsRead(read: { ids: number[] } | { all: true }): Promise<UnreadCount> {
  return call('post', '/api/v3/notifications/read', { json: read });
}

// Friends and family, and private photo messages (spec sections 2, 3, 4, 8).

export function getFriends(): Promise<Friends> {
  return call('get', '/api/v3/friends');
}

/** By email or username, several at once; answers the whole list as it now stands. */
export function inviteFriends(invitees: string[]): Promise<Friends> {
  return call('post', '/api/v3/friends/invitations', { json: { invitees } });
}

/** A request mailed before the account existed, tied to it after sign-up. */
export function claimFriendRequest(token: string): Promise<Friends> {
  return call('post', '/api/v3/friends/claim', { json: { token } });
}

/** The private nickname only its owner sees; empty clears it. */
export function renameFriend(id: number, nickname: string): Promise<Friend> {
  return call('patch', '/api/v3/friends/{id}', { path: { id: String(id) }, json: { nickname } });
}

/** Removes a friend, or withdraws a request not yet answered. */
export function removeFriend(id: number): Promise<unknown> {
  return call('delete', '/api/v3/friends/{id}', { path: { id: String(id) } });
}

export function resendFriendRequest(id: number): Promise<unknown> {
  return call('post', '/api/v3/friends/{id}/resend', { path: { id: String(id) } });
}

export function respondToFriendRequest(id: number, accept: boolean): Promise<Friends> {
  return call('post', '/api/v3/friends/{id}/respond', { path: { id: String(id) }, json: { accept } });
}

export function getMessages(friendId: number, cursor?: string): Promise<MessagePage> {
  return call('get', '/api/v3/friends/{id}/messages', { path: { id: String(friendId) }, query: { cursor, limit: 30 } });
}

export function sendMessage(friendId: number, message: NewMessage): Promise<Message> {
  return call('post', '/api/v3/friends/{id}/messages', { path: { id: String(friendId) }, json: message });
}

/** Photos a friend sent into the person's own library: the ones given, or all of the message's. */
export function saveMessagePhotos(friendId: number, messageId: number, itemIds?: number[]): Promise<SavedMessageItems> {
  return call('post', '/api/v3/friends/{id}/messages/{messageId}/save', {
    path: { id: String(friendId), messageId: String(messageId) },
    json: itemIds ? { itemIds } : {},
  });
}

/** Places named like `query` for a frame's weather, in the person's language (the server asks Open-Meteo). */
export function searchWeatherPlaces(query: string, signal?: AbortSignal): Promise<WeatherPlaces> {
  return call('get', '/api/v3/weather/places', { query: { q: query }, signal });
}

// Connected albums (a Dropbox folder in sync, photos picked in Google Photos): JSON under v3/connectors
// and v3/connected-albums. Only the server talks to the providers.

/** Every provider: whether this server offers it, and the person's account there. */
export function getConnectors(signal?: AbortSignal): Promise<ConnectorList> {
  return call('get', '/api/v3/connectors', { signal });
}

/** Where to send the browser: the provider's consent page, which comes back to `returnTo`'s screen. */
export function startConnect(provider: ConnectorProvider, returnTo: ConnectReturn): Promise<ConnectStarted> {
  return call('post', '/api/v3/connectors/{provider}/connect', { path: { provider }, json: { returnTo } });
}

/** Kept photos stay as ordinary albums; else they go with the connection. */
export function disconnectConnector(provider: ConnectorProvider, keepPhotos: boolean): Promise<unknown> {
  return call('delete', '/api/v3/connectors/{provider}', {
    path: { provider },
    query: { keepPhotos: keepPhotos ? 'true' : 'false' },
  });
}

/** The folders inside `path` ('' is the root of the person's Dropbox). */
export function getDropboxFolders(path: string, signal?: AbortSignal): Promise<DropboxFolderList> {
  return call('get', '/api/v3/connectors/dropbox/folders', { query: { path }, signal });
}

export function getConnectedAlbums(
  provider: ConnectedAlbumProvider,
  signal?: AbortSignal,
): Promise<ConnectedAlbumList> {
  return call('get', '/api/v3/connected-albums', { query: { provider }, signal });
}

/** The folder becomes an album named after it, and starts filling. */
export function connectDropboxFolder(path: string): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/dropbox', { json: { path } });
}

/** A new Google album with a picking session open: its pickerUri is where the person picks. */
export function createGoogleAlbum(): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/google', { json: {} });
}

export function getConnectedAlbum(albumId: number, signal?: AbortSignal): Promise<ConnectedAlbum> {
  return call('get', '/api/v3/connected-albums/{id}', { path: { id: String(albumId) }, signal });
}

/** A Google album's next picking session ("Pick more"). */
export function pickMore(albumId: number): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/{id}/pick', { path: { id: String(albumId) } });
}

/** Looks at the source again now (also what "Try again" does after a failure). */
export function syncConnectedAlbum(albumId: number): Promise<ConnectedAlbum> {
  return call('post', '/api/v3/connected-albums/{id}/sync', { path: { id: String(albumId) } });
}

/** The source's files that are not in the album, and why, by name. */
export function getRefusedFiles(
  albumId: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<RefusedFilePage> {
  return call('get', '/api/v3/connected-albums/{id}/refused', {
    path: { id: String(albumId) },
    query: page,
    signal,
  });
}

// Imports from export archives (Google Takeout, Facebook, Instagram) and from accounts (Facebook,
// Instagram, Flickr): JSON under v3/imports. An archive's parts go from the browser straight to
// storage; the server reads them afterwards, as it reads an account.

/** The person's imports, newest first. */
export function getImports(signal?: AbortSignal): Promise<ImportList> {
  return call('get', '/api/v3/imports', { signal });
}

/** A new import waiting for its parts, each named and sized before it is posted. */
export function createImport(form: CreateImport): Promise<Import> {
  return call('post', '/api/v3/imports', { json: form });
}

export function getImport(id: number, signal?: AbortSignal): Promise<Import> {
  return call('get', '/api/v3/imports/{id}', { path: { id: String(id) }, signal });
}

/** An import from the person's connected account: the albums chosen, or everything with `albumIds` null. */
export function createAccountImport(form: CreateAccountImport): Promise<Import> {
  return call('post', '/api/v3/imports/account', { json: form });
}

/** The person's albums at the provider, to choose which to import (Instagram has none). */
export function getSourceAlbums(provider: ImportProvider, signal?: AbortSignal): Promise<SourceAlbumList> {
  return call('get', '/api/v3/connectors/{provider}/albums', { path: { provider }, signal });
}

/** Where part `index` is posted: asked just before it goes, since the address expires. */
export function getImportPartPolicy(id: number, index: number): Promise<ImportPartPolicy> {
  return call('get', '/api/v3/imports/{id}/parts/{index}/upload-policy', {
    path: { id: String(id), index: String(index) },
  });
}

/** Every part is in storage: the server reads the archive. */
export function startImport(id: number): Promise<Import> {
  return call('post', '/api/v3/imports/{id}/start', { path: { id: String(id) } });
}

/** Stops the import where it is; what was imported stays. */
export function cancelImport(id: number): Promise<Import> {
  return call('post', '/api/v3/imports/{id}/cancel', { path: { id: String(id) } });
}

/** The archive's files that are not in the library, and why, in the archive's order. */
export function getImportRefusals(
  id: number,
  page: { cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<ImportRefusalPage> {
  return call('get', '/api/v3/imports/{id}/refused', { path: { id: String(id) }, query: page, signal });
}

/** As uploadToPolicy, but with progress, as library uploads go (upload.ts): an archive part takes minutes. */
export async function uploadToPolicyWithProgress(
  policy: ImportPartPolicy['uploadPolicy'],
  file: File,
  options: UploadOptions,
): Promise<void> {
  await postFormWithProgress({ url: policy.url, form: policyForm(policy, file), withCredentials: false }, options);
}
