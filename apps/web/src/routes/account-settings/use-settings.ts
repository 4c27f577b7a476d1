import type { AccountSettings, AccountSettingsChanges, Album, EmailShield, HeldMail } from '@kinframe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../api/account.ts';
import { useAlbumsPagedQuery } from '../../api/albums.ts';
import { answerHeldMail, disconnectApp, removeEmailSender, saveEmailShield, updateSettings } from '../../api/calls.ts';
import { useToast } from '../../components/Toasts.tsx';

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

/** Removing a sender or disconnecting an app: the list is asked again after. */
export function useRemoveFromList(kind: 'emailSenders' | 'connectedApps') {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (kind === 'emailSenders' ? removeEmailSender(id) : disconnectApp(id)),
    onSuccess: () => notify({ type: 'success', content: t(`settings.${kind}.removed`) }),
    onError: () => notify({ type: 'error', content: t('errors.settings_update_failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys[kind] }),
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

/** Every album of one type, all pages: a select must offer them all. */
function useAllAlbums(type: 'kinframe' | 'shared') {
  const query = useAlbumsPagedQuery(type);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return query.data?.pages.flatMap((page) => page.albums) ?? [];
}

/**
 * The albums photos may be copied into: the person's own and the shared ones they belong to (not
 * those they are only invited to), by name.
 */
export function useAlbumChoices(): Album[] {
  const own = useAllAlbums('kinframe');
  const shared = useAllAlbums('shared');
  return [...own, ...shared]
    .filter((album) => album.abilities.canAddItems)
    .sort((a, b) => a.name.localeCompare(b.name));
}
