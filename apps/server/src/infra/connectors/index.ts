import type { Connectors } from './connector.ts';
import type { ConnectorsConfig } from './connectors.settings.ts';
import { createDropbox } from './dropbox.ts';
import { createFacebook } from './facebook.ts';
import { createFlickr } from './flickr.ts';
import { createGooglePhotos } from './google-photos.ts';
import { createInstagram } from './instagram.ts';

/** The providers the operator gave credentials for; the others are null, and say so on screen. */
export function createConnectors(config: ConnectorsConfig): Connectors {
  return {
    dropbox: config.dropbox ? createDropbox(config.dropbox) : null,
    google: config.google ? createGooglePhotos(config.google) : null,
    facebook: config.facebook ? createFacebook(config.facebook) : null,
    instagram: config.instagram ? createInstagram(config.instagram) : null,
    flickr: config.flickr ? createFlickr(config.flickr) : null,
  };
}
