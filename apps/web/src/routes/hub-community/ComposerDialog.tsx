import {
  COMMUNITY_LIMITS,
  COMMUNITY_POST_KINDS,
  type CommunityPost,
  type CommunityPostKind,
  type LibraryItem,
} from '@kinframe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityMutations } from '../../api/community.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LibraryPicker } from '../../components/library-picker/LibraryPicker.tsx';
import { describedBy, FieldFrame, TextField } from '../../components/TextField.tsx';
import styles from './Community.module.css';

/** A photo chosen for the post: its id and the thumbnail the composer shows. */
interface Chosen {
  id: number;
  square: string | null;
  name: string;
}

/**
 * The library's photos as the album picker shows them (its tiles, page by page), where a click
 * chooses or unchooses a photo, up to the most a post may show.
 */
function PhotoPicker({
  initial,
  onDone,
  onCancel,
}: {
  initial: Chosen[];
  onDone: (chosen: Chosen[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen[]>(initial);
  const isFull = chosen.length >= COMMUNITY_LIMITS.maxPhotos;
  const isChosen = (item: LibraryItem) => chosen.some((entry) => entry.id === item.id);

  const toggle = (_index: number, item: LibraryItem) => {
    setChosen((current) => {
      if (current.some((entry) => entry.id === item.id)) return current.filter((entry) => entry.id !== item.id);
      if (current.length >= COMMUNITY_LIMITS.maxPhotos) return current;
      return [...current, { id: item.id, square: item.urls.square, name: item.name }];
    });
  };

  return (
    <Dialog
      open
      size="wide"
      onClose={onCancel}
      title={t('community.composer.pickTitle')}
      description={t('community.composer.pickBody', { count: COMMUNITY_LIMITS.maxPhotos })}
      footer={
        <>
          <span className={styles.footCount} aria-live="polite">
            {t('community.composer.chosen', { count: chosen.length, max: COMMUNITY_LIMITS.maxPhotos })}
          </span>
          <Button variant="secondary" onClick={onCancel}>
            {t('community.cancel')}
          </Button>
          <Button onClick={() => onDone(chosen)}>{t('community.composer.usePhotos')}</Button>
        </>
      }
    >
      <LibraryPicker
        kinds="photos"
        readyOnly
        compact
        isSelected={isChosen}
        isSelecting={chosen.length > 0}
        isDisabled={(item) => isFull && !isChosen(item)}
        onPick={toggle}
        labels={{
          loading: t('community.loading'),
          empty: t('community.composer.noPhotos'),
          more: t('community.loadMore'),
        }}
      />
    </Dialog>
  );
}

/** "New post": a tip or a question, a title, the text, and up to four photos of the person's library. */
export function ComposerDialog({
  initialKind = 'question',
  onClose,
  onPosted,
}: {
  /** The kind the person was looking at (the Tips view: a tip), chosen to begin with. */
  initialKind?: CommunityPostKind;
  onClose: () => void;
  onPosted: (post: CommunityPost) => void;
}) {
  const { t } = useTranslation();
  const bodyId = useId();
  const { createPost } = useCommunityMutations();
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [isPicking, setIsPicking] = useState(false);
  const form = useDialogForm<{ kind: CommunityPostKind; title: string; body: string }>({
    fields: ['title', 'body'],
    initial: { kind: initialKind, title: '', body: '' },
    issuesOf: ({ title, body }) => ({
      title:
        title.trim().length < COMMUNITY_LIMITS.titleMin
          ? t('community.composer.titleTooShort', { min: COMMUNITY_LIMITS.titleMin })
          : null,
      body: body.trim().length === 0 ? t('community.composer.bodyRequired') : null,
    }),
    showProblems: 'onSend',
  });
  const kind = form.values.kind;
  const body = form.field('body');

  const submit = ({ title, body }: { title: string; body: string }) =>
    createPost.mutate(
      { kind, title: title.trim(), body: body.trim(), itemIds: photos.map((photo) => photo.id) },
      { onSuccess: (post) => onPosted(post), onError: form.refuse },
    );

  if (isPicking) {
    return (
      <PhotoPicker
        initial={photos}
        onCancel={() => setIsPicking(false)}
        onDone={(chosen) => {
          setPhotos(chosen);
          setIsPicking(false);
        }}
      />
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('community.composer.title')} description={t('community.composer.body')}>
      <form className={styles.form} onSubmit={form.submitWith(submit)} noValidate>
        <FormAlert messages={form.problems} />
        <fieldset className={styles.kinds}>
          <legend>{t('community.composer.kind')}</legend>
          {COMMUNITY_POST_KINDS.map((option) => (
            <label key={option} className={styles.kindChoice}>
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => form.set('kind', option)}
              />
              <span className={styles.kindName}>{t(`community.kinds.${option}`)}</span>
              <span className={styles.kindHint}>{t(`community.composer.kindHints.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('community.composer.titleLabel')}
          maxLength={COMMUNITY_LIMITS.titleMax}
          placeholder={t(`community.composer.titlePlaceholders.${kind}`)}
          {...form.field('title')}
        />
        <FieldFrame id={bodyId} label={t('community.composer.bodyLabel')} error={body.error}>
          <textarea
            id={bodyId}
            className={styles.textarea}
            rows={6}
            maxLength={COMMUNITY_LIMITS.bodyMax}
            ref={body.ref}
            value={body.value}
            onChange={body.onChange}
            onBlur={body.onBlur}
            aria-invalid={body.error ? true : undefined}
            aria-describedby={describedBy(bodyId, { error: body.error })}
          />
        </FieldFrame>
        <div className={styles.form}>
          <span className={styles.label}>{t('community.composer.photos')}</span>
          {photos.length > 0 ? (
            <ul className={styles.chosen}>
              {photos.map((photo) => (
                <li key={photo.id} className={styles.chosenCell}>
                  {photo.square ? <img className={styles.thumb} src={photo.square} alt="" /> : null}
                  <button
                    type="button"
                    className={styles.unchoose}
                    aria-label={t('community.composer.removePhoto', { name: photo.name })}
                    onClick={() => setPhotos((current) => current.filter((entry) => entry.id !== photo.id))}
                  >
                    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <Button variant="secondary" onClick={() => setIsPicking(true)}>
              {photos.length > 0
                ? t('community.composer.changePhotos')
                : t('community.composer.addPhotos', { count: COMMUNITY_LIMITS.maxPhotos })}
            </Button>
          </div>
        </div>
        <div className={styles.formRow}>
          <Button variant="secondary" onClick={onClose}>
            {t('community.cancel')}
          </Button>
          <Button type="submit" disabled={createPost.isPending}>
            {createPost.isPending ? t('community.composer.posting') : t('community.composer.post')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
