import { optionalText, type Settings, type SettingValues } from './setting.ts';

/** OpenStreetMap's own tiles: free for light use under their policy, which the README names. */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A tile URL template: http(s), with the {z}, {x} and {y} a map library fills in. */
const isTileTemplate = (text: string) =>
  /^https?:\/\/[^/{}]+\//.test(text) && ['{z}', '{x}', '{y}'].every((part) => text.includes(part));

/** The map of the Places view: where its tiles come from, or `off` for no map (the places stay as a list). */
export const MAP_SETTINGS = {
  MAP_TILE_URL: {
    schema: optionalText.default(OSM_TILES).refine((text) => text === 'off' || isTileTemplate(text), {
      message: 'must be an http(s) URL with {z}, {x} and {y}, or off',
    }),
    doc: "Where the browser fetches the Places view's map tiles (a raster tile server's URL with `{z}`, `{x}` and `{y}`; `{s}` too, for a server with subdomains). The default is OpenStreetMap's public tile server, whose [tile usage policy](https://operations.osmfoundation.org/policies/tiles/) allows light use and asks for its attribution; for many people or heavy use, run your own or use a provider. `off`: no map; the Places view is then a list of countries and cities. Its origin is allowed for images in the Content-Security-Policy.",
  },
  MAP_TILE_ATTRIBUTION: {
    schema: optionalText.default('© OpenStreetMap contributors'),
    doc: 'The attribution shown on the map, as the tile server asks for it (plain text).',
  },
  MAP_TILE_ATTRIBUTION_URL: {
    schema: optionalText
      .default('https://www.openstreetmap.org/copyright')
      .refine((text) => /^https?:\/\//.test(text), { message: 'must be an http:// or https:// URL' }),
    doc: "Where the map's attribution links to.",
  },
} satisfies Settings;

/** The map's tiles as the web app is told them (GET v3/app-config), or null when the map is off. */
export function readMapConfig(values: SettingValues<typeof MAP_SETTINGS>) {
  if (values.MAP_TILE_URL === 'off') return null;
  return {
    urlTemplate: values.MAP_TILE_URL,
    attribution: values.MAP_TILE_ATTRIBUTION,
    attributionUrl: values.MAP_TILE_ATTRIBUTION_URL,
  };
}

/**
 * The origins the browser fetches tiles from, for the Content-Security-Policy's img-src: the
 * template's host, and with `{s}` its a, b and c subdomains (the convention of servers that have them).
 */
export function tileOrigins(urlTemplate: string): string[] {
  const origin = /^(https?:\/\/[^/]+)/.exec(urlTemplate)?.[1];
  if (!origin) return [];
  return origin.includes('{s}') ? ['a', 'b', 'c'].map((sub) => origin.replace('{s}', sub)) : [origin];
}
