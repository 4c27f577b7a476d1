/**
 * Every screen of the web app by name, with its path (React Router's syntax): the one registry the
 * web app's router and links, and the server's mailed and notified links, build paths from.
 */
export const APP_PATHS = {
  login: '/login',
  signup: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-pwd',
  shopLogin: '/shop/login',
  shopSignout: '/shop/signout',
  root: '/',
  family: '/family',
  'family-home': '/family/home',
  library: '/family/library',
  'library-subscribe': '/family/library/subscribe',
  'library-facebook': '/family/library/facebook',
  'library-google': '/family/library/google',
  'library-instagram': '/family/library/instagram',
  'library-dropbox': '/family/library/dropbox',
  'library-flickr': '/family/library/flickr',
  // Where the phone's share sheet lands (the manifest's share target, through the service worker).
  'library-shared': '/family/library/shared',
  'library-trash': '/family/library/trash',
  // Where the library's photos were taken: countries, cities and a map.
  'library-places': '/family/library/places',
  'library-duplicates': '/family/library/duplicates',
  'library-unfit': '/family/library/not-for-frames',
  // What a search finds (`?q=` the words), in the library's grid.
  'library-search': '/family/library/search',
  albums: '/family/library/albums',
  dropboxAlbumConnect: '/family/library/albums/dropbox-connect',
  'albums-view-all': '/family/library/albums/type/:type',
  'album-details': '/family/library/albums/:id',
  collection: '/family/library/albums/collections/:id',
  frames: '/family/frames',
  members: '/family/members',
  hub: '/hub',
  'hub-learn': '/hub/learn',
  'hub-learn-article': '/hub/learn/:slug',
  'hub-community': '/hub/community',
  'hub-community-post': '/hub/community/:id',
  'hub-support': '/hub/support',
  'hub-support-ticket': '/hub/support/tickets/:id',
  create: '/create',
  'create-statistics': '/create/statistics',
  'create-competition': '/create/competition',
  'create-competition-details': '/create/competition/:id',
  account: '/account',
  'account-profile': '/account/profile',
  'account-settings': '/account/settings',
  'account-membership': '/account/membership',
  // The owner's console: operators only (everyone else finds nothing there).
  console: '/console',
  'console-people': '/console/people',
  'console-invitations': '/console/invitations',
  'console-server': '/console/server',
  'console-community': '/console/community',
  subscribe: '/subscribe',
  'frame-gift': '/frame-gift',
  'confirm-email': '/confirm-email',
  // The link of an invitation to this server: who invites, and sign-up with it.
  join: '/join/:token',
  'not-found': '*',
} as const;

export type RouteName = keyof typeof APP_PATHS;

/** The `:name` parameters of a path pattern, as the object `appPath` fills them from. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [Key in Param]: string | number } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [Key in Param]: string | number }
    : Record<never, never>;

/** The path pattern of a route; for a route without parameters, its path. */
export function pathOf(name: RouteName): string {
  return APP_PATHS[name];
}

/** The path of a route with its parameters filled in: `appPath('album-details', { id: 12 })`. */
export function appPath<Name extends RouteName>(name: Name, params: ParamsOf<(typeof APP_PATHS)[Name]>): string {
  const values = params as Record<string, string | number>;
  return APP_PATHS[name].replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(String(values[param])));
}
