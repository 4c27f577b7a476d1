import { optionalTextThat, type Settings, type SettingValues, setTogether, trimSlash } from './setting.ts';

/** Whoever runs this Kinframe: who they are, how people reach them, and their shop. */
export const OPERATOR_SETTINGS = {
  CONTACT_EMAIL: {
    schema: optionalTextThat((email) => /^[^\s@]+@[^\s@]+$/.test(email), 'must be an email address'),
    defaultText: '(unset: no contact form)',
    doc: 'Where the contact-us form (Lite users asking to upgrade) and Hub > Support requests are mailed. Support mails carry Reply-To `support+<token>@MAIL_DOMAIN`: the operator answers by replying from this address, and the answer reaches the ticket through the inbound mail receiver. Unset: neither form is offered.',
  },
  OPERATOR_NAME: {
    schema: optionalTextThat((name) => name.length <= 100, 'must be at most 100 characters'),
    defaultText: '(unset)',
    doc: 'Who runs this Kinframe (a family, a club, a company), as people without Plus read it.',
  },
  OPERATOR_CONTACT: {
    schema: optionalTextThat((contact) => contact.length <= 200, 'must be at most 200 characters'),
    defaultText: '(unset)',
    doc: 'How people reach whoever runs this Kinframe, to ask for Plus when there is no online payment and no contact form: an email address, a web address or a phone number.',
  },
  SHOP_URL: {
    schema: optionalTextThat(
      (url) => /^https?:\/\/[^/?#]+[^?#]*$/.test(url),
      'must be an http:// or https:// URL without a query',
    ),
    defaultText: '(unset: no shop)',
    doc: 'Base URL of the operator’s shop, which signs people in with Kinframe: /shop/login sends them to `SHOP_URL/sso?token=<JWT>` and /shop/signout to `SHOP_URL/signout?return=APP_URL` ([docs/shop-sso.md](docs/shop-sso.md)). Set it with SHOP_SSO_SECRET; unset, the app offers no shop.',
  },
  SHOP_SSO_SECRET: {
    schema: optionalTextThat((secret) => secret.length >= 32, 'must be at least 32 characters long'),
    defaultText: '(unset)',
    doc: 'Key (at least 32 characters) that signs the shop’s sign-in tokens (JWT, HS256); the shop verifies them with the same key.',
    secret: true,
  },
} satisfies Settings;

type OperatorValues = SettingValues<typeof OPERATOR_SETTINGS>;

export const checkOperatorSettings = setTogether('SHOP_URL', 'SHOP_SSO_SECRET');

export function readOperatorConfig(values: OperatorValues) {
  return {
    /** Where the contact-us form is mailed; null: the form is not offered. */
    contactEmail: values.CONTACT_EMAIL ?? null,
    /** Who runs this Kinframe and how to reach them; each null when not said. */
    operator: { name: values.OPERATOR_NAME ?? null, contact: values.OPERATOR_CONTACT ?? null },
    /** The operator's shop, signed in to with Kinframe (docs/shop-sso.md); null: there is none. */
    shop: readShopConfig(values),
  };
}

function readShopConfig(values: OperatorValues) {
  if (!(values.SHOP_URL && values.SHOP_SSO_SECRET)) return null;
  return {
    /** Without a trailing slash. */
    url: trimSlash(values.SHOP_URL),
    /** HS256 key of the sign-in tokens. */
    ssoSecret: values.SHOP_SSO_SECRET,
  };
}

export type ShopConfig = NonNullable<ReturnType<typeof readShopConfig>>;
