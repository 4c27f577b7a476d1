import type { ItemCamera, ItemExposure, ItemPlace } from '@kinframe/contract';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { Position } from '../../infra/media/index.ts';
import type { Places } from '../../infra/places/index.ts';

/**
 * How much of an item's metadata the library reads: 1 is the date, camera, exposure and position
 * (with the place and time zone named from it). Items read to an older version are read again by
 * the catch-up job (read-item-facts.job.ts); raise it when the library learns to read a new fact.
 */
export const FACTS_VERSION = 1;

export type CameraColumns = Pick<
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

/**
 * The place as the API gives it: null when neither a position nor a place is known, and for anyone
 * but the item's owner (`isOwner` false): where a family's photos were taken, their home among them,
 * is not for every member of an album they share.
 */
export function placeOf(row: PlaceColumns, isOwner: boolean): ItemPlace | null {
  if (!isOwner) return null;
  const place = {
    city: row.place_city,
    region: row.place_region,
    country: row.place_country,
    latitude: row.gps_latitude,
    longitude: row.gps_longitude,
  };
  return Object.values(place).some((value) => value !== null) ? place : null;
}

export type WhereColumns = Pick<
  LibraryItemRow,
  'gps_latitude' | 'gps_longitude' | 'gps_altitude' | 'time_zone' | 'place_city' | 'place_region' | 'place_country'
>;

export const NOWHERE: WhereColumns = {
  gps_latitude: null,
  gps_longitude: null,
  gps_altitude: null,
  time_zone: null,
  place_city: null,
  place_region: null,
  place_country: null,
};

/** The item's columns of where it was taken: the position, and the place and time zone named from it. */
export async function whereColumns(places: Places, position: Position | null): Promise<WhereColumns> {
  if (!position) return NOWHERE;
  const { place, timeZone } = await places.at(position.latitude, position.longitude);
  return {
    gps_latitude: position.latitude,
    gps_longitude: position.longitude,
    gps_altitude: position.altitude,
    time_zone: timeZone,
    place_city: place?.city ?? null,
    place_region: place?.region ?? null,
    place_country: place?.country ?? null,
  };
}
