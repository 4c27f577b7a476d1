import { useTranslation } from 'react-i18next';
import { nativeLanguageName } from '../i18n/locale.ts';
import { useAccountLanguage } from '../i18n/use-account-language.ts';
import { Button } from './Button.tsx';
import styles from './Notice.module.css';

export function LanguageNotice() {
  const { t } = useTranslation();
  const { changedTo, dismiss } = useAccountLanguage();
  if (!changedTo) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{t('language.changedElsewhere', { language: nativeLanguageName(changedTo) })}</p>
      <Button variant="quiet" onClick={dismiss}>
        {t('common.dismiss')}
      </Button>
    </div>
  );
}
