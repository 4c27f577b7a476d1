import { z } from 'zod';
import { httpUrl, optionalText, type Settings, type SettingValues, trimSlash } from '../settings/setting.ts';

/** Dropbox folders as connected albums (OAuth with PKCE: no secret). */
export const DROPBOX_SETTINGS = {
  DROPBOX_APP_KEY: {
    schema: optionalText,
    defaultText: '(unset: no Dropbox albums)',
    doc: 'App key of a Dropbox app (scoped access, `files.metadata.read`, `files.content.read`, `account_info.read`) whose redirect URI is `APP_URL/api/v3/connectors/dropbox/callback`. PKCE: no secret needed.',
  },
  DROPBOX_API_URL: {
    schema: httpUrl('https://api.dropboxapi.com'),
    doc: "Base URL of Dropbox's RPC API.",
  },
  DROPBOX_CONTENT_URL: {
    schema: httpUrl('https://content.dropboxapi.com'),
    doc: "Base URL of Dropbox's content API (downloads).",
  },
  DROPBOX_NOTIFY_URL: {
    schema: httpUrl('https://notify.dropboxapi.com'),
    doc: "Base URL of Dropbox's longpoll API (changes to watched folders).",
  },
  DROPBOX_OAUTH_URL: {
    schema: httpUrl('https://www.dropbox.com/oauth2/authorize'),
    doc: "Dropbox's consent page.",
  },
  DROPBOX_WATCH_MAX: {
    schema: z.coerce.number().int().min(0).max(10_000).default(200),
    doc: 'Dropbox folders one worker process watches for changes at most (one held request each); more folders than the workers can hold are checked every 15 minutes instead.',
  },
} satisfies Settings;

/** null: Dropbox is not offered. */
export function readDropboxConfig(values: SettingValues<typeof DROPBOX_SETTINGS>) {
  if (!values.DROPBOX_APP_KEY) return null;
  return {
    appKey: values.DROPBOX_APP_KEY,
    apiUrl: trimSlash(values.DROPBOX_API_URL),
    contentUrl: trimSlash(values.DROPBOX_CONTENT_URL),
    notifyUrl: trimSlash(values.DROPBOX_NOTIFY_URL),
    oauthUrl: values.DROPBOX_OAUTH_URL,
  };
}
