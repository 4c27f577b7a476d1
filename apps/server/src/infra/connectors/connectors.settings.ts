import { GENERATED_SECRET_FILES, readOrCreateSecret } from '../settings/secret-file.ts';
import { mergeSettings, optionalTextThat, type SettingsCheck, type SettingValues } from '../settings/setting.ts';
import { DROPBOX_SETTINGS, readDropboxConfig } from './dropbox.settings.ts';
import { checkFacebookSettings, FACEBOOK_SETTINGS, readFacebookConfig } from './facebook.settings.ts';
import { checkFlickrSettings, FLICKR_SETTINGS, readFlickrConfig } from './flickr.settings.ts';
import { checkGooglePhotosSettings, GOOGLE_PHOTOS_SETTINGS, readGooglePhotosConfig } from './google-photos.settings.ts';
import { checkInstagramSettings, INSTAGRAM_SETTINGS, readInstagramConfig } from './instagram.settings.ts';

/** The photo services of connected albums and imports: each provider's own, and the key of their tokens. */
export const CONNECTORS_SETTINGS = mergeSettings(
  {
    CONNECTOR_TOKEN_KEY: {
      schema: optionalTextThat((key) => Buffer.from(key, 'base64').length === 32, 'must be 32 bytes in base64'),
      defaultText: '(generated once into DATA_DIR/connector-token-key)',
      doc: 'Key (32 bytes, base64) that encrypts the tokens of connected services (Dropbox, Google, Facebook, Instagram, Flickr) at rest (AES-256-GCM). Give every process of a cluster the same one; changing it means everyone connects again.',
      secret: true,
    },
  },
  DROPBOX_SETTINGS,
  GOOGLE_PHOTOS_SETTINGS,
  FACEBOOK_SETTINGS,
  INSTAGRAM_SETTINGS,
  FLICKR_SETTINGS,
);

type ConnectorsValues = SettingValues<typeof CONNECTORS_SETTINGS>;

export const checkConnectorsSettings: SettingsCheck<ConnectorsValues> = (values, report) => {
  checkGooglePhotosSettings(values, report);
  checkFacebookSettings(values, report);
  checkInstagramSettings(values, report);
  checkFlickrSettings(values, report);
};

/** A provider without credentials is null (not offered). The token key, when not given, is kept in dataDir. */
export function readConnectorsConfig(values: ConnectorsValues, dataDir: string) {
  return {
    /** AES-256-GCM key of the tokens at rest. */
    tokenKey: values.CONNECTOR_TOKEN_KEY
      ? Buffer.from(values.CONNECTOR_TOKEN_KEY, 'base64')
      : Buffer.from(readOrCreateSecret(dataDir, GENERATED_SECRET_FILES.connectorTokenKey, 32), 'base64url'),
    dropbox: readDropboxConfig(values),
    google: readGooglePhotosConfig(values),
    facebook: readFacebookConfig(values),
    instagram: readInstagramConfig(values),
    flickr: readFlickrConfig(values),
    /** Dropbox folders one worker process holds a longpoll for. */
    watchMax: values.DROPBOX_WATCH_MAX,
  };
}

export type ConnectorsConfig = ReturnType<typeof readConnectorsConfig>;
