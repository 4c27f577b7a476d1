import { readFileSync } from 'node:fs';

/** The server package's version, shown in app-config and the OpenAPI document. */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
