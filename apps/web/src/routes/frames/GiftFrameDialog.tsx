import { type Frame, normalizePairingCode } from '@kinframe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEveryAlbumQuery } from '../../api/albums.ts';
import { ApiError } from '../../api/client.ts';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { describedBy, FieldFrame, TextField } from '../../components/TextField.tsx';
import { errorText, issueText } from '../../i18n/error-text.ts';
import styles from './FrameDialogs.module.css';
import { PairingCodeField } from './PairingCodeField.tsx';
import { isCompleteCode } from './pairing-code.ts';

/** As long as the contract's ZNewFrameGift lets a message be. */
const MESSAGE_MAX = 500;

interface GiftFrameDialogProps {
  onClose: () => void;
  onGiven: (frame: Frame, recipientEmail: string) => void;
}

interface GiftErrors {
  code?: string;
  recipientEmail?: string;
}

/**
 * "Set up a frame as a gift": the giver pairs the frame with its code, picks albums of their own to
 * show on it, and names the recipient, who is mailed a link to accept it. Only the giver's own
 * albums are offered: those are the ones the recipient can be given to see.
 */
export function GiftFrameDialog({ onClose, onGiven }: GiftFrameDialogProps) {
  const { t } = useTranslation();
  const { give } = useFrameMutations();
  const albums = useEveryAlbumQuery();
  const ownAlbums = (albums.data ?? []).filter((album) => album.role === 'owner');
  const [code, setCode] = useState('');
  const [albumIds, setAlbumIds] = useState<ReadonlySet<number>>(new Set());
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<GiftErrors>({});
  const [problems, setProblems] = useState<{ id: string; message: string }[]>([]);
  const messageId = useId();
  const albumsId = useId();

  const pickAlbum = (id: number, isPicked: boolean) =>
    setAlbumIds((current) => {
      const next = new Set(current);
      if (isPicked) next.add(id);
      else next.delete(id);
      return next;
    });

  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'pairing_code_invalid') {
      return setErrors({ code: errorText(t, error) });
    }
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
    const emailIssue = fieldErrors.find((issue) => issue.id === 'recipientEmail');
    if (emailIssue) return setErrors({ recipientEmail: issueText(t, emailIssue) });
    setProblems([{ id: 'gift', message: errorText(t, error) }]);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    const found: GiftErrors = {
      code: isCompleteCode(code) ? undefined : t('frames.code.incomplete'),
      recipientEmail: recipientEmail.trim() === '' ? t('frames.gift.emailRequired') : undefined,
    };
    setErrors(found);
    if (found.code || found.recipientEmail) return;
    const email = recipientEmail.trim();
    give.mutate(
      { code: normalizePairingCode(code), recipientEmail: email, albumIds: [...albumIds], message: message.trim() },
      { onSuccess: (frame) => onGiven(frame, email), onError: showRefusal },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('frames.gift.title')}
      description={t('frames.gift.intro')}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <FormAlert messages={problems} />
        <PairingCodeField
          value={code}
          error={errors.code}
          autoFocus
          onChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
        />
        <fieldset className={styles.fieldset} aria-describedby={albumsId}>
          <legend className={styles.legend}>{t('frames.gift.albums')}</legend>
          <p id={albumsId} className={styles.hint}>
            {t('frames.gift.albumsHint')}
          </p>
          {albums.isPending ? (
            <p className={styles.hint}>{t('frames.sources.loadingAlbums')}</p>
          ) : albums.isLoadingError ? (
            <p className={styles.hint} role="alert">
              {errorText(t, albums.error)}
            </p>
          ) : ownAlbums.length === 0 ? (
            <p className={styles.hint}>{t('frames.gift.noAlbums')}</p>
          ) : (
            <div className={styles.albumChoices}>
              {ownAlbums.map((album) => (
                <CheckboxField
                  key={album.id}
                  label={album.name}
                  checked={albumIds.has(album.id)}
                  onCheckedChange={(isPicked) => pickAlbum(album.id, isPicked)}
                />
              ))}
            </div>
          )}
        </fieldset>
        <TextField
          label={t('frames.gift.email')}
          hint={t('frames.gift.emailHint')}
          type="email"
          name="recipientEmail"
          autoComplete="off"
          value={recipientEmail}
          error={errors.recipientEmail}
          onChange={(event) => {
            setRecipientEmail(event.currentTarget.value);
            setErrors((current) => ({ ...current, recipientEmail: undefined }));
          }}
        />
        <FieldFrame id={messageId} label={t('frames.gift.message')} hint={t('frames.gift.messageHint')}>
          <textarea
            id={messageId}
            className={styles.textarea}
            rows={3}
            maxLength={MESSAGE_MAX}
            value={message}
            aria-describedby={describedBy(messageId, { hint: true })}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        </FieldFrame>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('frames.cancel')}
          </Button>
          <Button type="submit" disabled={give.isPending}>
            {t('frames.gift.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
