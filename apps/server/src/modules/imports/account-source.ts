import { SOURCE_ALBUMS_MAX } from '@kinframe/contract';
import { ConnectorError, type ImportingConnector, type SourceAlbum } from '../../infra/connectors/connector.ts';
import type { ImportRow } from '../../infra/db/schema.ts';
import type { ImportSource, PlannedImportFile } from './import-source.ts';

/** A listing this long is a loop, not a library. */
const MAX_PAGES = 10_000;

/** Every album of the person at the provider, up to `max`. */
export async function listSourceAlbums(
  connector: ImportingConnector,
  token: string,
  max = SOURCE_ALBUMS_MAX,
): Promise<{ albums: SourceAlbum[]; isTruncated: boolean }> {
  const albums: SourceAlbum[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await connector.listAlbums(token, pageToken);
    albums.push(...result.albums);
    pageToken = result.nextPageToken;
    if (albums.length >= max)
      return { albums: albums.slice(0, max), isTruncated: albums.length > max || pageToken !== null };
    if (pageToken === null) break;
  }
  return { albums, isTruncated: false };
}

/**
 * The person's account at a service as an import's source: the albums chosen (or all of them, then
 * everything uploaded), listed page by page into a plan; each photo fetched from where the listing
 * said (a link that expired meanwhile is fetched afresh by the connector).
 */
export function accountSource(row: ImportRow, connector: ImportingConnector, token: string): ImportSource {
  const chosen: string[] | null = row.album_refs === null ? null : (JSON.parse(row.album_refs) as string[]);

  async function mediaOf(albumId: string | null, albumName: string | null, into: Map<string, PlannedImportFile>) {
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await connector.listMedia(token, albumId, pageToken);
      for (const media of result.media) {
        const known = into.get(media.ref);
        if (known) {
          if (albumName !== null && !known.albums.includes(albumName)) known.albums.push(albumName);
          continue;
        }
        into.set(media.ref, {
          part: 0,
          path: media.ref,
          name: media.name,
          kind: media.kind,
          downloadUrl: media.url,
          takenAt: media.takenAt,
          caption: media.caption,
          albums: albumName === null ? [] : [albumName],
        });
      }
      pageToken = result.nextPageToken;
      if (pageToken === null) return;
    }
  }

  return {
    async plan() {
      const files = new Map<string, PlannedImportFile>();
      const { albums } = await listSourceAlbums(connector, token);
      const wanted = chosen === null ? albums : albums.filter((album) => chosen.includes(album.id));
      for (const album of wanted) await mediaOf(album.id, album.name, files);
      if (chosen === null) await mediaOf(null, null, files);
      return { files: [...files.values()], refusals: [] };
    },
    async open(file, signal) {
      try {
        return await connector.download(
          token,
          { ref: file.path, url: file.download_url ?? '', kind: file.kind === 'video' ? 'video' : 'photo' },
          signal,
        );
      } catch (error) {
        if (error instanceof ConnectorError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    close() {},
  };
}
