import { AVATAR_LIMITS, type Profile } from '@kinframe/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarMutations, useAvatarQuery } from '../../api/account.ts';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './ProfilePage.module.css';
import { avatarFileIssue, initialsOf } from './profile-picture.ts';

/** Refusals that say what was wrong with the file; anything else is the generic failure alone. */
const FILE_PROBLEMS = new Set(['file_format_not_supported', 'file_too_large']);

/**
 * The profile picture (spec sections 2, 3, 7): shown, or the initials when there is none; changed
 * by asking for an upload policy, posting the file to storage with it, then activating the upload;
 * deleted after a confirmation.
 */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notify = useToast();
  const avatar = useAvatarQuery();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);

  const fail = (error: unknown) => {
    const generic = t('errors.profile_picture_update_failed');
    const reason = error instanceof ApiError && error.code && FILE_PROBLEMS.has(error.code) ? errorText(t, error) : '';
    setProblem(reason ? t('profile.picture.failedBecause', { failure: generic, reason }) : generic);
  };

  const { change, remove } = useAvatarMutations();
  const changeTo = (file: File) =>
    change.mutate(file, {
      onSuccess: () => notify({ type: 'success', content: t('profile.picture.changed') }),
      onError: fail,
    });
  // A refusal closes the question too: it is said beside the picture, where a failed change is said.
  const removePicture = () =>
    remove.mutateAsync(undefined).then(
      () => {
        setConfirmingDelete(false);
        notify({ type: 'success', content: t('profile.picture.deleted') });
      },
      (error: unknown) => {
        setConfirmingDelete(false);
        fail(error);
      },
    );

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure must fire a change again.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const issue = avatarFileIssue(file);
    if (issue) return fail(new ApiError({ status: 400, code: issue, message: issue }));
    changeTo(file);
  };

  const url = avatar.data?.url ?? null;
  const isBusy = change.isPending || remove.isPending;
  return (
    <div className={styles.picture}>
      {url ? (
        <img className={styles.avatar} src={url} alt={t('profile.picture.alt')} />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={t('profile.picture.none')}>
          {initialsOf(profile)}
        </span>
      )}
      <div className={styles.pictureActions}>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept={AVATAR_LIMITS.mimeTypes.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={handleFile}
        />
        <Button variant="secondary" disabled={isBusy} onClick={() => fileInput.current?.click()}>
          {change.isPending ? t('profile.picture.uploading') : t('profile.picture.change')}
        </Button>
        {url ? (
          <Button variant="quiet" disabled={isBusy} onClick={() => setConfirmingDelete(true)}>
            {t('profile.picture.delete')}
          </Button>
        ) : null}
        <p className={styles.hint}>{t('profile.picture.hint', { mb: AVATAR_LIMITS.maxBytes / 1024 / 1024 })}</p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {isConfirmingDelete ? (
        <ConfirmDialog
          title={t('profile.picture.deleteTitle')}
          body={t('profile.picture.deleteBody')}
          cancelLabel={t('profile.cancel')}
          confirmLabel={t('profile.picture.deleteConfirm')}
          isDanger={false}
          onConfirm={removePicture}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </div>
  );
}
