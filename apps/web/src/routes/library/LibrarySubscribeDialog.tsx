import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/Dialog.tsx';
import { PlusPlans } from '../../components/plus/PlusPlans.tsx';

/** The library's child dialog `subscribe` (a subscription page): the plans, over the library. */
export function LibrarySubscribeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onClose={() => navigate(pathOf('library'))}
      title={t('titles.library-subscribe')}
      description={t('subscribe.intro')}
    >
      <PlusPlans compact />
    </Dialog>
  );
}
