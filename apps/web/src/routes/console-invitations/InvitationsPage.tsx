import type { CreatedInvitation, Invitation } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../../api/account.ts';
import { useInvitationMutations, useInvitationsQuery } from '../../api/invitations.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatDate } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from '../console/Console.module.css';
import { InvitationLinkDialog } from './InvitationLinkDialog.tsx';
import invitationStyles from './Invitations.module.css';
import { NewInvitationDialog } from './NewInvitationDialog.tsx';

/**
 * Operators only: the invitations to sign up on this server, newest first, each with whom it is for,
 * its plan, its uses and how long it stays open; making one (then its link and QR code, shown once)
 * and withdrawing one: the console's Invitations tab.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const invitations = useInvitationsQuery();
  const isClosed = useAppConfigQuery().data?.signUp === 'closed';
  const [isMaking, setIsMaking] = useState(false);
  const [made, setMade] = useState<CreatedInvitation | null>(null);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const list = invitations.data?.pages.flatMap((page) => page.invitations) ?? [];

  return (
    <>
      <PageHeader
        description={t('invitations.intro')}
        actions={
          <Button onClick={() => setIsMaking(true)} disabled={isClosed}>
            {t('invitations.new')}
          </Button>
        }
      />
      {isClosed ? (
        <p className={styles.notice} role="status">
          {t('invitations.closedNotice')}
        </p>
      ) : null}
      <QueryState
        query={invitations}
        loading={t('invitations.loading')}
        look="panel"
        className={styles.hint}
        isEmpty={() => list.length === 0}
        empty={<EmptyState title={t('invitations.emptyTitle')} body={t('invitations.emptyBody')} />}
      >
        {() => (
          <>
            <ul className={styles.list}>
              {list.map((invitation) => (
                <InvitationCard key={invitation.id} invitation={invitation} onWithdraw={setWithdrawing} />
              ))}
            </ul>
            {invitations.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  disabled={invitations.isFetchingNextPage}
                  onClick={() => void invitations.fetchNextPage()}
                >
                  {t('invitations.loadMore')}
                </Button>
              </div>
            ) : null}
            <p className={styles.hint}>{t('invitations.linkOnce')}</p>
          </>
        )}
      </QueryState>
      {isMaking ? (
        <NewInvitationDialog
          onClose={() => setIsMaking(false)}
          onMade={(invitation) => {
            setIsMaking(false);
            setMade(invitation);
          }}
        />
      ) : null}
      {made ? <InvitationLinkDialog invitation={made} onClose={() => setMade(null)} /> : null}
      {withdrawing ? <WithdrawDialog invitation={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
    </>
  );
}

function InvitationCard({
  invitation,
  onWithdraw,
}: {
  invitation: Invitation;
  onWithdraw: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const whom = invitation.email ? t('invitations.forEmail', { email: invitation.email }) : t('invitations.forAnyone');
  const made = formatDate(invitation.createdAt, locale);
  return (
    <li className={styles.card}>
      <div className={styles.about}>
        <span className={styles.title}>
          {whom}
          <span className={`${styles.badge} ${invitation.state === 'open' ? invitationStyles.open : ''}`}>
            {t(`invitations.states.${invitation.state}`)}
          </span>
        </span>
        {invitation.note ? <span className={invitationStyles.note}>{invitation.note}</span> : null}
        <span className={styles.facts}>
          {invitation.plan === 'plus' ? t('plus.name') : t('plus.lite.name')} ·{' '}
          {t('invitations.uses', { count: invitation.useCount, max: invitation.maxUses })}
          {invitation.state === 'open'
            ? ` · ${t('invitations.openUntil', { date: formatDate(invitation.expiresAt, locale) })}`
            : ''}
        </span>
        <span className={styles.facts}>
          {invitation.createdBy
            ? t('invitations.madeBy', { name: invitation.createdBy.displayName, date: made })
            : t('invitations.madeOn', { date: made })}
        </span>
      </div>
      {invitation.state === 'open' ? (
        <Button variant="secondary" onClick={() => onWithdraw(invitation)}>
          {t('invitations.revoke')}
        </Button>
      ) : null}
    </li>
  );
}

function WithdrawDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { revoke } = useInvitationMutations();
  return (
    <ConfirmDialog
      title={t('invitations.revokeTitle')}
      body={t('invitations.revokeBody')}
      confirmLabel={t('invitations.revoke')}
      cancelLabel={t('invitations.form.cancel')}
      onConfirm={async () => {
        await revoke.mutateAsync(invitation.id);
        notify({ type: 'success', content: t('invitations.revoked') });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
