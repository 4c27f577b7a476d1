import { useTranslation } from 'react-i18next';
import { useCommunityMutations, useSuspensionsQuery } from '../../api/community.ts';
import { Button } from '../../components/Button.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatLongDate } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from '../console/Console.module.css';

/** Who may not post in the community now, why, until when; and lifting it. */
export function SuspensionsList() {
  const { t } = useTranslation();
  const notify = useToast();
  const suspensions = useSuspensionsQuery();
  const { unsuspend } = useCommunityMutations();
  const locale = currentLocale();
  const list = suspensions.data?.suspensions ?? [];

  return (
    <QueryState
      query={suspensions}
      loading={t('console.community.loading')}
      isEmpty={() => list.length === 0}
      empty={<p className={styles.facts}>{t('console.community.noSuspensions')}</p>}
    >
      {() => (
        <ul className={styles.list}>
          {list.map((suspension) => (
            <li key={suspension.person.id} className={styles.card}>
              <div className={styles.about}>
                <strong>{suspension.person.displayName}</strong>
                <span className={styles.facts}>
                  {suspension.until
                    ? t('console.community.suspendedUntil', { date: formatLongDate(suspension.until, locale) })
                    : t('console.community.suspendedUntilLifted')}
                  {suspension.reason ? ` · ${suspension.reason}` : ''}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={unsuspend.isPending}
                onClick={() =>
                  unsuspend.mutate(suspension.person.id, {
                    onSuccess: () =>
                      notify({
                        type: 'success',
                        content: t('console.community.lifted', { name: suspension.person.displayName }),
                      }),
                  })
                }
              >
                {t('console.community.lift')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
