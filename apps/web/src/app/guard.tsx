import { pathOf } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useProfileQuery } from '../api/account.ts';
import { CookieConsent } from '../components/CookieConsent.tsx';
import { InitializingLayout } from '../layouts/InitializingLayout.tsx';
import { LAYOUTS } from '../layouts/layouts.tsx';
import { NotFoundPage } from '../routes/not-found/NotFoundPage.tsx';
import { useCurrentRoute } from './current-route.ts';
import { type AppRoute, isOpenTo, routeAt } from './route-table.ts';
import { recheckLogin, type SessionState, useSession } from './session.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** What the guard does with a route, given the session (spec section 4). */
export type GuardDecision =
  | { type: 'wait' }
  | { type: 'render' }
  | { type: 'redirect'; to: string; rememberFrom: boolean };

const render: GuardDecision = { type: 'render' };
const wait: GuardDecision = { type: 'wait' };
const goTo = (to: string, rememberFrom = false): GuardDecision => ({ type: 'redirect', to, rememberFrom });

/** Whether an account without Plus may open `path` (a path with its query, as `from` holds it). */
function isOpenWithoutPlus(path: string): boolean {
  const route = routeAt(new URL(path, 'http://kinframe.invalid').pathname);
  return route !== undefined && isOpenTo(route, false);
}

/**
 * The route guard of spec section 4, as a pure function. `from` is the path a logged-out person
 * wanted before being sent to login; once logged in (or signed up) they go back there: with Plus
 * anywhere, without it only to a page open to them (a frame gift's link, their library, say).
 */
export function decideAccess(
  session: SessionState,
  route: Pick<AppRoute, 'name' | 'access' | 'liteAccess'>,
  from?: string,
): GuardDecision {
  // Pages for anyone (the shop's sign-out) need not know who is asking.
  if (route.access === 'any') return render;
  if (session.login === 'unknown') return wait;
  if (session.login === 'loggedOut') {
    // Keep the wanted path, unless the person signed out on purpose.
    return route.access === 'public' ? render : goTo(pathOf('login'), !session.hasSignedOut);
  }
  if (session.tier === undefined) return wait;
  const hasPlus = session.tier === 'plus';
  if (route.access === 'public') {
    if (from !== undefined && (hasPlus || isOpenWithoutPlus(from))) return goTo(from);
    return goTo(hasPlus ? pathOf('family-home') : pathOf('subscribe'));
  }
  if (hasPlus) return route.name === 'subscribe' ? goTo(pathOf('family-home')) : render;
  // Without Plus: its account, its photos and frames to look at and take out; the rest is Plus's.
  return isOpenTo(route, false) ? render : goTo(pathOf('subscribe'));
}

function useRecheckOnNavigation(route: AppRoute, session: SessionState) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const checkedPath = useRef(pathname);
  const shouldCheck = route.access === 'authenticated' && session.login === 'loggedIn';
  useEffect(() => {
    // The first load asks anyway; afterwards every authenticated route asks again.
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    if (shouldCheck) recheckLogin(queryClient);
  }, [pathname, shouldCheck, queryClient]);
}

/** Sits above every route: applies the guard, then shows the route in its layout. */
export function RouteGate() {
  const route = useCurrentRoute();
  const location = useLocation();
  const params = useParams();
  const { state, error, retry } = useSession();
  useRecheckOnNavigation(route, state);
  useDocumentTitle(route.titleKey);

  const from = (location.state as { from?: unknown } | null)?.from;
  const decision = decideAccess(state, route, typeof from === 'string' ? from : undefined);
  if (decision.type === 'wait') return <InitializingLayout error={error} onRetry={retry} />;
  if (decision.type === 'redirect') {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    // The blank layout stays while the screen gone to loads, so the first one comes on it, not on white.
    return (
      <>
        <InitializingLayout />
        <Navigate to={decision.to} replace state={decision.rememberFrom ? { from: wanted } : undefined} />
      </>
    );
  }
  if (route.kind === 'redirect') return <Navigate to={pathOf(route.to)} replace />;
  if (route.isValid && !route.isValid(params))
    return <Navigate to={pathOf(route.invalidRedirect ?? 'not-found')} replace />;

  const Layout = LAYOUTS[route.layout];
  // The cookie banner comes with a screen, never alone on the blank layout before it.
  return (
    <>
      <Layout route={route}>{route.isOperatorOnly ? <OperatorsOnly /> : <Outlet />}</Layout>
      <CookieConsent />
    </>
  );
}

/**
 * The console's screens, for owners and operators. Anyone else is shown not-found, as the server
 * answers them, so the console does not announce itself.
 */
function OperatorsOnly() {
  const profile = useProfileQuery();
  if (profile.isPending) return null;
  return profile.data?.server_role ? <Outlet /> : <NotFoundPage />;
}
