import type { CommunityAuthor, CommunityReport, CommunityState } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommunityMutations, useCommunityReportsQuery } from '../../api/community.ts';
import { Button } from '../../components/Button.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useNow } from '../../components/use-now.ts';
import consoleStyles from '../console/Console.module.css';
import styles from '../hub-community/Community.module.css';
import { Avatar, TimeAgo } from '../hub-community/parts.tsx';
import { SuspendDialog } from '../hub-community/SuspendDialog.tsx';

/** Operators only: the open reports, newest first, each with what can be done about it. */
export function ReportsView() {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const notify = useToast();
  const reports = useCommunityReportsQuery();
  const { moderate } = useCommunityMutations();
  const [suspending, setSuspending] = useState<CommunityAuthor | null>(null);
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];

  const act = (report: CommunityReport, state: CommunityState) =>
    moderate.mutate(
      { target: report.target, id: report.targetId, state, reason: t(`community.reasons.${report.reason}`) },
      {
        onSuccess: () => notify({ type: 'success', content: t(`community.moderation.done.${state}`) }),
      },
    );

  return (
    <QueryState
      query={reports}
      loading={t('community.loading')}
      look="panel"
      className={styles.muted}
      isEmpty={() => list.length === 0}
      // Quiet when there is nothing to do: the console's other sections are a glance below.
      empty={<p className={consoleStyles.facts}>{t('community.reports.emptyBody')}</p>}
    >
      {() => (
        <>
          <ul className={styles.feed}>
            {list.map((report) => (
              <li key={report.id}>
                <article className={styles.reportCard} aria-label={t(`community.reports.label.${report.target}`)}>
                  <div className={styles.reportHead}>
                    <span className={`${styles.badge} ${styles.removed}`}>
                      {t(`community.reasons.${report.reason}`)}
                    </span>
                    <span>
                      {t('community.reports.by', { name: report.reporter.displayName })} ·{' '}
                      <TimeAgo at={report.createdAt} now={now} />
                    </span>
                    {report.reportCount > 1 ? (
                      <span>{t('community.reports.count', { count: report.reportCount })}</span>
                    ) : null}
                    {report.targetState !== 'visible' ? (
                      <span className={`${styles.badge} ${styles.hidden}`}>
                        {t(`community.states.${report.targetState}`)}
                      </span>
                    ) : null}
                  </div>
                  {report.note ? <p className={styles.body}>“{report.note}”</p> : null}
                  <div className={styles.byline}>
                    <Avatar author={report.author} size="s" />
                    <span className={styles.author}>{report.author.displayName}</span>
                  </div>
                  <blockquote className={styles.quote}>
                    {report.title ? <strong>{report.title}</strong> : null}
                    {report.excerpt}
                  </blockquote>
                  <div className={styles.actions}>
                    <Button variant="secondary" disabled={moderate.isPending} onClick={() => act(report, 'hidden')}>
                      {t('community.moderation.hide')}
                    </Button>
                    <Button variant="danger" disabled={moderate.isPending} onClick={() => act(report, 'removed')}>
                      {t('community.moderation.remove')}
                    </Button>
                    <Button variant="quiet" disabled={moderate.isPending} onClick={() => act(report, 'visible')}>
                      {t('community.moderation.keep')}
                    </Button>
                    <Button variant="quiet" onClick={() => setSuspending(report.author)}>
                      {t('community.moderation.suspend')}
                    </Button>
                    <Link className={styles.openLink} to={appPath('hub-community-post', { id: report.postId })}>
                      {t('community.reports.open')}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {reports.hasNextPage ? (
            <div className={styles.loadMore}>
              <Button
                variant="secondary"
                disabled={reports.isFetchingNextPage}
                onClick={() => void reports.fetchNextPage()}
              >
                {t('community.loadMore')}
              </Button>
            </div>
          ) : null}
          {suspending ? <SuspendDialog person={suspending} onClose={() => setSuspending(null)} /> : null}
        </>
      )}
    </QueryState>
  );
}
