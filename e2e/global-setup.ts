import { DnsStandIn } from '@kinframe/testkit/standins/dns';
import { type DropboxStandin, startDropboxStandin } from '@kinframe/testkit/standins/dropbox';
import { type FlickrStandin, startFlickrStandin } from '@kinframe/testkit/standins/flickr';
import { type GooglePhotosStandin, startGooglePhotosStandin } from '@kinframe/testkit/standins/google-photos';
import { type MapTilesStandin, startMapTilesStandin } from '@kinframe/testkit/standins/map-tiles';
import { type MetaStandin, startMetaStandin } from '@kinframe/testkit/standins/meta';
import { type StripeStandin, startStripeStandin } from '@kinframe/testkit/standins/stripe';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { browserLaunchOptions, findChromium } from './support/browser.ts';
import { OPERATOR_EMAIL, type RunningServer, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    serverEnv: string;
  }
}

let browserServer: BrowserServer | undefined;

let server: RunningServer | undefined;
let stripe: StripeStandin | undefined;
let dropbox: DropboxStandin | undefined;
let google: GooglePhotosStandin | undefined;
let flickr: FlickrStandin | undefined;
let meta: MetaStandin | undefined;
let mapTiles: MapTilesStandin | undefined;
let dns: Awaited<ReturnType<DnsStandIn['serve']>> | undefined;

export async function setup(project: TestProject) {
  const browser = await findChromium();
  console.log(`Browser flows run in ${browser.path} (${browser.source})`);
  // One Chromium for the run: each file connects to it rather than starting its own.
  browserServer = await chromium.launchServer(await browserLaunchOptions());
  project.provide('browserEndpoint', browserServer.wsEndpoint());
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
  // Facebook and Instagram; the contact-us form mails the operator; the Places map's tiles come from a
  // local tile server, never OpenStreetMap's.
  // The DNS received mail is checked against: the operator's domain lets this machine send as it,
  // so their mailed answers to support requests are proved; other domains publish nothing.
  const zone = new DnsStandIn();
  zone.publishDomain(OPERATOR_EMAIL.slice(OPERATOR_EMAIL.indexOf('@') + 1), { spfIps: ['127.0.0.1'], dmarc: 'reject' });
  dns = await zone.serve();
  [stripe, dropbox, google, flickr, meta, mapTiles] = await Promise.all([
    startStripeStandin(),
    startDropboxStandin(),
    startGooglePhotosStandin(),
    startFlickrStandin(),
    startMetaStandin(),
    startMapTilesStandin(),
  ]);
  // A small album, so the browser flows reach the fill warning and the limit with a few photos.
  server = await startServer({
    ALBUM_MAX_ITEMS: '4',
    ...stripe.env(),
    ...dropbox.env(),
    ...google.env(),
    ...flickr.env(),
    ...meta.env(),
    ...mapTiles.env(),
    ...dns.env(),
    CONTACT_EMAIL: OPERATOR_EMAIL,
  });
  stripe.webhookUrl = `${server.url}/api/billing/stripe/webhook`;
  project.provide('serverUrl', server.url);
  project.provide('serverEnv', JSON.stringify(server.env));
}

export async function teardown() {
  await browserServer?.close();
  await server?.stop();
  await Promise.all([
    stripe?.close(),
    dropbox?.close(),
    google?.close(),
    flickr?.close(),
    meta?.close(),
    mapTiles?.close(),
    dns?.close(),
  ]);
}
