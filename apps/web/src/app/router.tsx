import { createBrowserRouter, type RouteObject } from 'react-router';
import { InitializingLayout } from '../layouts/InitializingLayout.tsx';
import { AppShell } from './AppShell.tsx';
import type { RouteHandle } from './current-route.ts';
import { RouteError } from './RouteError.tsx';
import { type AppRoute, ROUTES } from './route-table.ts';
import { SCREENS } from './routes.tsx';

function ShowsNothing() {
  return null;
}

/** One router route per table entry; each carries its entry as `handle` for the guard to read. */
function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  // The gate redirects; the route itself shows nothing.
  if (route.kind === 'redirect') return { path: route.path, handle, Component: ShowsNothing };
  return {
    path: route.path,
    handle,
    lazy: async () => {
      try {
        const screen = SCREENS[route.name];
        if (!screen) throw new Error(`No screen for the route ${route.name}`);
        return { Component: await screen() };
      } catch (error) {
        // A screen's code that cannot be loaded (gone after a deploy) is told on the screen's place.
        return { Component: () => <RouteError error={error} /> };
      }
    },
    // Inside the layout, so a screen that fails keeps the header and its way out.
    ErrorBoundary: RouteError,
    children: route.children?.map(toRouteObject),
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      HydrateFallback: InitializingLayout,
      ErrorBoundary: RouteError,
      children: ROUTES.map(toRouteObject),
    },
  ]);
}
