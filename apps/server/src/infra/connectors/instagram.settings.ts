import {
  httpUrl,
  optionalText,
  type Settings,
  type SettingValues,
  setTogether,
  trimSlash,
} from '../settings/setting.ts';

/** Imports from Instagram: Instagram Login, for professional accounts. */
export const INSTAGRAM_SETTINGS = {
  INSTAGRAM_APP_ID: {
    schema: optionalText,
    defaultText: '(unset: no Instagram import)',
    doc: 'A Meta app with Instagram Login (`instagram_business_basic`; professional accounts only), whose redirect URI is `APP_URL/api/v3/connectors/instagram/callback`; set it with INSTAGRAM_APP_SECRET.',
  },
  INSTAGRAM_APP_SECRET: {
    schema: optionalText,
    defaultText: '(unset)',
    doc: 'Secret of INSTAGRAM_APP_ID.',
    secret: true,
  },
  INSTAGRAM_OAUTH_URL: {
    schema: httpUrl('https://www.instagram.com/oauth/authorize'),
    doc: "Instagram Login's consent page.",
  },
  INSTAGRAM_API_URL: {
    schema: httpUrl('https://api.instagram.com'),
    doc: 'Where Instagram exchanges a consent code for a token.',
  },
  INSTAGRAM_GRAPH_URL: {
    schema: httpUrl('https://graph.instagram.com'),
    doc: "Base URL of the Instagram API with Instagram Login (long-lived tokens, the person's media).",
  },
} satisfies Settings;

export const checkInstagramSettings = setTogether('INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET');

/**
 * null: Instagram is not offered. The consent on `oauthUrl`, the code exchanged on `apiUrl`, then
 * the Instagram Graph API on `graphUrl`.
 */
export function readInstagramConfig(values: SettingValues<typeof INSTAGRAM_SETTINGS>) {
  if (!(values.INSTAGRAM_APP_ID && values.INSTAGRAM_APP_SECRET)) return null;
  return {
    appId: values.INSTAGRAM_APP_ID,
    appSecret: values.INSTAGRAM_APP_SECRET,
    oauthUrl: values.INSTAGRAM_OAUTH_URL,
    apiUrl: trimSlash(values.INSTAGRAM_API_URL),
    graphUrl: trimSlash(values.INSTAGRAM_GRAPH_URL),
  };
}
