// The media adapters: files on disk in, files and facts out. No database, no HTTP; failures are
// MediaError with a code of the contract's ERRORS, for the service to turn into its AppError.
export { detectMediaType, type MediaType } from './detect-media-type.ts';
export { convertHeicToJpeg } from './heic.ts';
export { MediaError } from './media-error.ts';
export { classifyOrientation } from './orientation.ts';
export { measurePicture } from './photo-analysis.ts';
export { makeEditedPhoto } from './photo-edit.ts';
export { readPhotoFacts, readPhotoInfo } from './photo-info.ts';
export { focusInFrameRendition, makeCroppedJpeg, makeFrameRendition, makePhotoRenditions } from './photo-renditions.ts';
export type { Position } from './position.ts';
export { makeEditedVideo } from './video-edit.ts';
export { makeVideoPoster } from './video-poster.ts';
export { probeVideo } from './video-probe.ts';
export { transcodeVideo } from './video-transcode.ts';
