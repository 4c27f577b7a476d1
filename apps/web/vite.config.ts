import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appServiceWorker } from './src/sw/service-worker-plugin.ts';

// The API server serves the built app in production; in development Vite serves it and hands every
// API call (and the development mailbox) to the server, so cookies stay on one origin.
const apiServer = 'http://localhost:8080';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The service workers keep fixed names at the site root, where their scopes begin: the frame
 * player's (scope /frame) and the web app's (scope /: its shell offline, and the share target).
 */
const SERVICE_WORKERS: Record<string, string> = { 'frame-sw': 'frame-sw.js', sw: 'sw.js' };

/** In development, /frame and /frame/… open the player's page, as the API server does in production. */
function framePlayerPage(): Plugin {
  return {
    name: 'kinframe-frame-player-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/frame(\/|\?|$)/.test(request.url)) request.url = '/frame.html';
        next();
      });
    },
  };
}

/**
 * `texts.json?section=player` is that one top-level section of a JSON file, as a module of its own:
 * the frame player takes its texts from the web app's locale files without bundling all of them.
 * (A named import of the whole file would share one module, and so one chunk, with the web app.)
 */
function jsonSection(): Plugin {
  const prefix = '\0json-section:';
  return {
    name: 'kinframe-json-section',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [file = '', query = ''] = source.split('?');
      const section = new URLSearchParams(query).get('section');
      if (!section || !file.endsWith('.json')) return null;
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      // Not `….json` at the end: no JSON plugin may take this module for the whole file.
      return resolved ? `${prefix}${resolved.id}#${section}` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      // The dev server may have put `?import` after the file's name.
      const [file = '', section = ''] = id
        .slice(prefix.length)
        .replace(/\?[^#]*/, '')
        .split('#');
      this.addWatchFile(file);
      const whole = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      if (!(section in whole)) this.error(`${file} has no section "${section}"`);
      return `export default ${JSON.stringify(whole[section])};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), framePlayerPage(), jsonSection(), appServiceWorker({ workerEntry: 'sw' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the web app, and the frame player, a light entry of its own (src/frame); and their workers.
      input: {
        main: page('index.html'),
        frame: page('frame.html'),
        'frame-sw': page('src/frame/sw.ts'),
        sw: page('src/sw/app-sw.ts'),
      },
      output: {
        entryFileNames: (chunk) => SERVICE_WORKERS[chunk.name] ?? 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
});
