import type { ConnectorsConfig } from '../config.ts';
import type { Connectors } from './connector.ts';
import { createDropbox } from './dropbox.ts';
import { createGooglePhotos } from './google-photos.ts';

/** The providers the operator gave credentials for; the others are null, and say so on screen. */
export function createConnectors(config: ConnectorsConfig): Connectors {
  return {
    dropbox: config.dropbox ? createDropbox(config.dropbox) : null,
    google: config.google ? createGooglePhotos(config.google) : null,
  };
}
