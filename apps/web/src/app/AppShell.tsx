import { RouteGate } from './guard.tsx';
import { useEndSessionOnUnauthorized } from './session.ts';

/**
 * Around every route: the guard, with the cookie banner under each screen it shows. Every screen
 * works at every width and in either orientation (phones get the phone layout), so no device is
 * turned away.
 */
export function AppShell() {
  useEndSessionOnUnauthorized();
  return <RouteGate />;
}
