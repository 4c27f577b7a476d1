import { toLanguageTag } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../../api/queries.ts';
import { DetailsCard, detailsStyles } from '../../components/DetailsCard.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { nativeLanguageName } from '../../i18n/locale.ts';

/** The profile as the server has it (GET user/profile/edit/); editing arrives with issue 6. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const countryName = (code: string) =>
    code ? (new Intl.DisplayNames([toLanguageTag(currentLocale())], { type: 'region' }).of(code) ?? code) : '—';

  return (
    <>
      <PageHeader description={t('profile.description')} />
      {profile.error ? <FormAlert messages={[{ id: 'profile', message: errorText(t, profile.error) }]} /> : null}
      {profile.data ? (
        <div className={detailsStyles.stack}>
          <DetailsCard
            title={t('profile.aboutYou')}
            details={[
              { key: 'name', label: t('profile.name'), value: `${profile.data.first_name} ${profile.data.last_name}` },
              { key: 'country', label: t('profile.country'), value: countryName(profile.data.country) },
              { key: 'language', label: t('profile.language'), value: nativeLanguageName(profile.data.language) },
            ]}
          />
          <DetailsCard
            title={t('profile.loginDetails')}
            details={[
              { key: 'username', label: t('profile.username'), value: profile.data.username },
              { key: 'email', label: t('profile.email'), value: profile.data.email },
              { key: 'contact', label: t('profile.contactEmail'), value: profile.data.contact_email || '—' },
            ]}
          />
          <DetailsCard
            title={t('profile.productEmail')}
            details={[{ key: 'address', label: t('profile.productEmailLabel'), value: profile.data.product_email }]}
            note={t('profile.productEmailNote')}
          />
          <p className={detailsStyles.note}>{t('profile.editingLater')}</p>
        </div>
      ) : null}
    </>
  );
}
