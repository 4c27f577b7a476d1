import { type Frame, normalizePairingCode } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEveryAlbumQuery } from '../../api/albums.ts';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { describedBy, FieldFrame, TextField } from '../../components/TextField.tsx';
import styles from './FrameDialogs.module.css';
import { PairingCodeField } from './PairingCodeField.tsx';
import { isCompleteCode } from './pairing-code.ts';

/** As long as the contract's ZNewFrameGift lets a message be. */
const MESSAGE_MAX = 500;

interface GiftFrameDialogProps {
  onClose: () => void;
  onGiven: (frame: Frame, recipientEmail: string) => void;
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
  const form = useDialogForm({
    fields: ['code', 'recipientEmail'],
    initial: { code: '', albumIds: [] as number[], recipientEmail: '', message: '' },
    issuesOf: ({ code, recipientEmail }) => ({
      code: isCompleteCode(code) ? null : t('frames.code.incomplete'),
      recipientEmail: recipientEmail.trim() === '' ? t('frames.gift.emailRequired') : null,
    }),
    showProblems: 'onSend',
    codeFields: { pairing_code_invalid: 'code' },
  });
  const { albumIds } = form.values;
  const messageId = useId();
  const albumsId = useId();

  const pickAlbum = (id: number, isPicked: boolean) => {
    const others = albumIds.filter((picked) => picked !== id);
    form.set('albumIds', isPicked ? [...others, id] : others);
  };

  const sendGift = (values: typeof form.values) => {
    const email = values.recipientEmail.trim();
    give.mutate(
      {
        code: normalizePairingCode(values.code),
        recipientEmail: email,
        albumIds: values.albumIds,
        message: values.message.trim(),
      },
      { onSuccess: (frame) => onGiven(frame, email), onError: form.refuse },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('frames.gift.title')}
      description={
        <>
          {t('frames.gift.intro')} <LearnMoreLink slug="frames-as-gifts" label={t('learn.links.gift')} />
        </>
      }
    >
      <form className={styles.form} onSubmit={form.submitWith(sendGift)} noValidate>
        <FormAlert messages={form.problems} />
        <PairingCodeField autoFocus {...form.field('code')} />
        <fieldset className={styles.fieldset} aria-describedby={albumsId}>
          <legend className={styles.legend}>{t('frames.gift.albums')}</legend>
          <p id={albumsId} className={styles.hint}>
            {t('frames.gift.albumsHint')}
          </p>
          <QueryState
            query={albums}
            loading={t('frames.sources.loadingAlbums')}
            className={styles.hint}
            isEmpty={() => ownAlbums.length === 0}
            empty={t('frames.gift.noAlbums')}
          >
            {() => (
              <div className={styles.albumChoices}>
                {ownAlbums.map((album) => (
                  <CheckboxField
                    key={album.id}
                    label={album.name}
                    checked={albumIds.includes(album.id)}
                    onCheckedChange={(isPicked) => pickAlbum(album.id, isPicked)}
                  />
                ))}
              </div>
            )}
          </QueryState>
        </fieldset>
        <TextField
          label={t('frames.gift.email')}
          hint={t('frames.gift.emailHint')}
          type="email"
          name="recipientEmail"
          autoComplete="off"
          {...form.field('recipientEmail')}
        />
        <FieldFrame id={messageId} label={t('frames.gift.message')} hint={t('frames.gift.messageHint')}>
          <textarea
            id={messageId}
            className={styles.textarea}
            rows={3}
            maxLength={MESSAGE_MAX}
            value={form.values.message}
            aria-describedby={describedBy(messageId, { hint: true })}
            onChange={(event) => form.set('message', event.currentTarget.value)}
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
