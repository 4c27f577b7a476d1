import type { Frame, FrameCommand } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrameCommandMutation } from '../../api/frame-commands.ts';
import { useToast } from '../../components/Toasts.tsx';
import styles from './FrameRemote.module.css';

/** What the frames page sends; `show` comes from the library ("Show on a frame"). */
type RemoteCommand = Exclude<FrameCommand, { command: 'show' }>;

/** The toast each command says once the server has passed it on. */
const SENT_TEXT = {
  next: 'frames.remote.sentNext',
  previous: 'frames.remote.sentPrevious',
  pause: 'frames.remote.sentPause',
  resume: 'frames.remote.sentResume',
  reload: 'frames.remote.sentReload',
  'clear-cache': 'frames.remote.sentClearCache',
} as const satisfies Record<RemoteCommand['command'], string>;

/** Whether the remote control has anyone to talk to: a frame that is on and paired to this account. */
export const isRemoteReachable = (frame: Frame) => frame.online && !frame.needsPairing;

/** Sends a command to the frame and says so in a toast (or why not). */
export function useFrameRemote(frame: Frame) {
  const { t } = useTranslation();
  const notify = useToast();
  const mutation = useFrameCommandMutation();
  const send = (command: RemoteCommand, onSent?: () => void) =>
    mutation.mutate(
      { frameId: frame.id, command },
      {
        onSuccess: () => {
          onSent?.();
          notify({ type: 'success', content: t(SENT_TEXT[command.command], { name: frame.name }) });
        },
      },
    );
  return { send, isSending: mutation.isPending };
}

/**
 * Previous, pause or resume, next: a row of small buttons on a frame that is on. Whether the frame
 * is paused is what it last reported (its state), or, until its next report reaches the page, what
 * this page just asked of it.
 */
export function FrameRemote({ frame }: { frame: Frame }) {
  const { t } = useTranslation();
  const { send } = useFrameRemote(frame);
  const [asked, setAsked] = useState<{ isPaused: boolean; reported: Frame['state'] } | null>(null);
  const isPaused = asked && asked.reported === frame.state ? asked.isPaused : frame.state === 'paused';
  if (!isRemoteReachable(frame)) return null;
  const pauseLabel = t(isPaused ? 'frames.remote.resume' : 'frames.remote.pause');
  return (
    <fieldset className={styles.remote} aria-label={t('frames.remote.label', { name: frame.name })}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('frames.remote.previous')}
        title={t('frames.remote.previous')}
        onClick={() => send({ command: 'previous' })}
      >
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path d="M11.5 3.5L6 9l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={pauseLabel}
        title={pauseLabel}
        onClick={() => {
          const command = isPaused ? 'resume' : 'pause';
          send({ command }, () => setAsked({ isPaused: command === 'pause', reported: frame.state }));
        }}
      >
        {isPaused ? (
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
            <path d="M6 3.5v11l9-5.5z" fill="currentColor" />
          </svg>
        ) : (
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
            <rect x="4.5" y="3.5" width="3" height="11" rx="1" fill="currentColor" />
            <rect x="10.5" y="3.5" width="3" height="11" rx="1" fill="currentColor" />
          </svg>
        )}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={t('frames.remote.next')}
        title={t('frames.remote.next')}
        onClick={() => send({ command: 'next' })}
      >
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path d="M6.5 3.5L12 9l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </fieldset>
  );
}
