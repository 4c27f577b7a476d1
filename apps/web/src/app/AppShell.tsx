import { CookieConsent } from '../components/CookieConsent.tsx';
import { TouchDeviceGate } from '../components/TouchNotice.tsx';
import { RouteGate } from './guard.tsx';
import { useEndSessionOnUnauthorized } from './session.ts';

/** Around every route: the touch-device notices, the cookie banner, and the guard. */
export function AppShell() {
  useEndSessionOnUnauthorized();
  return (
    <TouchDeviceGate>
      <RouteGate />
      <CookieConsent />
    </TouchDeviceGate>
  );
}
