import { CHECKOUT_RESULT_PARAM, tierOf } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { billingKeys, getActiveSubscription } from '../../api/billing.ts';
import { sessionKeys } from '../../app/session.ts';
import { useToast } from '../Toasts.tsx';
import { isCheckoutResultTaken, readCheckoutResult, takeCheckoutResult } from './checkout-result.ts';

/** How often, and how patiently, to ask whether the payment provider has told the server yet. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_PATIENCE_MS = 60_000;

export type CheckoutReturn = 'none' | 'confirming' | 'delayed';

/**
 * Back from Stripe Checkout. A cancel says nothing was charged. A success is confirmed by the
 * provider's webhook, which can reach the server a moment after the browser: the subscription is
 * asked again until it is Plus, then a welcome toast says so, and the session holds the new plan, so
 * the guard lets the account in (a Plus account on the subscribe page goes on to family-home).
 */
export function useCheckoutReturn(): CheckoutReturn {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [result] = useState(() => readCheckoutResult(search));
  const [state, setState] = useState<CheckoutReturn>(result === 'success' ? 'confirming' : 'none');
  const latest = useRef({ t, notify, setSearchParams });
  latest.current = { t, notify, setSearchParams };

  useEffect(() => {
    if (result === null || isCheckoutResultTaken()) return;
    const { t, notify, setSearchParams } = latest.current;
    const finish = (toast: Parameters<typeof notify>[0]) => {
      takeCheckoutResult();
      notify(toast);
      setState('none');
      // The result is said; a reload must not say it again.
      setSearchParams(
        (params) => {
          params.delete(CHECKOUT_RESULT_PARAM);
          return params;
        },
        { replace: true },
      );
    };
    if (result === 'cancelled') {
      finish({ type: 'info', content: t('plus.checkout.cancelled') });
      return;
    }

    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const check = async () => {
      const subscription = await getActiveSubscription().catch(() => undefined);
      if (isStopped) return;
      if (subscription !== undefined && tierOf(subscription) === 'plus') {
        void queryClient.invalidateQueries({ queryKey: billingKeys.membership });
        void queryClient.invalidateQueries({ queryKey: billingKeys.billingPlans });
        finish({ type: 'success', content: latest.current.t('plus.checkout.welcome') });
        queryClient.setQueryData(sessionKeys.subscription, subscription);
        return;
      }
      const isPatient = Date.now() - startedAt < CONFIRM_PATIENCE_MS;
      if (!isPatient) setState('delayed');
      // Past the usual delay the answer may take much longer: ask less often.
      timer = setTimeout(check, isPatient ? CONFIRM_POLL_MS : CONFIRM_POLL_MS * 5);
    };
    void check();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [result, queryClient]);

  return state;
}
