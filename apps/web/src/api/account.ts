// The account: what the app needs to know of the person (configuration, profile, address proof,
// picture, settings, allow-list, held mails): its queries and mutations.

import type { AccountSettings, AccountSettingsChanges, Avatar, EmailShield, HeldMail } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { albumKeys } from './albums.ts';
import {
  activateAvatar,
  answerHeldMail,
  cancelEmailChange,
  changePassword,
  confirmEmail,
  deleteAccount,
  deleteAvatar,
  editProfile,
  getAccountSettings,
  getAppConfig,
  getAvatar,
  getAvatarUploadPolicy,
  getEmailSenders,
  getHeldMails,
  getProfile,
  removeEmailSender,
  saveEmailShield,
  sendEmailLink,
  updateSettings,
  uploadToPolicy,
  validateResetToken,
} from './calls.ts';
import { memberKeys } from './members.ts';
import { useCursorPagesQuery } from './pages.ts';

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
  return useMutation({ mutationFn: changePassword });
}

/** Deletes the account behind its password; the caller ends the session it belonged to. */
export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}

/** The profile's changes; the saved profile replaces the cached one. */
export function useEditProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
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
  });
  const remove = useMutation({ mutationFn: deleteAvatar, onSuccess: show });
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
      notify({ type: 'error', content: t('errors.settings_update_failed') });
    },
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
    onError: () => notify({ type: 'error', content: t('errors.settings_update_failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailSenders }),
  });
}

/**
 * Approving or denying a held mail's sender: it answers every mail held from them, and the
 * allow-list changes with it (and the library, when approved).
 */
export function useAnswerHeldMail() {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mail, answer }: { mail: HeldMail; answer: 'approve' | 'deny' }) => answerHeldMail(mail.id, answer),
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
    onError: () => notify({ type: 'error', content: t('errors.settings_update_failed') }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.heldMails }),
        queryClient.invalidateQueries({ queryKey: accountKeys.emailSenders }),
      ]),
  });
}
