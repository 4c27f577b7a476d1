import { z } from 'zod';
import { ZPageQuery } from './api.ts';
import { APP_PATHS } from './app-paths.ts';
import { CONNECTED_ALBUM_PROVIDERS } from './capabilities.ts';

/**
 * Connected albums (spec sections 1 and 2): a Dropbox folder that stays in sync, and the photos a
 * person picked in Google Photos. Only the server talks to the providers; the browser visits their
 * consent page, and Google's picker in a tab of its own. JSON under /api/v3/: connectors,
 * connected-albums.
 *
 * Google Photos lets an app read a person's photos only through its Picker: there is no change
 * feed, so a Google connected album is what the person picked, grown each time they pick more.
 */
export const CONNECTOR_PROVIDERS = ['dropbox', 'google', 'facebook', 'instagram', 'flickr'] as const;
export type ConnectorProvider = (typeof CONNECTOR_PROVIDERS)[number];
/** The providers a person imports from once (imports.ts): their albums and everything they uploaded. */
export const IMPORT_PROVIDERS = ['facebook', 'instagram', 'flickr'] as const;
export type ImportProvider = (typeof IMPORT_PROVIDERS)[number];

/** How each provider is named on screen and in error texts: brand names, the same in every language. */
export const CONNECTOR_NAMES: Record<ConnectorProvider, string> = {
  dropbox: 'Dropbox',
  google: 'Google Photos',
  facebook: 'Facebook',
  instagram: 'Instagram',
  flickr: 'Flickr',
};

/** revoked: the provider no longer accepts the tokens (the person withdrew them there): reconnect. */
export const CONNECTION_STATES = ['connected', 'revoked'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const ZConnection = z.object({
  /** Which account at the provider, as it names it (an email address, a name). */
  accountLabel: z.string(),
  state: z.enum(CONNECTION_STATES),
  connectedAt: z.string(),
});
export type Connection = z.infer<typeof ZConnection>;

export const ZConnector = z.object({
  provider: z.enum(CONNECTOR_PROVIDERS),
  /** False when the operator has not given this server the provider's credentials. */
  isAvailable: z.boolean(),
  /** The person's account there; null: not connected. */
  connection: ZConnection.nullable(),
});
export type Connector = z.infer<typeof ZConnector>;

/** GET connectors: every provider, available or not, and the person's connection to each. */
export const ZConnectorList = z.object({ connectors: z.array(ZConnector) });
export type ConnectorList = z.infer<typeof ZConnectorList>;

/** Where the browser lands after the provider's consent page: the screen the person started from. */
export const CONNECT_RETURNS = [
  'albums',
  'dropbox-connect',
  'library-google',
  'library-dropbox',
  'library-facebook',
  'library-instagram',
  'library-flickr',
  'settings',
] as const;
export type ConnectReturn = (typeof CONNECT_RETURNS)[number];
/** The web app's path of each screen a consent returns to. */
export const CONNECT_RETURN_PATHS: Record<ConnectReturn, string> = {
  albums: APP_PATHS.albums,
  'dropbox-connect': APP_PATHS.dropboxAlbumConnect,
  'library-google': APP_PATHS['library-google'],
  'library-dropbox': APP_PATHS['library-dropbox'],
  'library-facebook': APP_PATHS['library-facebook'],
  'library-instagram': APP_PATHS['library-instagram'],
  'library-flickr': APP_PATHS['library-flickr'],
  settings: APP_PATHS['account-settings'],
};

/** POST connectors/{provider}/connect: where to send the browser (the provider's consent page). */
export const ZConnectStart = z.object({ returnTo: z.enum(CONNECT_RETURNS) });
export const ZConnectStarted = z.object({ url: z.string() });
export type ConnectStarted = z.infer<typeof ZConnectStarted>;

/**
 * The query the browser brings back after the consent page (connectors/{provider}/callback). The
 * server answers with a redirect to the screen it started from, with `connected=<provider>` or
 * `connectError=<error code>&provider=<provider>` added to its query.
 */
export const ZConnectCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  /** OAuth 1.0a (Flickr): the request token, in place of the state, and the verifier, in place of the code. */
  oauth_token: z.string().max(200).optional(),
  oauth_verifier: z.string().max(200).optional(),
});

/** DELETE connectors/{provider}?keepPhotos=: disconnect, keeping the imported photos (as own albums) or not. */
export const ZDisconnectQuery = z.object({
  keepPhotos: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** A folder path as Dropbox writes it: empty for the root, else starting with a slash. */
const ZDropboxPath = z
  .string()
  .max(1024)
  .refine((path) => path === '' || (path.startsWith('/') && !path.endsWith('/')), { message: 'not a Dropbox path' });

/** GET connectors/dropbox/folders?path=: the folders inside one folder ('' is the root). */
export const ZDropboxFolderQuery = z.object({ path: ZDropboxPath.default('') });
export const ZDropboxFolder = z.object({ name: z.string(), path: z.string() });
export type DropboxFolder = z.infer<typeof ZDropboxFolder>;
/** At most this many folders are listed inside one folder, by name. */
export const DROPBOX_FOLDERS_MAX = 500;
export const ZDropboxFolderList = z.object({
  /** The folder listed, as Dropbox spells it ('' for the root). */
  path: z.string(),
  folders: z.array(ZDropboxFolder).max(DROPBOX_FOLDERS_MAX),
  /** More folders than DROPBOX_FOLDERS_MAX: the first ones by name are listed. */
  isTruncated: z.boolean(),
});
export type DropboxFolderList = z.infer<typeof ZDropboxFolderList>;

/**
 * importing: adding what the source holds (progress tells how far); picking: a Google picker is
 * open, waiting for the person to choose; synced: up to date (a Dropbox folder is watched for
 * changes); waiting: the provider asked to wait, or could not be reached, and the server tries
 * again by itself; failed: it needs the person (errorCode says why: reconnect, or the folder is gone).
 */
export const CONNECTED_ALBUM_STATES = ['importing', 'picking', 'synced', 'waiting', 'failed'] as const;
export type ConnectedAlbumState = (typeof CONNECTED_ALBUM_STATES)[number];

export const ZConnectedAlbum = z.object({
  albumId: z.number().int(),
  name: z.string(),
  provider: z.enum(CONNECTED_ALBUM_PROVIDERS),
  /** Dropbox: the folder as Dropbox shows its path; Google: null. */
  folderPath: z.string().nullable(),
  state: z.enum(CONNECTED_ALBUM_STATES),
  /** waiting or failed: an error code of the contract. */
  errorCode: z.string().nullable(),
  /** When it was last up to date with its source; null: never yet. */
  syncedAt: z.string().nullable(),
  itemCount: z.number().int(),
  /** importing: how many of the files to add are done. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** Files at the source that are not photos or videos Kinframe takes, or that its checks refused. */
  refusedCount: z.number().int(),
  /** Photos at the source past the newest `maxItems`: not kept. */
  leftOutCount: z.number().int(),
  maxItems: z.number().int(),
  /** picking: the Google Photos page to pick on, opened in a tab of its own. */
  pickerUri: z.string().nullable(),
});
export type ConnectedAlbum = z.infer<typeof ZConnectedAlbum>;

/** The connected albums a person may have, all providers together. */
export const CONNECTED_ALBUMS_MAX = 20;

/** GET connected-albums?provider=: a person's connected albums, newest first (at most CONNECTED_ALBUMS_MAX). */
export const ZConnectedAlbumQuery = z.object({ provider: z.enum(CONNECTED_ALBUM_PROVIDERS).optional() });
export const ZConnectedAlbumList = z.object({ albums: z.array(ZConnectedAlbum).max(CONNECTED_ALBUMS_MAX) });
export type ConnectedAlbumList = z.infer<typeof ZConnectedAlbumList>;

/** POST connected-albums/dropbox: this folder becomes a connected album, named after it. */
export const ZConnectDropboxFolder = z.object({ path: ZDropboxPath.refine((path) => path !== '', 'pick a folder') });
/** POST connected-albums/google: nothing to say but the call (an empty object, or no body: null). */
export const ZConnectGooglePhotos = z.object({}).strict();

/** A file of the source that is not in the album, and why (an error code of the contract). */
export const ZRefusedFile = z.object({ name: z.string(), path: z.string().nullable(), code: z.string() });
export type RefusedFile = z.infer<typeof ZRefusedFile>;
/** GET connected-albums/{albumId}/refused: page by page, by name. */
export const ZRefusedFileQuery = ZPageQuery;
export const ZRefusedFilePage = z.object({ files: z.array(ZRefusedFile), nextCursor: z.string().nullable() });
export type RefusedFilePage = z.infer<typeof ZRefusedFilePage>;
