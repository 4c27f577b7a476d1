import { type ConnectedAlbum, toLanguageTag } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { timeAgo } from '../../routes/frames/frame-texts.ts';
import { connectorCodeText } from './connector-text.ts';

/**
 * Where a connected album stands, in one sentence: how far its import is, that a pick is awaited,
 * when it was last up to date (a Dropbox folder is synced; Google photos are only added), or what
 * went wrong, in the words of the album's error code.
 */
export function connectedAlbumStateText(t: TFunction, album: ConnectedAlbum, now: Date): string {
  switch (album.state) {
    case 'importing':
      return album.progress
        ? t('connectors.state.importingProgress', { done: album.progress.done, count: album.progress.total })
        : t('connectors.state.importing');
    case 'picking':
      return t('connectors.state.picking');
    case 'synced': {
      if (album.syncedAt === null) return t('connectors.state.upToDate');
      const when = timeAgo(album.syncedAt, now, toLanguageTag(currentLocale()));
      return album.provider === 'dropbox'
        ? t('connectors.state.synced', { when })
        : t('connectors.state.added', { when });
    }
    default:
      return connectorCodeText(t, album.errorCode, album.provider);
  }
}
