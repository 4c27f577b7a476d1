import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Section } from '../../components/Section.tsx';
import { CompetitionsPanel } from './CompetitionsPanel.tsx';
import { ReportsView } from './ReportsView.tsx';
import { SuspensionsList } from './SuspensionsList.tsx';

/**
 * The console's Community tab: the open reports first (they wait on someone), who is suspended,
 * and the photo competitions from their making to their results.
 */
export function CommunityConsolePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader description={t('console.community.description')} />
      <Section title={t('console.community.reports')}>
        <ReportsView />
      </Section>
      <Section title={t('console.community.suspensions')}>
        <SuspensionsList />
      </Section>
      <CompetitionsPanel />
    </>
  );
}
