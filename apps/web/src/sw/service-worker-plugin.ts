import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { AppShell } from './worker-scope.ts';

/** The placeholder app-sw.ts declares, replaced by this version's shell at build time. */
const PLACEHOLDER = '__KINFRAME_APP_SHELL__';

/**
 * The files the app's page needs to start and to open every screen: index.html and all it reaches,
 * scripts through static and lazy imports, styles and assets through Vite's record of each chunk.
 * The frame player's page and whatever only it loads are left out.
 */
export function shellFilesOf(bundle: Rolldown.OutputBundle, page = 'index.html'): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${page}`));
  if (!entry) throw new Error(`No entry chunk for ${page}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>([page]);
  const pending = [entry.fileName];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (files.has(fileName)) continue;
    files.add(fileName);
    const chunk = byName.get(fileName);
    if (!chunk) continue;
    pending.push(...chunk.imports, ...chunk.dynamicImports);
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
  }
  return [...files].map((file) => `/${file}`).sort();
}

/** Every file of the public folder (icons, manifest), as the site serves it. */
function publicFilesOf(publicDir: string): { url: string; content: Buffer }[] {
  if (!publicDir) return [];
  const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return entries.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { url: `/${path.relative(publicDir, file).split(path.sep).join('/')}`, content: readFileSync(file) };
  });
}

/**
 * Writes this version's shell into the app's service worker (the chunk named `workerEntry`): its
 * files, and a digest of their names and of the unfingerprinted files' contents, so a deploy that
 * changes anything changes the worker, and the browser updates it.
 */
export function appServiceWorker({ workerEntry }: { workerEntry: string }): Plugin {
  let publicDir = '';
  return {
    name: 'kinframe-app-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const worker = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === workerEntry,
      );
      if (worker?.type !== 'chunk') return this.error(`No service worker chunk named ${workerEntry}`);
      // A classic worker script cannot import: a module the app shares would become a chunk of both.
      if (worker.imports.length > 0)
        return this.error(
          `${worker.fileName} imports ${worker.imports.join(', ')}: it must import nothing the app does`,
        );
      const publicFiles = publicFilesOf(publicDir);
      const files = [...shellFilesOf(bundle), ...publicFiles.map((file) => file.url)].sort();
      const digest = createHash('sha256').update(files.join('\n'));
      const page = bundle['index.html'];
      if (page?.type === 'asset') digest.update(page.source);
      for (const file of publicFiles) digest.update(file.content);
      const shell: AppShell = { version: digest.digest('hex').slice(0, 16), files };
      if (!worker.code.includes(PLACEHOLDER)) return this.error(`${worker.fileName} does not use ${PLACEHOLDER}`);
      worker.code = worker.code.split(PLACEHOLDER).join(JSON.stringify(shell));
    },
  };
}
