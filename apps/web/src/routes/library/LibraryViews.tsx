import { pathOf } from '@kinframe/contract';
import { BookImage, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPlus } from '../../app/session.ts';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import styles from './Library.module.css';

type LibraryView = 'library' | 'albums';

/**
 * The library's two views, photos and albums, as one switch (as photo apps have it): the family's
 * tabs name the library only, so this is how a desktop or tablet reaches its albums. A phone's tab
 * bar has a tab for each already, so there the switch stays out of the way.
 */
export function LibraryViews({ current }: { current: LibraryView }) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const hasPlus = useHasPlus();
  // A phone's tab bar has both already; an account without Plus has no albums to switch to.
  if (isPhone || !hasPlus) return null;
  const views = [
    { view: 'library', label: t('library.views.photos'), Icon: Images },
    { view: 'albums', label: t('nav.albums'), Icon: BookImage },
  ] as const;
  return (
    <nav className={styles.views} aria-label={t('titles.library')}>
      {views.map(({ view, label, Icon }) => (
        <Link key={view} to={pathOf(view)} className={styles.view} aria-current={current === view ? 'page' : undefined}>
          <Icon size={18} aria-hidden="true" />
          <span>{label}</span>
        </Link>
      ))}
    </nav>
  );
}
