import { uploadLibraryFile } from '../../api/upload.ts';
import { createUploadQueue } from './upload-queue.ts';

/**
 * The app's one queue of library uploads: it lives as long as the tab, not the library page, so
 * that people go on browsing (and leave the library) while their photos travel.
 */
export const libraryUploads = createUploadQueue({ uploader: uploadLibraryFile });
