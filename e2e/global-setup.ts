import type { TestProject } from 'vitest/node';
import { type DropboxStandin, startDropboxStandin } from '../apps/server/test/dropbox-standin.ts';
import { type FlickrStandin, startFlickrStandin } from '../apps/server/test/flickr-standin.ts';
import { type GooglePhotosStandin, startGooglePhotosStandin } from '../apps/server/test/google-photos-standin.ts';
import { type MetaStandin, startMetaStandin } from '../apps/server/test/meta-standin.ts';
import { type StripeStandin, startStripeStandin } from '../apps/server/test/stripe-standin.ts';
import { findChromium } from './support/browser.ts';
import { OPERATOR_EMAIL, type RunningServer, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    serverEnv: string;
  }
}

let server: RunningServer | undefined;
let stripe: StripeStandin | undefined;
let dropbox: DropboxStandin | undefined;
let google: GooglePhotosStandin | undefined;
let flickr: FlickrStandin | undefined;
let meta: MetaStandin | undefined;

export async function setup(project: TestProject) {
  const browser = await findChromium();
  console.log(`Browser flows run in ${browser.path} (${browser.source})`);
  // `npm run test:cluster` (scripts/cluster.mjs) runs the flows against its nginx in front of the
  // scaled-out processes, and hands over their environment for the operator CLI.
  const clusterUrl = process.env.E2E_SERVER_URL;
  if (clusterUrl) {
    console.log(`Browser flows run against the cluster at ${clusterUrl}`);
    project.provide('serverUrl', clusterUrl);
    project.provide('serverEnv', JSON.stringify({ ...process.env, ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') }));
    return;
  }
  // Payments go to a local stand-in for Stripe (checkout, portal, signed webhooks, over real HTTP),
  // connected albums to stand-ins for Dropbox and Google Photos, imports to stand-ins for Flickr,
  // Facebook and Instagram; the contact-us form mails the operator.
  [stripe, dropbox, google, flickr, meta] = await Promise.all([
    startStripeStandin(),
    startDropboxStandin(),
    startGooglePhotosStandin(),
    startFlickrStandin(),
    startMetaStandin(),
  ]);
  // A small album, so the browser flows reach the fill warning and the limit with a few photos.
  server = await startServer({
    ALBUM_MAX_ITEMS: '4',
    ...stripe.env(),
    ...dropbox.env(),
    ...google.env(),
    ...flickr.env(),
    ...meta.env(),
    CONTACT_EMAIL: OPERATOR_EMAIL,
  });
  stripe.webhookUrl = `${server.url}/api/billing/stripe/webhook`;
  project.provide('serverUrl', server.url);
  project.provide('serverEnv', JSON.stringify(server.env));
}

export async function teardown() {
  await server?.stop();
  await Promise.all([stripe?.close(), dropbox?.close(), google?.close(), flickr?.close(), meta?.close()]);
}
