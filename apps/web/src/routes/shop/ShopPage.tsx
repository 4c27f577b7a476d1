import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../app/current-route.ts';
import { pathOf } from '../../app/routes.tsx';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { ButtonLink } from '../../components/Button.tsx';

/** Shop sign-in and sign-out (spec section 2): the shop does not exist yet, and the page says so. */
export function ShopPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const texts = route.name === 'shopSignout' ? 'shop.signout' : 'shop.login';
  return (
    <AuthPanel title={t(`${texts}.title`)} intro={t(`${texts}.body`)}>
      <ButtonLink to={pathOf('login')} wide>
        {t('shop.toKinframe')}
      </ButtonLink>
      <p className={authStyles.aside}>{t('shop.later')}</p>
    </AuthPanel>
  );
}
