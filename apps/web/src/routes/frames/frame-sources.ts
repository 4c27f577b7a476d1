import type { CollectionId, Frame, FrameSourceId, Frames } from '@kinframe/contract';

/** What a frame shows: albums by number, collections by their own id. */
const isCollection = (sourceId: FrameSourceId): sourceId is CollectionId => typeof sourceId === 'string';

export function isShownOn(frame: Frame, sourceId: FrameSourceId): boolean {
  return isCollection(sourceId) ? frame.collectionIds.includes(sourceId) : frame.albumIds.includes(sourceId);
}

/** The frame with one album or collection put on it or taken off, the rest as it was. */
export function withSource(frame: Frame, sourceId: FrameSourceId, isShown: boolean): Frame {
  if (isCollection(sourceId)) {
    const others = frame.collectionIds.filter((id) => id !== sourceId);
    return { ...frame, collectionIds: isShown ? [...others, sourceId] : others };
  }
  const others = frame.albumIds.filter((id) => id !== sourceId);
  return { ...frame, albumIds: isShown ? [...others, sourceId] : others };
}

/** The frames list with one frame changed by `change`. */
export function withFrame(list: Frames, frameId: number, change: (frame: Frame) => Frame): Frames {
  return { ...list, frames: list.frames.map((frame) => (frame.id === frameId ? change(frame) : frame)) };
}
