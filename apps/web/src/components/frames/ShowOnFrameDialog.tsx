import type { Frame } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrameCommandMutation } from '../../api/frame-commands.ts';
import { useFramesQuery, useShowOnFrameMutation } from '../../api/frames.ts';
import { Button, ButtonLink } from '../Button.tsx';
import choiceStyles from '../ChoiceList.module.css';
import { Dialog } from '../Dialog.tsx';
import { FormAlert } from '../FormAlert.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { QueryState } from '../QueryState.tsx';
import { useToast } from '../Toasts.tsx';
import { FrameOnlineBadge } from './FrameOnline.tsx';
import styles from './ShowOnFrameDialog.module.css';

/** Up and Down (and Home, End) move between the frames, as in a menu; Tab still leaves the list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const choices = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = choices.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'ArrowDown'
      ? (at + 1) % choices.length
      : event.key === 'ArrowUp'
        ? (at - 1 + choices.length) % choices.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? choices.length - 1
            : null;
  if (next === null || choices.length === 0) return;
  event.preventDefault();
  choices[next]?.focus();
}

/** A frame as a choice: what it shows now (when the server says), its name, and whether it is on. */
function FrameChoice({
  frame,
  isSending,
  isDisabled,
  onChoose,
  choiceRef,
}: {
  frame: Frame;
  isSending: boolean;
  isDisabled: boolean;
  onChoose: () => void;
  choiceRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <li>
      {/* aria-disabled rather than disabled while sending: the focus stays where the person left it. */}
      <button
        ref={choiceRef}
        type="button"
        className={choiceStyles.choice}
        aria-disabled={isDisabled}
        onClick={isDisabled ? undefined : onChoose}
      >
        <span className={styles.screen} aria-hidden="true">
          {frame.showingUrl ? (
            <img src={frame.showingUrl} alt="" />
          ) : (
            <svg width="28" height="22" viewBox="0 0 28 22" aria-hidden="true">
              <rect x="1.5" y="1.5" width="25" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M6 16l5-5 4 3 3-2 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          )}
        </span>
        <span className={styles.text}>
          <strong className={styles.name}>{frame.name}</strong>
          <span className={styles.state}>
            <FrameOnlineBadge isOnline={frame.online} />
            {isSending ? (
              <span>{t('frames.showOn.sending')}</span>
            ) : frame.online ? null : (
              <span>{t('frames.showOn.offlineNote')}</span>
            )}
          </span>
        </span>
        <svg className={styles.arrow} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * "Show on a frame": the chosen photos (a library selection, the one in the viewer) go first on
 * one of the person's frames, with no album to make. One click on a frame sends them; a person
 * without a frame is pointed to the frames page to set one up.
 */
export function ShowOnFrameDialog({ itemIds, onClose }: { itemIds: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const frames = useFramesQuery();
  const show = useShowOnFrameMutation();
  const command = useFrameCommandMutation({ handlesErrorItself: true });
  // No fields: the form is the choice of a frame, and a refusal is said in its alert.
  const form = useDialogForm({ fields: [], initial: {} });
  const [sendingTo, setSendingTo] = useState<number | null>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const choices = frames.data?.frames ?? [];
  const hasChoices = choices.length > 0;

  // The frames are what this dialog is for: once they are there, the first one has the focus.
  useEffect(() => {
    if (hasChoices) firstChoice.current?.focus();
  }, [hasChoices]);

  const showOn = (frame: Frame) => {
    form.reset();
    setSendingTo(frame.id);
    show.mutate(
      { frameId: frame.id, itemIds },
      {
        onSuccess: ({ added }) => {
          // A frame that is on shows the (first) photo at once rather than at its turn. Should that
          // fail, the photos are still first in its playlist: nothing to tell the person.
          const [first] = itemIds;
          if (frame.online && first !== undefined)
            command.mutate({ frameId: frame.id, command: { command: 'show', itemId: first } });
          notify({ type: 'success', content: t('frames.showOn.sent', { count: added, name: frame.name }) });
          onClose();
        },
        onError: form.refuse,
        onSettled: () => setSendingTo(null),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('frames.showOn.title')}
      description={t('frames.showOn.intro', { count: itemIds.length })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('frames.cancel')}
        </Button>
      }
    >
      <FormAlert messages={form.problems} />
      <QueryState
        query={frames}
        loading={t('frames.loading')}
        className={styles.muted}
        isEmpty={() => !hasChoices}
        empty={
          <div className={styles.none}>
            <p>
              <strong>{t('frames.showOn.noFrames')}</strong>
            </p>
            <p className={styles.muted}>{t('frames.showOn.noFramesBody')}</p>
            <ButtonLink to={pathOf('frames')} onClick={onClose}>
              {t('frames.showOn.toFrames')}
            </ButtonLink>
          </div>
        }
      >
        {() => (
          <ul className={choiceStyles.choices} aria-label={t('frames.showOn.listLabel')} onKeyDown={moveFocus}>
            {choices.map((frame, index) => (
              <FrameChoice
                key={frame.id}
                frame={frame}
                choiceRef={index === 0 ? firstChoice : undefined}
                isSending={sendingTo === frame.id}
                isDisabled={show.isPending}
                onChoose={() => showOn(frame)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Dialog>
  );
}
