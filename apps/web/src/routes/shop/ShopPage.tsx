import type { AppConfig } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigQuery } from '../../api/account.ts';
import { startShopSignIn } from '../../api/billing.ts';
import { useCurrentRoute } from '../../app/current-route.ts';
import { AuthPanel, authStyles } from '../../components/AuthPanel.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { errorText } from '../../i18n/error-text.ts';

export type ShopStep = { type: 'waiting' } | { type: 'noShop' } | { type: 'signIn' } | { type: 'signOut'; url: string };

/** What the shop pages do, given the server's facts: nothing to do without a shop (SHOP_URL). */
export function shopStep(page: 'shopLogin' | 'shopSignout', config: AppConfig | undefined): ShopStep {
  if (!config) return { type: 'waiting' };
  if (!config.shop) return { type: 'noShop' };
  return page === 'shopLogin' ? { type: 'signIn' } : { type: 'signOut', url: config.shop.signOutUrl };
}

/**
 * The shop's sign-in and sign-out (spec section 2). Sign-in (for someone signed in here; the guard
 * sends anyone else through login and back) asks the server for a one-use token and hands the
 * browser to the shop with it; sign-out sends the browser to the shop's sign-out, which sends it
 * back. Without a shop, each page says there is none.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const page = route.name === 'shopSignout' ? 'shopSignout' : 'shopLogin';
  const config = useAppConfigQuery();
  const step = shopStep(page, config.data);
  const texts = page === 'shopSignout' ? 'shop.signout' : 'shop.login';

  if (config.isError)
    return <Failed title={t(`${texts}.title`)} error={config.error} onRetry={() => config.refetch()} />;
  if (step.type === 'noShop') {
    return (
      <AuthPanel title={t('shop.none.title')} intro={t(`${texts}.none`)}>
        <ButtonLink to={pathOf('root')} wide>
          {t('shop.toKinframe')}
        </ButtonLink>
      </AuthPanel>
    );
  }
  if (step.type === 'signIn') return <SignIn />;
  if (step.type === 'signOut') return <Leaving title={t(`${texts}.title`)} body={t(`${texts}.body`)} to={step.url} />;
  return (
    <AuthPanel title={t(`${texts}.title`)} intro={t(`${texts}.body`)}>
      {null}
    </AuthPanel>
  );
}

function Leaving({ title, body, to }: { title: string; body: string; to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return (
    <AuthPanel title={title} intro={<span role="status">{body}</span>}>
      {null}
    </AuthPanel>
  );
}

function SignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);
  useEffect(() => {
    // One token per attempt, even when React runs the effect twice.
    if (asked.current === attempt) return;
    asked.current = attempt;
    startShopSignIn()
      .then(({ url }) => window.location.replace(url))
      .catch(setError);
  }, [attempt]);
  if (error) {
    return (
      <Failed
        title={t('shop.login.title')}
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return (
    <AuthPanel title={t('shop.login.title')} intro={<span role="status">{t('shop.login.body')}</span>}>
      {null}
    </AuthPanel>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthPanel title={title} intro={<span role="alert">{errorText(t, error)}</span>}>
      <Button wide onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
      <p className={authStyles.aside}>
        <Link to={pathOf('root')}>{t('shop.toKinframe')}</Link>
      </p>
    </AuthPanel>
  );
}
