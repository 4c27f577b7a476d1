import type { ServerConnector, ServerStatus } from '@kinframe/contract';
import type { Config } from '../../../infra/config.ts';
import { isLoopbackOnly } from '../../../infra/settings/server.settings.ts';

/** Each service a setting connects, with the settings (README's names) that turn it on. */
const CONNECTOR_SETTINGS: Record<ServerConnector, string[]> = {
  stripe: ['BILLING_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'],
  dropbox: ['DROPBOX_APP_KEY'],
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  facebook: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  instagram: ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
  flickr: ['FLICKR_API_KEY', 'FLICKR_API_SECRET'],
  weather: ['WEATHER_API_URL'],
};

/** Every setting the console names: the test holds them to the configuration's own list. */
export const NAMED_SETTINGS = Object.values(CONNECTOR_SETTINGS).flat();

/**
 * What the configuration says about this server, read once: which services are set up and how
 * sign-up and mail go, in booleans, names and host names. Never a key, a password or a URL's
 * credentials: this is what the console shows.
 */
export function serverFactsOf(config: Config) {
  const configured: Record<ServerConnector, boolean> = {
    stripe: config.billing.provider === 'stripe',
    dropbox: config.connectors.dropbox !== null,
    google: config.connectors.google !== null,
    facebook: config.connectors.facebook !== null,
    instagram: config.connectors.instagram !== null,
    flickr: config.connectors.flickr !== null,
    // Open-Meteo needs no key: its public address is the default.
    weather: config.weather.forecastUrl !== '',
  };
  const isReachable = !isLoopbackOnly(config.host);
  const inbound = config.smtpInbound;
  return {
    storageDriver: config.storage.provider,
    queueProvider: config.queue.provider,
    signUp: {
      policy: config.signUp.policy,
      newAccountPlan: config.signUp.newAccountPlan,
      isReachable,
      warning: isReachable && config.signUp.policy === 'open' ? ('open_to_everyone' as const) : null,
    },
    /** Host and port only: SMTP_URL's user and password stay in the configuration. */
    smtpHost: config.smtpUrl ? new URL(config.smtpUrl).host : null,
    inbound: {
      host: inbound.host,
      port: inbound.port === 0 ? null : inbound.port,
      domain: config.mailDomain,
      isWebhookOn: config.inboundMailSecret !== null,
    },
    connectors: (Object.keys(CONNECTOR_SETTINGS) as ServerConnector[]).map((name) => ({
      name,
      isConfigured: configured[name],
      settings: CONNECTOR_SETTINGS[name],
    })) satisfies ServerStatus['connectors'],
    backups: { isConfigured: config.backup.directory !== null, keep: config.backup.keep },
  };
}

export type ServerFacts = ReturnType<typeof serverFactsOf>;
