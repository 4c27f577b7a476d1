import { COLLECTION_IDS, type CollectionId, isArticleSlug } from '@kinframe/contract';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/**
 * Every route of spec section 2, as data: the router, the guard, the header and the document title
 * all read this one table. Screens load lazily, one chunk per screen folder.
 */
export type LayoutName = 'authentication' | 'default' | 'emptyPage' | 'initializing';
/** public: signed out only (a signed-in person is sent on); any: both; authenticated: signed in only. */
export type Access = 'public' | 'any' | 'authenticated';

export type RouteName =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'shopLogin'
  | 'shopSignout'
  | 'root'
  | 'family'
  | 'family-home'
  | 'library'
  | 'library-subscribe'
  | 'library-facebook'
  | 'library-google'
  | 'library-instagram'
  | 'library-dropbox'
  | 'library-flickr'
  | 'library-shared'
  | 'albums'
  | 'dropboxAlbumConnect'
  | 'albums-view-all'
  | 'album-details'
  | 'collection'
  | 'frames'
  | 'members'
  | 'hub'
  | 'hub-learn'
  | 'hub-learn-article'
  | 'hub-community'
  | 'hub-community-post'
  | 'hub-support'
  | 'hub-support-ticket'
  | 'create'
  | 'create-statistics'
  | 'create-competition'
  | 'create-competition-details'
  | 'account'
  | 'account-profile'
  | 'account-settings'
  | 'account-membership'
  | 'subscribe'
  | 'frame-gift'
  | 'confirm-email'
  | 'not-found';

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
  /** Reachable by an account without Plus (spec section 4). */
  isSubscriptionPage: boolean;
}

export interface ScreenRoute extends RouteBase {
  kind: 'screen';
  screen: () => Promise<ComponentType>;
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

/** Header sections (spec section 1) and the route each one opens. */
export const SECTIONS = [
  { key: 'family', to: 'family-home', tabs: FAMILY_TABS },
  { key: 'hub', to: 'hub-learn', tabs: HUB_TABS },
  { key: 'create', to: 'create-statistics', tabs: CREATE_TABS },
  { key: 'account', to: 'account-profile', tabs: ACCOUNT_TABS },
] as const;

export const ALBUM_TYPES = ['kinframe', 'shared', 'google', 'dropbox'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

export function isAlbumType(value: string | undefined): value is AlbumType {
  return (ALBUM_TYPES as readonly (string | undefined)[]).includes(value);
}

function isCollectionId(value: string | undefined): value is CollectionId {
  return (COLLECTION_IDS as readonly (string | undefined)[]).includes(value);
}

export const LIBRARY_SOURCES = ['facebook', 'google', 'instagram', 'dropbox', 'flickr'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

const titleOf = (name: RouteName) => `titles.${name}`;

function publicScreen(name: RouteName, path: string, screen: ScreenRoute['screen']): ScreenRoute {
  return {
    kind: 'screen',
    name,
    path,
    titleKey: titleOf(name),
    navigation: [],
    layout: 'authentication',
    access: 'public',
    isSubscriptionPage: false,
    screen,
  };
}

function appScreen(
  name: RouteName,
  path: string,
  navigation: readonly RouteName[],
  screen: ScreenRoute['screen'],
  extra: Partial<ScreenRoute> = {},
): ScreenRoute {
  return {
    kind: 'screen',
    name,
    path,
    titleKey: titleOf(name),
    navigation,
    layout: 'default',
    access: 'authenticated',
    isSubscriptionPage: false,
    screen,
    ...extra,
  };
}

function redirect(name: RouteName, path: string, to: RouteName, navigation: readonly RouteName[]): RedirectRoute {
  return {
    kind: 'redirect',
    name,
    path,
    to,
    titleKey: titleOf(to),
    navigation,
    layout: 'initializing',
    access: 'authenticated',
    isSubscriptionPage: false,
  };
}

const librarySource = (source: LibrarySource): ScreenRoute =>
  appScreen(`library-${source}`, `/family/library/${source}`, FAMILY_TABS, () =>
    import('../routes/library-source/LibrarySourcePage.tsx').then((m) => m.LibrarySourcePage),
  );

export const ROUTES: AppRoute[] = [
  publicScreen('login', '/login', () => import('../routes/login/LoginPage.tsx').then((m) => m.LoginPage)),
  publicScreen('signup', '/sign-up', () => import('../routes/sign-up/SignUpPage.tsx').then((m) => m.SignUpPage)),
  publicScreen('forgotPassword', '/forgot-password', () =>
    import('../routes/forgot-password/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  ),
  publicScreen('resetPassword', '/reset-pwd', () =>
    import('../routes/reset-password/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
  ),
  // The shop's sign-in needs an account (the guard sends anyone else through login and back here),
  // with Plus or without; its sign-out is for anyone, signed in or not.
  {
    ...publicScreen('shopLogin', '/shop/login', () => import('../routes/shop/ShopPage.tsx').then((m) => m.ShopPage)),
    access: 'authenticated',
    isSubscriptionPage: true,
  },
  {
    ...publicScreen('shopSignout', '/shop/signout', () =>
      import('../routes/shop/ShopPage.tsx').then((m) => m.ShopPage),
    ),
    access: 'any',
  },

  redirect('root', '/', 'family-home', FAMILY_TABS),
  redirect('family', '/family', 'family-home', FAMILY_TABS),
  appScreen('family-home', '/family/home', FAMILY_TABS, () =>
    import('../routes/family-home/FamilyHomePage.tsx').then((m) => m.FamilyHomePage),
  ),
  appScreen(
    'library',
    '/family/library',
    FAMILY_TABS,
    () => import('../routes/library/LibraryPage.tsx').then((m) => m.LibraryPage),
    {
      isWide: true,
      children: [
        appScreen(
          'library-subscribe',
          '/family/library/subscribe',
          FAMILY_TABS,
          () => import('../routes/library/LibrarySubscribeDialog.tsx').then((m) => m.LibrarySubscribeDialog),
          { isSubscriptionPage: true },
        ),
      ],
    },
  ),
  ...LIBRARY_SOURCES.map(librarySource),
  // Where the phone's share sheet lands (the manifest's share target, through the service worker).
  appScreen('library-shared', '/family/library/shared', FAMILY_TABS, () =>
    import('../routes/library-shared/SharedFilesPage.tsx').then((m) => m.SharedFilesPage),
  ),
  appScreen(
    'albums',
    '/family/library/albums',
    FAMILY_TABS,
    () => import('../routes/albums/AlbumsPage.tsx').then((m) => m.AlbumsPage),
    {
      children: [
        appScreen('dropboxAlbumConnect', '/family/library/albums/dropbox-connect', FAMILY_TABS, () =>
          import('../routes/albums/DropboxConnectDialog.tsx').then((m) => m.DropboxConnectDialog),
        ),
      ],
    },
  ),
  appScreen(
    'albums-view-all',
    '/family/library/albums/type/:type',
    FAMILY_TABS,
    () => import('../routes/albums-view-all/AlbumsViewAllPage.tsx').then((m) => m.AlbumsViewAllPage),
    { isValid: (params) => isAlbumType(params.type), invalidRedirect: 'albums' },
  ),
  appScreen(
    'album-details',
    '/family/library/albums/:id',
    FAMILY_TABS,
    () => import('../routes/album-details/AlbumDetailsPage.tsx').then((m) => m.AlbumDetailsPage),
    { isWide: true, isValid: (params) => /^\d+$/.test(params.id ?? ''), invalidRedirect: 'albums' },
  ),
  // A built-in collection as an album page of its own (favourites, emailed photos, NFT Art).
  appScreen(
    'collection',
    '/family/library/albums/collections/:id',
    FAMILY_TABS,
    () => import('../routes/albums/CollectionPage.tsx').then((m) => m.CollectionPage),
    { isWide: true, isValid: (params) => isCollectionId(params.id), invalidRedirect: 'albums' },
  ),
  appScreen('frames', '/family/frames', FAMILY_TABS, () =>
    import('../routes/frames/FramesPage.tsx').then((m) => m.FramesPage),
  ),
  appScreen('members', '/family/members', FAMILY_TABS, () =>
    import('../routes/members/MembersPage.tsx').then((m) => m.MembersPage),
  ),

  redirect('hub', '/hub', 'hub-learn', HUB_TABS),
  appScreen('hub-learn', '/hub/learn', HUB_TABS, () =>
    import('../routes/hub-learn/LearnPage.tsx').then((m) => m.LearnPage),
  ),
  appScreen(
    'hub-learn-article',
    '/hub/learn/:slug',
    HUB_TABS,
    () => import('../routes/hub-learn/ArticlePage.tsx').then((m) => m.ArticlePage),
    { isValid: (params) => isArticleSlug(params.slug), invalidRedirect: 'hub-learn' },
  ),
  appScreen('hub-community', '/hub/community', HUB_TABS, () =>
    import('../routes/hub-community/CommunityPage.tsx').then((m) => m.CommunityPage),
  ),
  appScreen(
    'hub-community-post',
    '/hub/community/:id',
    HUB_TABS,
    () => import('../routes/hub-community/PostPage.tsx').then((m) => m.PostPage),
    { isValid: (params) => /^[1-9]\d{0,9}$/.test(params.id ?? ''), invalidRedirect: 'hub-community' },
  ),
  appScreen('hub-support', '/hub/support', HUB_TABS, () =>
    import('../routes/hub-support/SupportPage.tsx').then((m) => m.SupportPage),
  ),
  appScreen(
    'hub-support-ticket',
    '/hub/support/tickets/:id',
    HUB_TABS,
    () => import('../routes/hub-support/TicketPage.tsx').then((m) => m.TicketPage),
    { isValid: (params) => /^[1-9]\d{0,9}$/.test(params.id ?? ''), invalidRedirect: 'hub-support' },
  ),
  redirect('create', '/create', 'create-statistics', CREATE_TABS),
  appScreen('create-statistics', '/create/statistics', CREATE_TABS, () =>
    import('../routes/create-statistics/StatisticsPage.tsx').then((m) => m.StatisticsPage),
  ),
  appScreen('create-competition', '/create/competition', CREATE_TABS, () =>
    import('../routes/create-competition/CompetitionPage.tsx').then((m) => m.CompetitionPage),
  ),
  appScreen(
    'create-competition-details',
    '/create/competition/:id',
    CREATE_TABS,
    () => import('../routes/create-competition/CompetitionDetailsPage.tsx').then((m) => m.CompetitionDetailsPage),
    {
      isWide: true,
      isValid: (params) => /^[1-9]\d{0,9}$/.test(params.id ?? ''),
      invalidRedirect: 'create-competition',
    },
  ),
  // The account is everyone's, with Plus or without: a Lite account is never without its profile,
  // settings and membership (and the way to sign out or leave).
  { ...redirect('account', '/account', 'account-profile', ACCOUNT_TABS), isSubscriptionPage: true },
  appScreen(
    'account-profile',
    '/account/profile',
    ACCOUNT_TABS,
    () => import('../routes/account-profile/ProfilePage.tsx').then((m) => m.ProfilePage),
    { isSubscriptionPage: true },
  ),
  appScreen(
    'account-settings',
    '/account/settings',
    ACCOUNT_TABS,
    () => import('../routes/account-settings/SettingsPage.tsx').then((m) => m.SettingsPage),
    { isSubscriptionPage: true },
  ),
  appScreen(
    'account-membership',
    '/account/membership',
    ACCOUNT_TABS,
    () => import('../routes/account-membership/MembershipPage.tsx').then((m) => m.MembershipPage),
    { isSubscriptionPage: true },
  ),

  appScreen(
    'subscribe',
    '/subscribe',
    [],
    () => import('../routes/subscribe/SubscribePage.tsx').then((m) => m.SubscribePage),
    {
      layout: 'emptyPage',
      isSubscriptionPage: true,
    },
  ),
  // The link of a frame-gift mail. Reachable without Plus: the recipient's account is often a new one.
  appScreen(
    'frame-gift',
    '/frame-gift',
    [],
    () => import('../routes/frame-gift/FrameGiftPage.tsx').then((m) => m.FrameGiftPage),
    { layout: 'emptyPage', isSubscriptionPage: true, titleKey: 'frameGift.title' },
  ),
  // The link of an address-confirmation mail. Reachable without Plus: every account proves its address.
  appScreen(
    'confirm-email',
    '/confirm-email',
    [],
    () => import('../routes/confirm-email/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage),
    { layout: 'emptyPage', isSubscriptionPage: true, titleKey: 'emailConfirm.pageTitle' },
  ),
  appScreen('not-found', '*', [], () => import('../routes/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage)),
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

/** The path of a route without parameters, for links and redirects. */
export function pathOf(name: RouteName): string {
  return routeNamed(name).path;
}

/** The route a location shows, as the router would pick it (for code outside the router). */
export function routeAt(pathname: string): AppRoute | undefined {
  const candidates = flatten(ROUTES).filter((route) => route.path !== '*');
  // Static segments outrank parameters, as in React Router: try the most specific first.
  const specificity = (path: string) => path.split('/').filter((segment) => !segment.startsWith(':')).length;
  const ordered = [...candidates].sort((a, b) => specificity(b.path) - specificity(a.path));
  return ordered.find((route) => matchPath(route.path, pathname)) ?? routeNamed('not-found');
}
