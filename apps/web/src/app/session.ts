import { type Tier, tierOf } from '@kinframe/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys, getIsLoggedIn, signOut } from '../api/account.ts';
import { getActiveSubscription } from '../api/billing.ts';
import { onUnauthorized } from '../api/client.ts';
import { libraryUploads } from '../components/uploads/library-uploads.ts';

/**
 * The login state of spec section 4 (unknown, logged in, logged out) and the plan, both read from
 * the API and kept in TanStack Query, so every screen sees the same answer.
 */
export type LoginState = 'unknown' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  login: LoginState;
  /** Undefined while not known: logged out, or the subscription still loading. */
  tier: Tier | undefined;
  /** The person signed out on purpose: the login page need not send them back where they were. */
  hasSignedOut: boolean;
}

interface LoginStatus {
  isLoggedIn: boolean;
  hasSignedOut?: boolean;
}

export const sessionKeys = {
  login: ['session', 'login'] as const,
  subscription: ['session', 'subscription'] as const,
};

async function fetchLoginStatus(): Promise<LoginStatus> {
  const { isLoggedIn } = await getIsLoggedIn();
  return { isLoggedIn };
}

let earlyLoginStatus: Promise<LoginStatus> | undefined;

/**
 * Asks who is signed in as the app starts, while its texts load, rather than after: the first
 * screen waits for both, so they come in the time of the slower. The first ask of the session
 * query takes this answer; any later one asks again.
 */
export function askLoginStatusEarly(): void {
  earlyLoginStatus = fetchLoginStatus();
  // A failure is the query's to report when it takes the answer; unhandled until then, it is not one.
  earlyLoginStatus.catch(() => undefined);
}

function loginStatus(): Promise<LoginStatus> {
  const early = earlyLoginStatus;
  earlyLoginStatus = undefined;
  return early ?? fetchLoginStatus();
}

export function useSession() {
  const loginQuery = useQuery({
    queryKey: sessionKeys.login,
    queryFn: loginStatus,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isLoggedIn = loginQuery.data?.isLoggedIn === true;
  const subscriptionQuery = useQuery({
    queryKey: sessionKeys.subscription,
    queryFn: getActiveSubscription,
    enabled: isLoggedIn,
    staleTime: 5 * 60_000,
  });

  const state: SessionState = {
    login: loginQuery.data === undefined ? 'unknown' : isLoggedIn ? 'loggedIn' : 'loggedOut',
    tier: isLoggedIn && subscriptionQuery.isSuccess ? tierOf(subscriptionQuery.data) : undefined,
    hasSignedOut: loginQuery.data?.hasSignedOut === true,
  };
  const error = loginQuery.data === undefined ? loginQuery.error : isLoggedIn ? subscriptionQuery.error : null;
  const retry = () => {
    void (loginQuery.data === undefined ? loginQuery.refetch() : subscriptionQuery.refetch());
  };
  return { state, subscription: subscriptionQuery.data ?? null, error, retry };
}

/**
 * Whether the account may change what it has: Plus may; without Plus its library, Trash and frames
 * are read-only (looked at, downloaded, exported, restored, removed), as the server holds them.
 */
export function useHasPlus(): boolean {
  return useSession().state.tier === 'plus';
}

/** After a successful login or sign-up: the plan first, then the state, so the guard decides once. */
export async function startSession(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ queryKey: sessionKeys.subscription, queryFn: getActiveSubscription, staleTime: 0 });
  queryClient.setQueryData<LoginStatus>(sessionKeys.login, { isLoggedIn: true });
}

/** Forgets the account: the state first (so nothing refetches as the person), then every answer. */
export function endSession(queryClient: QueryClient, options: { byUser: boolean }): void {
  // Uploads of the account that left go no further, and the next one's panel starts empty.
  libraryUploads.reset();
  queryClient.setQueryData<LoginStatus>(sessionKeys.login, { isLoggedIn: false, hasSignedOut: options.byUser });
  const keeps = (key: readonly unknown[]) =>
    (key[0] === sessionKeys.login[0] && key[1] === sessionKeys.login[1]) || key[0] === accountKeys.appConfig[0];
  queryClient.removeQueries({ predicate: (query) => !keeps(query.queryKey) });
}

/** Re-asks the server whether the session still holds (spec: on each authenticated route). */
export function recheckLogin(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.login });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await signOut();
    endSession(queryClient, { byUser: true });
  };
}

/** Any call answered 'Unauthorized' ends the session; the guard then sends to login. */
export function useEndSessionOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (queryClient.getQueryData<LoginStatus>(sessionKeys.login)?.isLoggedIn) {
          endSession(queryClient, { byUser: false });
        }
      }),
    [queryClient],
  );
}
