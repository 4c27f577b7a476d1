import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { errorText } from '../../i18n/error-text.ts';
import styles from './AlbumDetails.module.css';

interface ItemsQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** An album's or a collection's grid while its items load, or when they could not be loaded: a way to try again. */
export function ItemsProblem({ query }: { query: ItemsQuery }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className={styles.muted}>{t('albums.loading')}</p>;
  return (
    <EmptyState
      title={errorText(t, query.error)}
      actions={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
