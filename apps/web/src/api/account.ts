// The account: getting in (logging in, signing up and out, a password reset) and what the app needs
// to know of the person (configuration, profile, address proof, picture, settings, allow-list, held
// mails, notifications): its calls, queries and mutations.

import type {
  AccountSettings,
  AccountSettingsChanges,
  AppConfig,
  Avatar,
  AvatarUploadPolicy,
  EmailSenderPage,
  EmailShield,
  ExistsAnswer,
  HeldMail,
  HeldMails,
  IsLoggedIn,
  Locale,
  NotificationPage,
  PasswordChangeForm,
  Profile,
  ProfileEditForm,
  SignUpForm,
  UnreadCount,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { albumKeys } from './albums.ts';
import { DEFAULT_RETRY } from './client.ts';
import { memberKeys } from './members.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';
import { uploadToPolicy } from './upload.ts';

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

export function getProfile(): Promise<Profile> {
  return call('get', '/api/user/profile/edit/');
}

export function updateSettings(changes: AccountSettingsChanges): Promise<AccountSettings> {
  return call('put', '/api/v3/users/settings', { json: changes });
}

export function saveLanguage(language: Locale): Promise<unknown> {
  return updateSettings({ language });
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

/** The account's server state, as TanStack Query keys (STYLE.md: `useXQuery`). */
export const accountKeys = {
  appConfig: ['app-config'] as const,
  profile: ['account', 'profile'] as const,
  avatar: ['account', 'avatar'] as const,
  settings: ['account', 'settings'] as const,
  emailSenders: ['account', 'email-senders'] as const,
  heldMails: ['account', 'held-mails'] as const,
};

export function useAppConfigQuery() {
  // The configuration changes only with a new server release: ask once per page load.
  return useQuery({ queryKey: accountKeys.appConfig, queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useProfileQuery(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: accountKeys.profile, queryFn: getProfile, enabled: options.enabled ?? true });
}

/**
 * Proving the login address: opening the mailed link, asking for it again, dropping a pending
 * change. Each answer that is a profile replaces the cached one; a proved address may have brought
 * invitations and friend requests with it, so those lists are read again.
 */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The confirmation page says how it went.
    meta: { handlesErrorItself: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile, profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: albumKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.friends }),
      ]);
    },
  });
}

export function useSendEmailLinkMutation() {
  return useMutation({ mutationFn: sendEmailLink });
}

export function useCancelEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}

export function useAvatarQuery() {
  return useQuery({ queryKey: accountKeys.avatar, queryFn: getAvatar });
}

export function useAccountSettingsQuery() {
  return useQuery({ queryKey: accountKeys.settings, queryFn: getAccountSettings });
}

export function useEmailSendersQuery() {
  return useCursorPagesQuery(accountKeys.emailSenders, (cursor) => getEmailSenders(cursor));
}

export function useHeldMailsQuery() {
  return useCursorPagesQuery(accountKeys.heldMails, (cursor) => getHeldMails(cursor));
}

/** A reset link's token, checked once before the new password is asked for. */
export function useResetTokenQuery(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => validateResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrorItself: true } });
}

/** Deletes the account behind its password; the caller ends the session it belonged to. */
export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount, meta: { handlesErrorItself: true } });
}

/** The profile's changes; the saved profile replaces the cached one. */
export function useEditProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    meta: { handlesErrorItself: true },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.profile, saved),
  });
}

/**
 * The profile picture: a new one through an upload policy (storage takes the file, then it is
 * activated), or none. Either answer replaces the cached picture, and the profile is read again.
 */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const show = (answer: Avatar) => {
    queryClient.setQueryData(accountKeys.avatar, answer);
    return queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  };
  const change = useMutation({
    mutationFn: async (file: File) => {
      const { uploadId, uploadPolicy } = await getAvatarUploadPolicy();
      await uploadToPolicy(uploadPolicy, file);
      return activateAvatar(uploadId);
    },
    onSuccess: show,
    meta: { handlesErrorItself: true },
  });
  const remove = useMutation({ mutationFn: deleteAvatar, onSuccess: show, meta: { handlesErrorItself: true } });
  return { change, remove };
}

/**
 * Each setting saves the moment it changes: the screen shows the new value at once, a refusal puts
 * the old one back and says so in the spec's words ("Could not update your settings").
 */
function useSaveSetting<T>(
  save: (changes: T) => Promise<unknown>,
  apply: (settings: AccountSettings, changes: T) => AccountSettings,
) {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (changes: T) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.settings });
      const before = queryClient.getQueryData<AccountSettings>(accountKeys.settings);
      if (before) queryClient.setQueryData(accountKeys.settings, apply(before, changes));
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(accountKeys.settings, context.before);
    },
    meta: { errorTextKey: 'errors.settings_update_failed' },
    onSuccess: () => notify({ type: 'success', content: t('settings.saved') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.settings }),
  });
}

/** PUT v3/users/settings: the auto-copy album and auto-accept. */
export function useChangeSettings() {
  return useSaveSetting(
    (changes: AccountSettingsChanges) => updateSettings(changes),
    (settings, changes) => ({ ...settings, ...changes }) as AccountSettings,
  );
}

/** POST user/email/allow_list/settings/ (form-encoded): the email shield and its album. */
export function useChangeEmailShield() {
  return useSaveSetting(
    (changes: Partial<EmailShield>) => saveEmailShield(changes),
    (settings, changes) => ({ ...settings, emailShield: { ...settings.emailShield, ...changes } }),
  );
}

/** Removing a sender from the allow-list: the list is asked again after. */
export function useRemoveEmailSender() {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmailSender,
    onSuccess: () => notify({ type: 'success', content: t('settings.emailSenders.removed') }),
    meta: { errorTextKey: 'errors.settings_update_failed' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailSenders }),
  });
}

/** What answering a held mail needs to know of it: the settings' list and a notification both have it. */
export type HeldMailAnswered = Pick<HeldMail, 'id' | 'sender' | 'reason'>;

/**
 * Approving or denying a held mail's sender: it answers every mail held from them, and the
 * allow-list changes with it (and the library, when approved).
 */
export function useAnswerHeldMail() {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mail, answer }: { mail: HeldMailAnswered; answer: 'approve' | 'deny' }) =>
      answerHeldMail(mail.id, answer),
    onSuccess: (_result, { mail, answer }) =>
      notify({
        type: 'success',
        content:
          answer === 'approve'
            ? t('settings.heldMails.approved')
            : mail.reason === 'unproved'
              ? t('settings.heldMails.discarded', { address: mail.sender })
              : t('settings.heldMails.denied'),
      }),
    meta: { errorTextKey: 'errors.settings_update_failed' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.heldMails }),
        queryClient.invalidateQueries({ queryKey: accountKeys.emailSenders }),
      ]),
  });
}
