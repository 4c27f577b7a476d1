import { z } from 'zod';
import { ZMapTiles } from './places.ts';

/** The providers whose albums Kinframe keeps in sync (connected albums). */
export const CONNECTED_ALBUM_PROVIDERS = ['dropbox', 'google'] as const;
export type ConnectedAlbumProvider = (typeof CONNECTED_ALBUM_PROVIDERS)[number];

/**
 * What this server offers among the things a screen may promise, read from its settings when it
 * starts (GET v3/app-config's `capabilities`). A text that promises one of them is shown only when
 * it is here: no screen decides from a constant that a part of Kinframe exists.
 * - `connectedAlbums`: the providers the operator gave credentials for, and the most photos one
 *   connected album keeps (CONNECTED_ALBUM_MAX_ITEMS); null when no provider is set up.
 * - `map`: the Places view's map tiles (MAP_TILE_URL) and their attribution; null when the map is off.
 */
export const ZCapabilities = z.object({
  connectedAlbums: z
    .object({
      providers: z.array(z.enum(CONNECTED_ALBUM_PROVIDERS)).min(1),
      maxPhotos: z.number().int().positive(),
    })
    .nullable(),
  map: ZMapTiles.nullable(),
});
export type Capabilities = z.infer<typeof ZCapabilities>;

/** A server with none of them set up: what a screen assumes until it knows better. */
export const NO_CAPABILITIES: Capabilities = { connectedAlbums: null, map: null };
