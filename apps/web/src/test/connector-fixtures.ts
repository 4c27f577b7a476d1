import type { ConnectedAlbum, Connector, ConnectorList } from '@kinframe/contract';

/** Both providers as GET connectors answers: offered by the server, not connected, unless changed. */
export function connectorList(...changes: (Partial<Connector> & Pick<Connector, 'provider'>)[]): ConnectorList {
  return {
    connectors: (['dropbox', 'google'] as const).map((provider) => ({
      provider,
      isAvailable: true,
      connection: null,
      ...changes.find((change) => change.provider === provider),
    })),
  };
}

/** The person's account at a provider, connected since the start of 2026. */
export const CONNECTION = {
  accountLabel: 'ada@example.com',
  state: 'connected',
  connectedAt: '2026-01-05T10:00:00Z',
} as const;

/** A Dropbox folder album, up to date, with the given changes. */
export function connectedAlbumFixture(changes: Partial<ConnectedAlbum> = {}): ConnectedAlbum {
  return {
    albumId: 42,
    name: 'Trip',
    provider: 'dropbox',
    folderPath: '/Photos/Trip',
    state: 'synced',
    errorCode: null,
    syncedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    itemCount: 40,
    progress: null,
    refusedCount: 0,
    leftOutCount: 0,
    maxItems: 2500,
    pickerUri: null,
    ...changes,
  };
}
