import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import noticeStyles from '../../components/Notice.module.css';
import styles from './Library.module.css';

/** Where "Export everything" is: the export panel of the account's settings. */
export const EXPORT_PATH = `${pathOf('account-settings')}#export`;

/**
 * Above the library of an account without Plus: its photos are its own to look at, download and
 * export; the way to change them is Plus. Calm and in the flow of the page, never in the way.
 */
export function LiteNotice() {
  const { t } = useTranslation();
  return (
    <div className={`${noticeStyles.notice} ${styles.liteNotice}`} role="note">
      <p>{t('library.lite.notice')}</p>
      <div className={noticeStyles.actions}>
        <ButtonLink variant="secondary" to={EXPORT_PATH}>
          {t('settings.export.start')}
        </ButtonLink>
        <ButtonLink variant="quiet" to={pathOf('subscribe')}>
          {t('library.lite.getPlus')}
        </ButtonLink>
      </div>
    </div>
  );
}
