import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { closeServer } from './kit.ts';

/**
 * A local stand-in for a raster tile server (OpenStreetMap's `/{z}/{x}/{y}.png`), over real HTTP
 * on 127.0.0.1, so browser flows show a map without asking the real one (whose usage policy forbids
 * tests). Each tile is a 256-pixel PNG made with sharp: a pale land colour that shifts from tile to
 * tile, with a grid line at its edges, so a screenshot shows the map moved and zoomed. Tests read
 * how many tiles were asked.
 */
export interface MapTilesStandin {
  readonly url: string;
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  /** Tiles answered, as `z/x/y`. */
  readonly requested: string[];
  close(): Promise<void>;
}

const TILE = 256;

async function makeTile(z: number, x: number, y: number): Promise<Buffer> {
  const hue = (x * 37 + y * 61 + z * 17) % 40;
  const land = `hsl(${95 + hue}, 28%, ${84 - (z % 3) * 3}%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}">
<rect width="${TILE}" height="${TILE}" fill="${land}"/>
<path d="M0 0.5H${TILE}M0.5 0V${TILE}" stroke="hsl(95, 15%, 70%)" stroke-width="1"/>
<circle cx="${((x * 97) % 200) + 28}" cy="${((y * 53) % 200) + 28}" r="${18 + (z % 4) * 4}" fill="hsl(205, 45%, 78%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function startMapTilesStandin(options: { port?: number } = {}): Promise<MapTilesStandin> {
  const requested: string[] = [];
  const tiles = new Map<string, Promise<Buffer>>();
  const server = createServer((request, response) => {
    const match = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such tile');
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const key = `${z}/${x}/${y}`;
    requested.push(key);
    if (!tiles.has(key)) tiles.set(key, makeTile(z, x, y));
    void (tiles.get(key) as Promise<Buffer>).then(
      (png) => response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(png),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requested,
    // The attribution stays OpenStreetMap's, as the map shows it in use (and the cluster reads this
    // environment as one line of KEY=VALUE pairs, with no room for spaces).
    env: () => ({ MAP_TILE_URL: `${url}/{z}/{x}/{y}.png` }),
    close: () => closeServer(server),
  };
}

// Run by hand: tiles on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  serveByHand(await startMapTilesStandin({ port: Number(argOf('--port') ?? 12115) }));
}
