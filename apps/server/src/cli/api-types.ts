import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { createContext } from '../context.ts';
import { loadConfig } from '../infra/config.ts';

/** Where the web app's API types live: generated, committed, checked by a test. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../../web/src/api/schema.d.ts', import.meta.url));

const HEADER = `// The API's paths, parameters, bodies and answers, generated from the server's OpenAPI document
// (every route and its zod schemas) by \`npm run api:types\`. Do not edit: a test compares this file
// with the server's routes, so a renamed route or field breaks the web app's build until it follows.
`;

/** The OpenAPI document the server serves at /api/docs/json, from an app built on a scratch folder. */
async function openApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-api-types-'));
  const context = await createContext(
    loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'a'.repeat(48), NODE_ENV: 'test', CAPTCHA: 'none' }),
  );
  try {
    const app = await buildApp(context, { logger: false, webDistDir: path.join(dataDir, 'no-web-build') });
    await app.ready();
    const document = app.swagger() as OpenAPI3;
    await app.close();
    return document;
  } finally {
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript the web app's client is typed with (openapi-typescript). */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(await openApiDocument(), { alphabetize: true });
  return `${HEADER}\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(API_TYPES_FILE, await apiTypesSource());
  console.log(`Wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
