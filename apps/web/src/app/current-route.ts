import { useMatches } from 'react-router';
import { type AppRoute, routeNamed } from './route-table.ts';

export interface RouteHandle {
  route: AppRoute;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route of the table being shown: the deepest match, so a child dialog wins over its screen. */
export function useCurrentRoute(): AppRoute {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return routeNamed('not-found');
}
