import type { Frame, FrameGift } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcceptFrameGiftMutation, useFrameGiftQuery } from '../../api/frames.ts';
import { useSession } from '../../app/session.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import panel from '../../components/MessagePanel.module.css';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './FrameGiftPage.module.css';

/**
 * A frame given by someone else, opened from the gift mail (`/frame-gift?token=`). Any signed-in
 * account may accept, Plus or not: whoever is given a frame often has just made their account.
 * With Plus they go on to their frames; without it, the frame is theirs all the same, and the page
 * says that choosing what it shows needs Plus.
 */
export function FrameGiftPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const gift = useFrameGiftQuery(token);
  const [accepted, setAccepted] = useState<Frame>();

  return (
    <>
      <PageHeader title={t('frameGift.title')} />
      <div className={panel.panel}>
        {token === '' ? (
          <GiftUnavailable message={t('errors.frame_gift_invalid')} />
        ) : gift.isPending ? (
          <p className={panel.muted}>{t('frameGift.loading')}</p>
        ) : gift.isError ? (
          <GiftUnavailable message={errorText(t, gift.error)} />
        ) : accepted ? (
          <AcceptedForLite frame={accepted} gift={gift.data} />
        ) : (
          <GiftOffer token={token} gift={gift.data} onAcceptedWithoutPlus={setAccepted} />
        )}
      </div>
    </>
  );
}

function GiftUnavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert">{message}</p>
      <ButtonLink to={pathOf('family-home')} variant="secondary">
        {t('frameGift.toKinframe')}
      </ButtonLink>
    </>
  );
}

interface GiftOfferProps {
  token: string;
  gift: FrameGift;
  onAcceptedWithoutPlus: (frame: Frame) => void;
}

function GiftOffer({ token, gift, onAcceptedWithoutPlus }: GiftOfferProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const hasPlus = useSession().state.tier === 'plus';
  const accept = useAcceptFrameGiftMutation();
  const giver = gift.giver.displayName;

  const handleAccept = () =>
    accept.mutate(token, {
      onSuccess: (frame) => {
        if (!hasPlus) return onAcceptedWithoutPlus(frame);
        notify({ type: 'success', content: t('frameGift.accepted', { frame: frame.name }) });
        navigate(pathOf('frames'));
      },
    });

  return (
    <>
      <p className={panel.lead}>{t('frameGift.offer', { giver, frame: gift.frameName })}</p>
      {gift.message ? (
        <figure className={styles.message}>
          <blockquote>{gift.message}</blockquote>
          <figcaption>{t('frameGift.messageFrom', { giver })}</figcaption>
        </figure>
      ) : null}
      <section aria-labelledby="frame-gift-albums">
        <h2 id="frame-gift-albums" className={styles.subheading}>
          {t('frameGift.albums')}
        </h2>
        {gift.albumNames.length > 0 ? (
          <ul className={styles.albums}>
            {gift.albumNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className={panel.muted}>{t('frameGift.noAlbums')}</p>
        )}
      </section>
      <p className={panel.muted}>{t('frameGift.howItWorks', { giver })}</p>
      <FormAlert messages={accept.isError ? [{ id: 'accept', message: errorText(t, accept.error) }] : []} />
      <div className={styles.actions}>
        <Button onClick={handleAccept} disabled={accept.isPending}>
          {t('frameGift.accept')}
        </Button>
      </div>
    </>
  );
}

/** Accepted by an account without Plus: the frame is theirs; managing it here needs Plus. */
function AcceptedForLite({ frame, gift }: { frame: Frame; gift: FrameGift }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={panel.lead} role="status">
        {t('frameGift.acceptedWithoutPlus', { frame: frame.name, giver: gift.giver.displayName })}
      </p>
      <p>{t('frameGift.needsPlus')}</p>
      <div className={styles.actions}>
        <ButtonLink to={pathOf('subscribe')}>{t('frameGift.getPlus')}</ButtonLink>
      </div>
    </>
  );
}
