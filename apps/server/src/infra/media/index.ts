// The media adapters: files on disk in, files and facts out. No database, no HTTP; failures are
// MediaError with a code of the contract's ERRORS, for the service to turn into its AppError.
export {
  detectMediaType,
  isPhotoType,
  type MediaType,
  PHOTO_MEDIA_TYPES,
  VIDEO_MEDIA_TYPES,
} from './detect-media-type.ts';
export { convertHeicToJpeg } from './heic.ts';
export { MediaError, type MediaErrorCode } from './media-error.ts';
export { classifyOrientation, type Orientation } from './orientation.ts';
export { type PhotoInfo, readPhotoInfo } from './photo-info.ts';
export {
  type LibraryRenditionName,
  makeCroppedJpeg,
  makeFrameRendition,
  makePhotoRenditions,
  type Rendition,
  type RenditionFile,
} from './photo-renditions.ts';
export { makeVideoPoster } from './video-poster.ts';
export { probeVideo, type VideoInfo } from './video-probe.ts';
export { canFramesPlayAsIs, type TranscodeResult, transcodeVideo } from './video-transcode.ts';
