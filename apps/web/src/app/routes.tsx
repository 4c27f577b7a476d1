import type { ComponentType } from 'react';
import type { RouteName } from './route-table.ts';

type Screen = () => Promise<ComponentType>;

const librarySource: Screen = () =>
  import('../routes/library-source/LibrarySourcePage.tsx').then((m) => m.LibrarySourcePage);

/**
 * The screen each route of the table shows, loaded lazily, one chunk per screen folder. Only the
 * router reads this: a screen never imports it, so no screen ties itself to every other.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  login: () => import('../routes/login/LoginPage.tsx').then((m) => m.LoginPage),
  signup: () => import('../routes/sign-up/SignUpPage.tsx').then((m) => m.SignUpPage),
  join: () => import('../routes/join/JoinPage.tsx').then((m) => m.JoinPage),
  forgotPassword: () => import('../routes/forgot-password/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('../routes/reset-password/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
  shopLogin: () => import('../routes/shop/ShopPage.tsx').then((m) => m.ShopPage),
  shopSignout: () => import('../routes/shop/ShopPage.tsx').then((m) => m.ShopPage),
  'family-home': () => import('../routes/family-home/FamilyHomePage.tsx').then((m) => m.FamilyHomePage),
  library: () => import('../routes/library/LibraryPage.tsx').then((m) => m.LibraryPage),
  'library-subscribe': () =>
    import('../routes/library/LibrarySubscribeDialog.tsx').then((m) => m.LibrarySubscribeDialog),
  'library-facebook': librarySource,
  'library-google': librarySource,
  'library-instagram': librarySource,
  'library-dropbox': librarySource,
  'library-flickr': librarySource,
  'library-shared': () => import('../routes/library-shared/SharedFilesPage.tsx').then((m) => m.SharedFilesPage),
  'library-trash': () => import('../routes/library-trash/TrashPage.tsx').then((m) => m.TrashPage),
  'library-places': () => import('../routes/library-places/PlacesPage.tsx').then((m) => m.PlacesPage),
  'library-duplicates': () => import('../routes/library-reviews/DuplicatesPage.tsx').then((m) => m.DuplicatesPage),
  'library-unfit': () => import('../routes/library-reviews/UnfitPage.tsx').then((m) => m.UnfitPage),
  'library-search': () => import('../routes/library-search/SearchPage.tsx').then((m) => m.SearchPage),
  albums: () => import('../routes/albums/AlbumsPage.tsx').then((m) => m.AlbumsPage),
  dropboxAlbumConnect: () => import('../routes/albums/DropboxConnectDialog.tsx').then((m) => m.DropboxConnectDialog),
  'albums-view-all': () => import('../routes/albums-view-all/AlbumsViewAllPage.tsx').then((m) => m.AlbumsViewAllPage),
  'album-details': () => import('../routes/album-details/AlbumDetailsPage.tsx').then((m) => m.AlbumDetailsPage),
  collection: () => import('../routes/albums/CollectionPage.tsx').then((m) => m.CollectionPage),
  frames: () => import('../routes/frames/FramesPage.tsx').then((m) => m.FramesPage),
  members: () => import('../routes/members/MembersPage.tsx').then((m) => m.MembersPage),
  'hub-learn': () => import('../routes/hub-learn/LearnPage.tsx').then((m) => m.LearnPage),
  'hub-learn-article': () => import('../routes/hub-learn/ArticlePage.tsx').then((m) => m.ArticlePage),
  'hub-community': () => import('../routes/hub-community/CommunityPage.tsx').then((m) => m.CommunityPage),
  'hub-community-post': () => import('../routes/hub-community/PostPage.tsx').then((m) => m.PostPage),
  'hub-support': () => import('../routes/hub-support/SupportPage.tsx').then((m) => m.SupportPage),
  'hub-support-ticket': () => import('../routes/hub-support/TicketPage.tsx').then((m) => m.TicketPage),
  'create-statistics': () => import('../routes/create-statistics/StatisticsPage.tsx').then((m) => m.StatisticsPage),
  'create-competition': () => import('../routes/create-competition/CompetitionPage.tsx').then((m) => m.CompetitionPage),
  'create-competition-details': () =>
    import('../routes/create-competition/CompetitionDetailsPage.tsx').then((m) => m.CompetitionDetailsPage),
  'account-profile': () => import('../routes/account-profile/ProfilePage.tsx').then((m) => m.ProfilePage),
  'account-settings': () => import('../routes/account-settings/SettingsPage.tsx').then((m) => m.SettingsPage),
  'account-membership': () => import('../routes/account-membership/MembershipPage.tsx').then((m) => m.MembershipPage),
  'console-people': () => import('../routes/console-people/PeoplePage.tsx').then((m) => m.PeoplePage),
  'console-invitations': () =>
    import('../routes/console-invitations/InvitationsPage.tsx').then((m) => m.InvitationsPage),
  'console-community': () =>
    import('../routes/console-community/CommunityConsolePage.tsx').then((m) => m.CommunityConsolePage),
  'console-server': () => import('../routes/console-server/ServerPage.tsx').then((m) => m.ServerPage),
  subscribe: () => import('../routes/subscribe/SubscribePage.tsx').then((m) => m.SubscribePage),
  'frame-gift': () => import('../routes/frame-gift/FrameGiftPage.tsx').then((m) => m.FrameGiftPage),
  'confirm-email': () => import('../routes/confirm-email/ConfirmEmailPage.tsx').then((m) => m.ConfirmEmailPage),
  'not-found': () => import('../routes/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage),
};
