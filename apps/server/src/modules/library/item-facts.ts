import type { ItemCamera, ItemExposure, ItemPlace } from '@kinframe/contract';
import type { LibraryItemRow } from '../../infra/db/schema.ts';

type CameraColumns = Pick<
  LibraryItemRow,
  | 'camera_make'
  | 'camera_model'
  | 'camera_lens'
  | 'exposure_f_number'
  | 'exposure_time'
  | 'exposure_iso'
  | 'exposure_focal_length'
>;

/** The item's columns of what its EXIF says of the camera and the exposure (all null when it says nothing). */
export function cameraColumns(facts: { camera: ItemCamera | null; exposure: ItemExposure | null }): CameraColumns {
  return {
    camera_make: facts.camera?.make ?? null,
    camera_model: facts.camera?.model ?? null,
    camera_lens: facts.camera?.lens ?? null,
    exposure_f_number: facts.exposure?.fNumber ?? null,
    exposure_time: facts.exposure?.exposureTime ?? null,
    exposure_iso: facts.exposure?.iso ?? null,
    exposure_focal_length: facts.exposure?.focalLength ?? null,
  };
}

/** The camera as the API gives it: null when neither make, model nor lens is known. */
export function cameraOf(row: CameraColumns): ItemCamera | null {
  const camera = { make: row.camera_make, model: row.camera_model, lens: row.camera_lens };
  return camera.make || camera.model || camera.lens ? camera : null;
}

/** The exposure as the API gives it: null when none of its four figures is known. */
export function exposureOf(row: CameraColumns): ItemExposure | null {
  const exposure = {
    fNumber: row.exposure_f_number,
    exposureTime: row.exposure_time,
    iso: row.exposure_iso,
    focalLength: row.exposure_focal_length,
  };
  return Object.values(exposure).some((value) => value !== null) ? exposure : null;
}

type PlaceColumns = Pick<
  LibraryItemRow,
  'gps_latitude' | 'gps_longitude' | 'place_city' | 'place_region' | 'place_country'
>;

/** The place as the API gives it: null when neither a position nor a place is known. */
export function placeOf(row: PlaceColumns): ItemPlace | null {
  const place = {
    city: row.place_city,
    region: row.place_region,
    country: row.place_country,
    latitude: row.gps_latitude,
    longitude: row.gps_longitude,
  };
  return Object.values(place).some((value) => value !== null) ? place : null;
}
