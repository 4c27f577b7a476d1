// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServiceWorker } from './service-worker-plugin.ts';
import type { AppShell } from './worker-scope.ts';

/**
 * A small app built the way vite.config.ts builds Kinframe's: two pages (the app and the player),
 * a lazily loaded screen with its styles, a public folder, and the app's worker, which imports a
 * module of its own.
 */
function writeFixture(root: string) {
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  file('index.html', '<!doctype html><div id="root"></div><script type="module" src="/main.ts"></script>');
  file('main.ts', "import('./screen.ts').then((m) => m.show());");
  file('screen.ts', "import './screen.css';\nexport const show = () => document.body.append('screen');");
  file('screen.css', '.screen { color: red }');
  file('frame.html', '<!doctype html><script type="module" src="/player.ts"></script>');
  file('player.ts', "document.title = 'player only';");
  file(
    'sw.ts',
    "import { pick } from './pick.ts';\ndeclare const __KINFRAME_APP_SHELL__: unknown;\npick(__KINFRAME_APP_SHELL__);",
  );
  file('pick.ts', 'export const pick = (shell: unknown) => { (globalThis as any).shell = shell; };');
  file('public/manifest.webmanifest', '{"name":"Kinframe"}');
  file('public/icons/icon-192.png', 'png');
}

async function buildFixture(root: string, outDir: string) {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [appServiceWorker({ workerEntry: 'sw' })],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          main: path.join(root, 'index.html'),
          frame: path.join(root, 'frame.html'),
          sw: path.join(root, 'sw.ts'),
        },
        output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
      },
    },
  });
  const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const json = worker.match(/\{"version":.*?\]\}/)?.[0];
  return { worker, shell: JSON.parse(json ?? 'null') as AppShell };
}

describe("the build of the app's service worker", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kinframe-sw-build-'));
  const outDir = path.join(root, 'dist');
  let first: Awaited<ReturnType<typeof buildFixture>>;
  beforeAll(async () => {
    writeFixture(root);
    first = await buildFixture(root, outDir);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is one classic script: its own modules inlined, no import or export left', () => {
    expect(first.worker).not.toMatch(/^\s*(import|export)\b/m);
    expect(first.worker).not.toContain('__KINFRAME_APP_SHELL__');
  });

  it("lists the app page's shell: index.html, its lazy screens and their styles, and the public files", () => {
    const { files } = first.shell;
    expect(files).toContain('/index.html');
    expect(files).toContain('/manifest.webmanifest');
    expect(files).toContain('/icons/icon-192.png');
    expect(files.some((file) => /^\/assets\/main-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^\/assets\/screen-.*\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^\/assets\/.*\.css$/.test(file))).toBe(true);
    // The player's page and its own script are the player's worker's business.
    expect(files.some((file) => file.includes('frame') || file.includes('player'))).toBe(false);
    expect(files).not.toContain('/sw.js');
  });

  it('gets a new version when a file of the app changes, so browsers install the new worker', async () => {
    writeFileSync(path.join(root, 'screen.css'), '.screen { color: blue }');
    const second = await buildFixture(root, outDir);
    expect(second.shell.version).not.toBe(first.shell.version);
    writeFileSync(path.join(root, 'public/manifest.webmanifest'), '{"name":"Kinframe!"}');
    const third = await buildFixture(root, outDir);
    expect(third.shell.version).not.toBe(second.shell.version);
  }, 60_000);
});
