import { z } from 'zod';
import {
  httpUrl,
  optionalText,
  type Settings,
  type SettingValues,
  setTogether,
  trimSlash,
} from '../settings/setting.ts';

/** Imports from Flickr (OAuth 1.0a). */
export const FLICKR_SETTINGS = {
  FLICKR_API_KEY: {
    schema: optionalText,
    defaultText: '(unset: no Flickr import)',
    doc: 'A Flickr API key (non-commercial or commercial), whose callback URL is `APP_URL/api/v3/connectors/flickr/callback`; set it with FLICKR_API_SECRET.',
  },
  FLICKR_API_SECRET: {
    schema: optionalText,
    defaultText: '(unset)',
    doc: 'Secret of FLICKR_API_KEY.',
    secret: true,
  },
  FLICKR_OAUTH_URL: {
    schema: httpUrl('https://www.flickr.com/services/oauth'),
    doc: "Flickr's OAuth 1.0a endpoints (request_token, authorize, access_token).",
  },
  FLICKR_API_URL: {
    schema: httpUrl('https://api.flickr.com/services/rest'),
    doc: "Flickr's REST API.",
  },
  FLICKR_CALLS_PER_HOUR: {
    schema: z.coerce.number().int().min(1).max(3600).default(3000),
    doc: 'Calls to Flickr one process makes at most in an hour (Flickr allows 3,600 a key).',
  },
} satisfies Settings;

export const checkFlickrSettings = setTogether('FLICKR_API_KEY', 'FLICKR_API_SECRET');

/** null: Flickr is not offered. OAuth 1.0a on `oauthUrl` (www.flickr.com), the REST API on `apiUrl` (api.flickr.com). */
export function readFlickrConfig(values: SettingValues<typeof FLICKR_SETTINGS>) {
  if (!(values.FLICKR_API_KEY && values.FLICKR_API_SECRET)) return null;
  return {
    apiKey: values.FLICKR_API_KEY,
    apiSecret: values.FLICKR_API_SECRET,
    oauthUrl: trimSlash(values.FLICKR_OAUTH_URL),
    apiUrl: trimSlash(values.FLICKR_API_URL),
    callsPerHour: values.FLICKR_CALLS_PER_HOUR,
  };
}
