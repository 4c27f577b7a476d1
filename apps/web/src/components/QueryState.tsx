import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { errorText } from '../i18n/error-text.ts';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { EmptyState } from './EmptyState.tsx';
import styles from './QueryState.module.css';

/** What QueryState reads of a TanStack query (or of a hook that answers like one). */
interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * Shown while the first answer is on its way: words (a quiet line) or a whole element (a spinner,
   * placeholders in the answer's shape); nothing, where the screen shows its place empty meanwhile.
   */
  loading?: ReactNode;
  /**
   * How a failure shows: `panel`, the screen's whole content (an empty state that names the
   * problem); `inline`, a part of a screen or a dialog (the problem in a line); `card`, the line in
   * a card, where the answer would have stood in one.
   */
  look?: 'panel' | 'inline' | 'card';
  /** Ways on beside Try again (back to a list), where a failure leaves the person on a dead end. */
  actions?: ReactNode;
  /** A panel's own title over the problem, which then stands under it. */
  failedTitle?: ReactNode;
  /** What a panel says under the problem (what it probably means). */
  failedBody?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What shows when there is nothing: words (a quiet line) or a whole EmptyState. */
  empty?: ReactNode;
  /** The quiet lines' look where the place has its own (a smaller hint). */
  className?: string;
  /** The words for a failure where the usual error text is not the whole story (a connector's). */
  textOfError?: (error: unknown) => string;
  /** What shows when the thing is not there (a 404): no Try again, since asking again changes nothing. */
  gone?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A query's answer, or why there is none yet: loading, failed (with a way to try again), or empty.
 * A refresh that fails keeps what was shown: only a first load that fails says so.
 */
export function QueryState<T>({
  query,
  loading,
  look = 'inline',
  isEmpty,
  empty,
  className,
  textOfError,
  gone,
  actions,
  failedTitle,
  failedBody,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const quiet = className ?? styles.muted;
  if (query.isPending) return typeof loading === 'string' ? <p className={quiet}>{loading}</p> : (loading ?? null);
  if (query.data === undefined) {
    if (gone !== undefined && query.error instanceof ApiError && query.error.status === 404) return gone;
    const problem = textOfError ? textOfError(query.error) : errorText(t, query.error);
    const retry = (
      <>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
        {actions}
      </>
    );
    if (look === 'panel') {
      return failedTitle === undefined ? (
        <EmptyState title={problem} body={failedBody} actions={retry} />
      ) : (
        <EmptyState title={failedTitle} body={problem} actions={retry} />
      );
    }
    const line = (
      <div className={styles.failed}>
        <p role="alert">{problem}</p>
        <div className={styles.actions}>{retry}</div>
      </div>
    );
    return look === 'card' ? <Card>{line}</Card> : line;
  }
  if (isEmpty?.(query.data)) {
    return typeof empty === 'string' ? <p className={quiet}>{empty}</p> : empty;
  }
  return <>{children(query.data)}</>;
}
