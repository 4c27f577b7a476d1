import { pathOf } from '@kinframe/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { InitializingLayout } from '../layouts/InitializingLayout.tsx';
import { isChunkLoadFailure, reloadOnceFor } from './chunk-reload.ts';

/**
 * What a route shows when its screen could not be loaded or broke: never the router's developer
 * page. A screen missing after a deploy reloads the page once; if that does not mend it, or the
 * screen itself failed, the person reads what happened and what to do, with the way out at hand.
 */
export function RouteError(props: { error?: unknown }) {
  const routeError = useRouteError();
  const error = props.error ?? routeError;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isUpdate = isChunkLoadFailure(error);
  const [isReloading, setReloading] = useState(isUpdate);

  useEffect(() => {
    if (isUpdate) setReloading(reloadOnceFor(pathname));
    else console.error(error);
  }, [error, isUpdate, pathname]);

  if (isReloading) return <InitializingLayout />;
  return (
    <EmptyState
      title={t(isUpdate ? 'routeError.updatedHeading' : 'routeError.heading')}
      body={t(isUpdate ? 'routeError.updatedBody' : 'routeError.body')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <ButtonLink variant="secondary" to={pathOf('family-home')}>
            {t('notFound.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
