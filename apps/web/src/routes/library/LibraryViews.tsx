import { pathOf } from '@kinframe/contract';
import { BookImage, Images, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPlus } from '../../app/session.ts';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import styles from './Library.module.css';

type LibraryView = 'library' | 'albums' | 'library-places';

/**
 * The library's views, photos, albums and places, as one switch (as photo apps have it): the
 * family's tabs name the library only, so this is how a desktop or tablet reaches its albums and
 * places. A phone's tab bar has a tab for the albums already, so there the switch offers photos and
 * places, and stays off the albums' own screen.
 */
export function LibraryViews({ current }: { current: LibraryView }) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  const hasPlus = useHasPlus();
  if (isPhone && current === 'albums') return null;
  const views = [
    { view: 'library', label: t('library.views.photos'), Icon: Images },
    // A phone's tab bar has the albums; an account without Plus has none to switch to.
    ...(isPhone || !hasPlus ? [] : [{ view: 'albums', label: t('nav.albums'), Icon: BookImage } as const]),
    { view: 'library-places', label: t('library.views.places'), Icon: MapPin },
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
