import {
  httpUrl,
  optionalText,
  type Settings,
  type SettingValues,
  setTogether,
  trimSlash,
} from '../settings/setting.ts';

/** Imports from Facebook: Facebook Login and the Graph API. */
export const FACEBOOK_SETTINGS = {
  FACEBOOK_APP_ID: {
    schema: optionalText,
    defaultText: '(unset: no Facebook import)',
    doc: "A Meta app with Facebook Login and the `user_photos` permission (which needs Meta's app review), whose redirect URI is `APP_URL/api/v3/connectors/facebook/callback`; set it with FACEBOOK_APP_SECRET.",
  },
  FACEBOOK_APP_SECRET: {
    schema: optionalText,
    defaultText: '(unset)',
    doc: 'Secret of FACEBOOK_APP_ID.',
    secret: true,
  },
  FACEBOOK_OAUTH_URL: {
    schema: httpUrl('https://www.facebook.com/v21.0/dialog/oauth'),
    doc: "Facebook Login's consent dialog.",
  },
  FACEBOOK_GRAPH_URL: {
    schema: httpUrl('https://graph.facebook.com/v21.0'),
    doc: 'Base URL of the Graph API, with its version.',
  },
} satisfies Settings;

export const checkFacebookSettings = setTogether('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET');

/** null: Facebook is not offered. Its dialog on `oauthUrl`, the Graph API (versioned paths) on `graphUrl`. */
export function readFacebookConfig(values: SettingValues<typeof FACEBOOK_SETTINGS>) {
  if (!(values.FACEBOOK_APP_ID && values.FACEBOOK_APP_SECRET)) return null;
  return {
    appId: values.FACEBOOK_APP_ID,
    appSecret: values.FACEBOOK_APP_SECRET,
    oauthUrl: values.FACEBOOK_OAUTH_URL,
    graphUrl: trimSlash(values.FACEBOOK_GRAPH_URL),
  };
}
