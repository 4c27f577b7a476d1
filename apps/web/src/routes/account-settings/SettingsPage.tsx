import { useTranslation } from 'react-i18next';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { LanguageSelect } from '../../components/LanguageSelect.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Settings: the language works now (PUT v3/users/settings); the others arrive with issue 6. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader description={t('settings.description')} />
      <div className={detailsStyles.stack}>
        <DetailsCard title={t('settings.languageTitle')}>
          <div className={detailsStyles.narrow}>
            <LanguageSelect hint={t('settings.languageHint')} />
          </div>
        </DetailsCard>
        <p className={detailsStyles.note}>{t('settings.moreLater')}</p>
      </div>
    </>
  );
}
