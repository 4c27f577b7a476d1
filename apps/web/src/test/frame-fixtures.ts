import { DEFAULT_FRAME_SETTINGS, type Frame, type PlaylistItem } from '@kinframe/contract';

/** A paired frame that has never connected, with the given changes. */
export function frameFixture(changes: Partial<Frame> = {}): Frame {
  return {
    id: 7,
    name: 'Kitchen',
    online: false,
    lastSeenAt: null,
    pairedAt: '2026-01-01T00:00:00Z',
    device: { name: 'Kinframe player', appVersion: null, screen: { width: 1280, height: 800 }, freeStorageBytes: null },
    showingItemId: null,
    settings: DEFAULT_FRAME_SETTINGS,
    albumIds: [],
    collectionIds: [],
    giftFor: null,
    needsPairing: false,
    ...changes,
  };
}

/** A landscape photo of the owner's own, with a caption, in a frame's playlist, with the given changes. */
export function playlistItemFixture(changes: Partial<PlaylistItem> = {}): PlaylistItem {
  return {
    id: 4,
    kind: 'photo',
    url: 'https://media.example/4.jpg',
    width: 1920,
    height: 1080,
    orientation: 'landscape',
    posterUrl: null,
    durationMs: null,
    caption: 'Grandma at the lake',
    takenAt: '2024-07-14T10:00:00.000Z',
    isInterim: false,
    sharedBy: null,
    ...changes,
  };
}
