import {
  httpUrl,
  optionalText,
  type Settings,
  type SettingValues,
  setTogether,
  trimSlash,
} from '../settings/setting.ts';

/** Google Photos albums, picked through the Photos Picker API. */
export const GOOGLE_PHOTOS_SETTINGS = {
  GOOGLE_CLIENT_ID: {
    schema: optionalText,
    defaultText: '(unset: no Google Photos albums)',
    doc: 'OAuth client (web application) of a Google Cloud project with the Photos Picker API on, whose redirect URI is `APP_URL/api/v3/connectors/google/callback`; set it with GOOGLE_CLIENT_SECRET.',
  },
  GOOGLE_CLIENT_SECRET: {
    schema: optionalText,
    defaultText: '(unset)',
    doc: 'Secret of GOOGLE_CLIENT_ID.',
    secret: true,
  },
  GOOGLE_OAUTH_URL: {
    schema: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
    doc: "Google's consent page.",
  },
  GOOGLE_TOKEN_URL: {
    schema: httpUrl('https://oauth2.googleapis.com/token'),
    doc: "Google's token endpoint (its revoke endpoint is `/revoke` on the same host).",
  },
  GOOGLE_PICKER_URL: {
    schema: httpUrl('https://photospicker.googleapis.com'),
    doc: 'Base URL of the Google Photos Picker API.',
  },
} satisfies Settings;

export const checkGooglePhotosSettings = setTogether('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');

/** null: Google Photos is not offered. */
export function readGooglePhotosConfig(values: SettingValues<typeof GOOGLE_PHOTOS_SETTINGS>) {
  if (!(values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET)) return null;
  return {
    clientId: values.GOOGLE_CLIENT_ID,
    clientSecret: values.GOOGLE_CLIENT_SECRET,
    oauthUrl: values.GOOGLE_OAUTH_URL,
    tokenUrl: values.GOOGLE_TOKEN_URL,
    pickerUrl: trimSlash(values.GOOGLE_PICKER_URL),
  };
}
