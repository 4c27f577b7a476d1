import { APP_PATHS, COLLECTION_IDS, type CollectionId, isArticleSlug, type RouteName } from '@kinframe/contract';
import { matchPath } from 'react-router';

/**
 * Every route of spec section 2, as data: the guard, the header, the navigation and the document
 * title read this one table; paths come from the contract's registry, and the screens each route
 * shows are bound apart, in routes.tsx, which only the router reads.
 */
export type LayoutName = 'authentication' | 'default' | 'emptyPage' | 'initializing';
/** public: signed out only (a signed-in person is sent on); any: both; authenticated: signed in only. */
export type Access = 'public' | 'any' | 'authenticated';
/**
 * What an account without Plus (Lite) may do on a route. full: all it shows (its account, the
 * subscribe page, a gift's link); readOnly: look and take out, not change (its library, Trash and
 * frames: browse, download, export, restore, remove a frame, as the server lets it); none: the
 * guard sends it to subscribe. Nobody is stranded: a Lite account always reaches its photos.
 */
export type LiteAccess = 'full' | 'readOnly' | 'none';

export type { RouteName };

type Params = Record<string, string | undefined>;

interface RouteBase {
  name: RouteName;
  /** Absolute path pattern, React Router syntax. */
  path: string;
  titleKey: string;
  /** The secondary navigation shown with this route (route names, in order). */
  navigation: readonly RouteName[];
  layout: LayoutName;
  access: Access;
  /** What an account without Plus may do here (spec section 4's subscription pages are `full`). */
  liteAccess: LiteAccess;
  /** The owner's console: for operators; anyone else finds nothing there. */
  isOperatorOnly?: boolean;
}

export interface ScreenRoute extends RouteBase {
  kind: 'screen';
  /** Child dialog routes, shown over this screen through its <Outlet />. */
  children?: ScreenRoute[];
  /** The screen takes the window's whole width (the library's grid), not the reading column. */
  isWide?: boolean;
  /** A path parameter that must hold, else the route sends to `invalidRedirect`. */
  isValid?: (params: Params) => boolean;
  invalidRedirect?: RouteName;
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  to: RouteName;
}

export type AppRoute = ScreenRoute | RedirectRoute;

export const FAMILY_TABS = ['family-home', 'library', 'frames', 'members'] as const satisfies RouteName[];
const HUB_TABS = ['hub-learn', 'hub-community', 'hub-support'] as const satisfies RouteName[];
const CREATE_TABS = ['create-statistics', 'create-competition'] as const satisfies RouteName[];
export const ACCOUNT_TABS = [
  'account-profile',
  'account-settings',
  'account-membership',
] as const satisfies RouteName[];

export const CONSOLE_TABS = [
  'console-people',
  'console-invitations',
  'console-server',
  'console-community',
] as const satisfies RouteName[];

/** Header sections (spec section 1) and the route each one opens. */
export const SECTIONS = [
  { key: 'family', to: 'family-home', tabs: FAMILY_TABS },
  { key: 'hub', to: 'hub-learn', tabs: HUB_TABS },
  { key: 'create', to: 'create-statistics', tabs: CREATE_TABS },
  { key: 'account', to: 'account-profile', tabs: ACCOUNT_TABS },
] as const;

/** Whether an account may open a route: with Plus every one, without it those its `liteAccess` opens. */
export function isOpenTo(route: Pick<AppRoute, 'liteAccess'>, hasPlus: boolean): boolean {
  return hasPlus || route.liteAccess !== 'none';
}

/** The routes of a navigation list (tabs, a section's) the account may open, in order. */
export function openRoutes<Name extends RouteName>(names: readonly Name[], hasPlus: boolean): Name[] {
  return names.filter((name) => isOpenTo(routeNamed(name), hasPlus));
}

/** The header's sections the account may open, each to its first route open to it. */
export function openSections(hasPlus: boolean) {
  return SECTIONS.flatMap((section) => {
    const tabs = openRoutes(section.tabs, hasPlus);
    const to = isOpenTo(routeNamed(section.to), hasPlus) ? section.to : tabs[0];
    return to === undefined ? [] : [{ ...section, to }];
  });
}

export const ALBUM_TYPES = ['kinframe', 'shared', 'google', 'dropbox'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

export function isAlbumType(value: string | undefined): value is AlbumType {
  return (ALBUM_TYPES as readonly (string | undefined)[]).includes(value);
}

function isCollectionId(value: string | undefined): value is CollectionId {
  return (COLLECTION_IDS as readonly (string | undefined)[]).includes(value);
}

export const LIBRARY_SOURCES = ['facebook', 'google', 'instagram', 'dropbox', 'flickr'] as const;

const isRowId = (params: Params) => /^[1-9]\d{0,9}$/.test(params.id ?? '');

function screen(name: RouteName, navigation: readonly RouteName[], extra: Partial<ScreenRoute> = {}): ScreenRoute {
  return {
    kind: 'screen',
    name,
    path: APP_PATHS[name],
    titleKey: `titles.${name}`,
    navigation,
    layout: 'default',
    access: 'authenticated',
    liteAccess: 'none',
    ...extra,
  };
}

const publicScreen = (name: RouteName, extra: Partial<ScreenRoute> = {}) =>
  screen(name, [], { layout: 'authentication', access: 'public', ...extra });

function redirect(name: RouteName, to: RouteName, navigation: readonly RouteName[]): RedirectRoute {
  return {
    kind: 'redirect',
    name,
    path: APP_PATHS[name],
    to,
    titleKey: `titles.${to}`,
    navigation,
    layout: 'initializing',
    access: 'authenticated',
    liteAccess: 'none',
  };
}

export const ROUTES: AppRoute[] = [
  publicScreen('login'),
  publicScreen('signup'),
  publicScreen('forgotPassword'),
  publicScreen('resetPassword'),
  // The shop's sign-in needs an account (the guard sends anyone else through login and back here),
  // with Plus or without; its sign-out is for anyone, signed in or not.
  publicScreen('shopLogin', { access: 'authenticated', liteAccess: 'full' }),
  publicScreen('shopSignout', { access: 'any' }),
  // An invitation's link: who invites, and sign-up with it. Public, as sign-up: once the account is
  // made the guard takes it on, and someone signed in already has no use for an invitation.
  publicScreen('join', { titleKey: 'join.title' }),

  redirect('root', 'family-home', FAMILY_TABS),
  redirect('family', 'family-home', FAMILY_TABS),
  screen('family-home', FAMILY_TABS),
  // A Lite account's photos stay its own: it sees them, downloads and exports them, restores from
  // the Trash and removes its frames, but changes nothing (the server answers plus_required).
  screen('library', FAMILY_TABS, {
    isWide: true,
    liteAccess: 'readOnly',
    children: [screen('library-subscribe', FAMILY_TABS, { liteAccess: 'full' })],
  }),
  ...LIBRARY_SOURCES.map((source) => screen(`library-${source}`, FAMILY_TABS)),
  screen('library-shared', FAMILY_TABS),
  screen('library-trash', FAMILY_TABS, { isWide: true, liteAccess: 'readOnly' }),
  screen('library-places', FAMILY_TABS, { isWide: true, liteAccess: 'readOnly' }),
  // The reviews change the library (the Trash, what frames show): Plus's, as every change is.
  screen('library-duplicates', FAMILY_TABS, { isWide: true }),
  screen('library-unfit', FAMILY_TABS, { isWide: true }),
  // Search reaches shared albums, which Lite does not open (the server answers plus_required).
  screen('library-search', FAMILY_TABS, { isWide: true }),
  screen('albums', FAMILY_TABS, { children: [screen('dropboxAlbumConnect', FAMILY_TABS)] }),
  screen('albums-view-all', FAMILY_TABS, { isValid: (params) => isAlbumType(params.type), invalidRedirect: 'albums' }),
  screen('album-details', FAMILY_TABS, {
    isWide: true,
    isValid: (params) => /^\d+$/.test(params.id ?? ''),
    invalidRedirect: 'albums',
  }),
  // A built-in collection as an album page of its own (favourites, emailed photos, NFT Art).
  screen('collection', FAMILY_TABS, {
    isWide: true,
    isValid: (params) => isCollectionId(params.id),
    invalidRedirect: 'albums',
  }),
  screen('frames', FAMILY_TABS, { liteAccess: 'readOnly' }),
  screen('members', FAMILY_TABS),

  redirect('hub', 'hub-learn', HUB_TABS),
  screen('hub-learn', HUB_TABS),
  screen('hub-learn-article', HUB_TABS, {
    isValid: (params) => isArticleSlug(params.slug),
    invalidRedirect: 'hub-learn',
  }),
  screen('hub-community', HUB_TABS),
  screen('hub-community-post', HUB_TABS, { isValid: isRowId, invalidRedirect: 'hub-community' }),
  screen('hub-support', HUB_TABS),
  screen('hub-support-ticket', HUB_TABS, { isValid: isRowId, invalidRedirect: 'hub-support' }),
  redirect('create', 'create-statistics', CREATE_TABS),
  screen('create-statistics', CREATE_TABS),
  screen('create-competition', CREATE_TABS),
  screen('create-competition-details', CREATE_TABS, {
    isWide: true,
    isValid: isRowId,
    invalidRedirect: 'create-competition',
  }),
  // The account is everyone's, with Plus or without: a Lite account is never without its profile,
  // settings and membership (and the way to sign out or leave).
  { ...redirect('account', 'account-profile', ACCOUNT_TABS), liteAccess: 'full' },
  screen('account-profile', ACCOUNT_TABS, { liteAccess: 'full' }),
  screen('account-settings', ACCOUNT_TABS, { liteAccess: 'full' }),
  screen('account-membership', ACCOUNT_TABS, { liteAccess: 'full' }),

  // The owner's console. Operators run the server whatever their own plan, so it is open without Plus.
  { ...redirect('console', 'console-people', CONSOLE_TABS), liteAccess: 'full', isOperatorOnly: true },
  ...CONSOLE_TABS.map((name) => screen(name, CONSOLE_TABS, { liteAccess: 'full', isOperatorOnly: true })),

  screen('subscribe', [], { layout: 'emptyPage', liteAccess: 'full' }),
  // The link of a frame-gift mail. Reachable without Plus: the recipient's account is often a new one.
  screen('frame-gift', [], { layout: 'emptyPage', liteAccess: 'full', titleKey: 'frameGift.title' }),
  // The link of an address-confirmation mail. Reachable without Plus: every account proves its address.
  screen('confirm-email', [], { layout: 'emptyPage', liteAccess: 'full', titleKey: 'emailConfirm.pageTitle' }),
  screen('not-found', []),
];

function flatten(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...(route.kind === 'screen' ? flatten(route.children ?? []) : [])]);
}

const ROUTES_BY_NAME = new Map(flatten(ROUTES).map((route) => [route.name, route]));

export function routeNamed(name: RouteName): AppRoute {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/** The route a location shows, as the router would pick it (for code outside the router). */
export function routeAt(pathname: string): AppRoute | undefined {
  const candidates = flatten(ROUTES).filter((route) => route.path !== '*');
  // Static segments outrank parameters, as in React Router: try the most specific first.
  const specificity = (path: string) => path.split('/').filter((segment) => !segment.startsWith(':')).length;
  const ordered = [...candidates].sort((a, b) => specificity(b.path) - specificity(a.path));
  return ordered.find((route) => matchPath(route.path, pathname)) ?? routeNamed('not-found');
}
