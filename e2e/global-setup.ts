import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    serverEnv: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  assertChromiumInstalled();
  // A small album, so the browser flows reach the fill warning and the limit with a few photos.
  server = await startServer({ ALBUM_MAX_ITEMS: '4' });
  project.provide('serverUrl', server.url);
  project.provide('serverEnv', JSON.stringify(server.env));
}

export async function teardown() {
  await server?.stop();
}
