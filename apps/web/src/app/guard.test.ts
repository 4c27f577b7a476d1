import { describe, expect, it } from 'vitest';
import { decideAccess } from './guard.tsx';
import { type AppRoute, routeNamed } from './route-table.ts';
import type { SessionState } from './session.ts';

const unknown: SessionState = { login: 'unknown', tier: undefined, hasSignedOut: false };
const loggedOut: SessionState = { login: 'loggedOut', tier: undefined, hasSignedOut: false };
const signedOut: SessionState = { login: 'loggedOut', tier: undefined, hasSignedOut: true };
const loadingPlan: SessionState = { login: 'loggedIn', tier: undefined, hasSignedOut: false };
const plus: SessionState = { login: 'loggedIn', tier: 'plus', hasSignedOut: false };
const lite: SessionState = { login: 'loggedIn', tier: 'lite', hasSignedOut: false };

const route = (name: Parameters<typeof routeNamed>[0]): AppRoute => routeNamed(name);

describe('the route guard of spec section 4', () => {
  it('waits (initializing layout) while the login state or the plan is unknown', () => {
    for (const name of ['login', 'family-home', 'subscribe', 'not-found'] as const) {
      expect(decideAccess(unknown, route(name))).toEqual({ type: 'wait' });
      expect(decideAccess(loadingPlan, route(name))).toEqual({ type: 'wait' });
    }
  });

  it('lets a logged-out person see public routes only', () => {
    for (const name of ['login', 'signup', 'forgotPassword', 'resetPassword', 'shopSignout'] as const) {
      expect(decideAccess(loggedOut, route(name))).toEqual({ type: 'render' });
    }
    for (const name of ['family-home', 'library', 'albums', 'account-settings', 'subscribe', 'not-found'] as const) {
      expect(decideAccess(loggedOut, route(name))).toEqual({ type: 'redirect', to: '/login', rememberFrom: true });
    }
  });

  it('sends a logged-out visitor of the shop sign-in through login and back, with Plus or without', () => {
    expect(decideAccess(loggedOut, route('shopLogin'))).toEqual({ type: 'redirect', to: '/login', rememberFrom: true });
    expect(decideAccess(lite, route('login'), '/shop/login')).toEqual({
      type: 'redirect',
      to: '/shop/login',
      rememberFrom: false,
    });
    expect(decideAccess(plus, route('login'), '/shop/login')).toMatchObject({ to: '/shop/login' });
    expect(decideAccess(lite, route('shopLogin'))).toEqual({ type: 'render' });
    expect(decideAccess(plus, route('shopLogin'))).toEqual({ type: 'render' });
  });

  it('shows the shop sign-out to anyone, without waiting to know who is asking', () => {
    for (const session of [unknown, loadingPlan, loggedOut, signedOut, plus, lite]) {
      expect(decideAccess(session, route('shopSignout'))).toEqual({ type: 'render' });
    }
  });

  it('does not remember the page when the person signed out on purpose', () => {
    expect(decideAccess(signedOut, route('family-home'))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberFrom: false,
    });
  });

  it('sends a logged-in person away from public routes: Plus to family-home or the wanted page, others to subscribe', () => {
    expect(decideAccess(plus, route('login'))).toMatchObject({ type: 'redirect', to: '/family/home' });
    expect(decideAccess(plus, route('signup'), '/family/frames')).toMatchObject({ to: '/family/frames' });
    expect(decideAccess(lite, route('login'), '/family/home')).toMatchObject({ to: '/subscribe' });
    expect(decideAccess(lite, route('resetPassword'))).toMatchObject({ type: 'redirect', to: '/subscribe' });
  });

  it('sends Plus away from subscribe, and lets it anywhere else', () => {
    expect(decideAccess(plus, route('subscribe'))).toMatchObject({ type: 'redirect', to: '/family/home' });
    for (const name of [
      'family-home',
      'library',
      'library-subscribe',
      'album-details',
      'hub-learn',
      'not-found',
    ] as const) {
      expect(decideAccess(plus, route(name))).toEqual({ type: 'render' });
    }
  });

  it('opens a frame gift’s link to any signed-in account, and sends a logged-out one to log in first', () => {
    expect(decideAccess(plus, route('frame-gift'))).toEqual({ type: 'render' });
    expect(decideAccess(lite, route('frame-gift'))).toEqual({ type: 'render' });
    expect(decideAccess(loggedOut, route('frame-gift'))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberFrom: true,
    });
  });

  it('brings an account without Plus back to the gift after login or sign-up, token and all', () => {
    const gift = '/frame-gift?token=abc123';
    expect(decideAccess(lite, route('login'), gift)).toEqual({ type: 'redirect', to: gift, rememberFrom: false });
    expect(decideAccess(lite, route('signup'), gift)).toMatchObject({ to: gift });
    expect(decideAccess(plus, route('login'), gift)).toMatchObject({ to: gift });
    // Anywhere else stays Plus only: without it, subscribe.
    expect(decideAccess(lite, route('signup'), '/family/library/albums')).toMatchObject({ to: '/subscribe' });
  });

  it('keeps a non-Plus account on subscription pages, its own account, and its photos and frames', () => {
    for (const name of [
      'subscribe',
      'library-subscribe',
      'account-profile',
      'account-settings',
      'account-membership',
      'library',
      'library-trash',
      'library-places',
      'frames',
    ] as const) {
      expect(decideAccess(lite, route(name))).toEqual({ type: 'render' });
    }
    for (const name of ['family-home', 'albums', 'album-details', 'members', 'hub-learn', 'not-found'] as const) {
      expect(decideAccess(lite, route(name))).toMatchObject({ type: 'redirect', to: '/subscribe' });
    }
  });

  it('brings a Lite account back to its library after login, and anywhere closed to it to subscribe', () => {
    expect(decideAccess(lite, route('login'), '/family/library?item=4')).toEqual({
      type: 'redirect',
      to: '/family/library?item=4',
      rememberFrom: false,
    });
    expect(decideAccess(lite, route('login'))).toMatchObject({ to: '/subscribe' });
    expect(decideAccess(lite, route('login'), '/family/members')).toMatchObject({ to: '/subscribe' });
  });
});
