import type { AppConfig } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

const appConfig = async (t: ReturnType<typeof useTestApp>) =>
  ((await t.client().get('/api/v3/app-config')).json() as AppConfig).capabilities;

describe.each(testDatabases())('what app-config says this server offers, on $name', (database) => {
  describe('with no connected-album provider set up', () => {
    const t = useTestApp(database);

    it('offers no connected albums', async () => {
      expect((await appConfig(t)).connectedAlbums).toBeNull();
    });
  });

  describe('with Dropbox set up and a smaller album size', () => {
    const t = useTestApp(database, {
      env: { DROPBOX_APP_KEY: 'dropbox-app-key', CONNECTED_ALBUM_MAX_ITEMS: '1200' },
    });

    it('offers connected albums from Dropbox only, keeping the number the operator set', async () => {
      const capabilities = await appConfig(t);
      expect(capabilities.connectedAlbums).toEqual({ providers: ['dropbox'], maxPhotos: 1200 });
      // The provider's key is a setting, not something to show.
      expect(JSON.stringify(capabilities)).not.toContain('dropbox-app-key');
    });
  });
});
