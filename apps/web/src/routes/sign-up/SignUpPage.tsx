import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/AuthPanel.tsx';
import { ConfiguredSignUp } from './ConfiguredSignUp.tsx';

export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('signUp.title')} intro={t('signUp.intro')}>
      <ConfiguredSignUp />
    </AuthPanel>
  );
}
