import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader />
      <EmptyState
        title={t('notFound.heading')}
        body={t('notFound.body')}
        actions={<ButtonLink to={pathOf('family-home')}>{t('notFound.home')}</ButtonLink>}
      />
    </>
  );
}
