import type { JobKind, ServerStatus } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFailedJobsQuery,
  useJobKindsQuery,
  useRetryJobMutation,
  useServerStatusQuery,
  useUndeliveredMailQuery,
} from '../../api/console-server.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Section } from '../../components/Section.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatBytes, formatDateTime, formatNumber } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './ServerPage.module.css';

/**
 * Owners and operators: how this server runs, in calm cards (version and media tools, storage and
 * database, sign-up with its warning, mail, connectors, backups), the job queue by kind, read again
 * every 10 seconds while in view, whose failures open with their reasons and a Retry each, and the
 * mail the SMTP server has not taken: the console's Server tab.
 */
export function ServerPage() {
  const { t } = useTranslation();
  const status = useServerStatusQuery();
  return (
    <>
      <PageHeader description={t('console.server.description')} />
      <QueryState query={status} loading={t('console.server.loading')} look="panel">
        {(answer) => <StatusCards status={answer} />}
      </QueryState>
      <JobsSection />
      <UndeliveredMailSection />
    </>
  );
}

function StatusCards({ status }: { status: ServerStatus }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { signUp, mail, backups } = status;
  return (
    <>
      {signUp.warning ? (
        <p className={styles.warning} role="status">
          {t('console.server.signUp.openWarning')}
        </p>
      ) : null}
      <div className={styles.tiles}>
        <StatTile
          label={t('console.server.version')}
          value={status.version}
          caption={t('console.server.queue', { provider: status.queue.provider })}
        />
        <StatTile
          label={t('console.server.storage', { driver: t(`console.server.drivers.${status.storage.driver}`) })}
          value={formatBytes(status.storage.mediaBytes, locale)}
          caption={t('console.server.items', { count: status.storage.items })}
        />
        <StatTile
          label={t('console.server.database', { kind: t(`console.server.databases.${status.database.kind}`) })}
          value={formatBytes(status.database.bytes, locale)}
        />
      </div>
      <div className={styles.cards}>
        <Card as="section" className={styles.card} aria-labelledby="server-tools">
          <h2 id="server-tools" className={styles.cardTitle}>
            {t('console.server.tools.title')}
          </h2>
          <dl className={styles.facts}>
            {(['ffmpeg', 'ffprobe', 'heic'] as const).map((name) => {
              const tool = status.mediaTools[name];
              return (
                <div key={name}>
                  <dt>{t(`console.server.tools.${name}`)}</dt>
                  <dd>
                    {tool.version ?? t('console.server.tools.noVersion')}{' '}
                    <span className={styles.quiet}>({t(`console.server.tools.sources.${tool.source}`)})</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="server-sign-up">
          <h2 id="server-sign-up" className={styles.cardTitle}>
            {t('console.server.signUp.title')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('console.server.signUp.policy')}</dt>
              <dd>{t(`console.server.signUp.policies.${signUp.policy}`)}</dd>
            </div>
            <div>
              <dt>{t('console.server.signUp.plan')}</dt>
              <dd>{t(`console.server.signUp.plans.${signUp.newAccountPlan}`)}</dd>
            </div>
            <div>
              <dt>{t('console.server.signUp.reach')}</dt>
              <dd>{t(signUp.isReachable ? 'console.server.signUp.reachable' : 'console.server.signUp.local')}</dd>
            </div>
          </dl>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="server-mail">
          <h2 id="server-mail" className={styles.cardTitle}>
            {t('console.server.mail.title')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('console.server.mail.outgoing')}</dt>
              <dd>
                {mail.outgoing.smtpHost
                  ? t('console.server.mail.smtp', { host: mail.outgoing.smtpHost })
                  : t('console.server.mail.outbox')}
              </dd>
            </div>
            <div>
              <dt>{t('console.server.mail.inbound')}</dt>
              <dd>
                {t(`console.server.mail.states.${mail.inbound.state}`, {
                  port: mail.inbound.port ?? 0,
                  domain: mail.inbound.domain,
                })}
              </dd>
            </div>
            <div>
              <dt>{t('console.server.mail.webhook')}</dt>
              <dd>{t(mail.inbound.isWebhookOn ? 'console.server.on' : 'console.server.off')}</dd>
            </div>
          </dl>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="server-connectors">
          <h2 id="server-connectors" className={styles.cardTitle}>
            {t('console.server.connectors.title')}
          </h2>
          <ul className={styles.connectors}>
            {status.connectors.map((connector) => (
              <li key={connector.name}>
                <span>{t(`console.server.connectors.names.${connector.name}`)}</span>
                {connector.isConfigured ? (
                  <span className={styles.on}>{t('console.server.connectors.configured')}</span>
                ) : (
                  <span className={styles.quiet}>
                    {t('console.server.connectors.toSet', { settings: connector.settings.join(', ') })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="server-backups">
          <h2 id="server-backups" className={styles.cardTitle}>
            {t('console.server.backups.title')}
          </h2>
          {backups.isConfigured ? (
            <p className={styles.line}>
              {backups.latest
                ? t('console.server.backups.latest', {
                    at: formatDateTime(backups.latest.at, locale),
                    size: formatBytes(backups.latest.bytes, locale),
                  })
                : t('console.server.backups.none')}{' '}
              <span className={styles.quiet}>{t('console.server.backups.keep', { count: backups.keep })}</span>
            </p>
          ) : (
            <p className={styles.line}>{t('console.server.backups.off')}</p>
          )}
        </Card>
      </div>
    </>
  );
}

function JobsSection() {
  const { t } = useTranslation();
  const jobs = useJobKindsQuery();
  const [openKind, setOpenKind] = useState<string | null>(null);
  return (
    <Section title={t('console.server.jobs.title')} description={t('console.server.jobs.description')}>
      <QueryState query={jobs} loading={t('console.server.loading')} look="card">
        {({ kinds }) => (
          <Card className={styles.tableCard}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('console.server.jobs.kind')}</th>
                  <th scope="col">{t('console.server.jobs.waiting')}</th>
                  <th scope="col">{t('console.server.jobs.running')}</th>
                  <th scope="col">{t('console.server.jobs.failed')}</th>
                </tr>
              </thead>
              <tbody>
                {kinds.map((kind) => (
                  <JobRow key={kind.name} kind={kind} onOpenFailures={setOpenKind} />
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </QueryState>
      {openKind ? <FailedJobsDialog kind={openKind} onClose={() => setOpenKind(null)} /> : null}
    </Section>
  );
}

function JobRow({ kind, onOpenFailures }: { kind: JobKind; onOpenFailures: (kind: string) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <tr>
      <th scope="row" className={styles.kind}>
        {kind.name}
      </th>
      <td>{formatNumber(kind.waiting, locale)}</td>
      <td>{formatNumber(kind.running, locale)}</td>
      <td>
        {kind.failed > 0 ? (
          <Button
            variant="quiet"
            className={styles.failedCount}
            onClick={() => onOpenFailures(kind.name)}
            aria-label={t('console.server.jobs.showFailures', { count: kind.failed, kind: kind.name })}
          >
            {formatNumber(kind.failed, locale)}
          </Button>
        ) : (
          formatNumber(0, locale)
        )}
      </td>
    </tr>
  );
}

function FailedJobsDialog({ kind, onClose }: { kind: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const notify = useToast();
  const failures = useFailedJobsQuery(kind);
  const retry = useRetryJobMutation();
  const list = failures.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <Dialog title={t('console.server.jobs.failuresTitle', { kind })} onClose={onClose} size="wide">
      <QueryState
        query={failures}
        loading={t('console.server.loading')}
        isEmpty={() => list.length === 0}
        empty={t('console.server.jobs.noFailures')}
      >
        {() => (
          <ul className={styles.failures}>
            {list.map((job) => (
              <li key={job.id} className={styles.failure}>
                <div className={styles.failureText}>
                  <p className={styles.reason}>{job.reason ?? t('console.server.jobs.noReason')}</p>
                  <p className={styles.quiet}>
                    {t('console.server.jobs.failedAt', {
                      at: formatDateTime(job.failedAt, locale),
                      count: job.attempts,
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () => {
                        notify({ type: 'success', content: t('console.server.jobs.retried') });
                        void failures.refetch();
                      },
                      onError: () => notify({ type: 'error', content: t('console.server.jobs.retryFailed') }),
                    })
                  }
                >
                  {t('console.server.jobs.retry')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {failures.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={failures.isFetchingNextPage}
          onClick={() => void failures.fetchNextPage()}
        >
          {t('console.server.loadMore')}
        </Button>
      ) : null}
    </Dialog>
  );
}

function UndeliveredMailSection() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mails = useUndeliveredMailQuery();
  const list = mails.data?.pages.flatMap((page) => page.mails) ?? [];
  return (
    <Section title={t('console.server.undelivered.title')} description={t('console.server.undelivered.description')}>
      <QueryState
        query={mails}
        loading={t('console.server.loading')}
        look="card"
        isEmpty={() => list.length === 0}
        empty={t('console.server.undelivered.none')}
      >
        {() => (
          <ul className={styles.failures}>
            {list.map((mail) => (
              <li key={mail.id} className={`${styles.failure} ${styles.mail}`}>
                <div className={styles.failureText}>
                  <p className={styles.reason}>{mail.subject}</p>
                  <p>{t('console.server.undelivered.to', { to: mail.to })}</p>
                  <p className={styles.error}>{mail.error}</p>
                  <p className={styles.quiet}>
                    {t('console.server.undelivered.written', {
                      at: formatDateTime(mail.createdAt, locale),
                      count: mail.attempts,
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {mails.hasNextPage ? (
        <Button variant="secondary" disabled={mails.isFetchingNextPage} onClick={() => void mails.fetchNextPage()}>
          {t('console.server.loadMore')}
        </Button>
      ) : null}
    </Section>
  );
}
