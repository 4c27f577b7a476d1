import type { ItemDetails, LibraryItem, Person } from '@kinframe/contract';
import type { LibraryItemRow, RenditionRow } from '../../infra/db/schema.ts';
import { editOf, focusOf } from './item-edits.ts';
import { cameraOf, exposureOf, placeOf } from './item-facts.ts';
import type { ItemUrls } from './item-urls.ts';

/**
 * Exactly the fields of an item that leave the server, with signed URLs to its renditions, as
 * `viewerId` may see them: where it was taken only for its owner.
 */
export async function presentItem(
  row: LibraryItemRow,
  renditions: RenditionRow[],
  tagIds: number[],
  urls: ItemUrls,
  viewerId: number,
): Promise<LibraryItem> {
  const byName = new Map(renditions.map((rendition) => [rendition.name, rendition]));
  const urlOf = async (name: string) => {
    const rendition = byName.get(name);
    return rendition ? urls.sign(rendition.key, rendition.mime_type) : null;
  };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    failureCode: row.failure_code,
    name: row.name,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
    durationSeconds: row.duration_ms === null ? null : row.duration_ms / 1000,
    sizeBytes: Number(row.size_bytes),
    createdAt: row.created_at,
    uploadedAt: row.uploaded_at,
    caption: row.caption,
    isFavourite: row.is_favourite === 1,
    tagIds,
    edit: editOf(row.edit),
    editPending: row.rendered_version < row.edit_version,
    focus: focusOf(row),
    camera: cameraOf(row),
    exposure: exposureOf(row),
    place: placeOf(row, row.owner_id === viewerId),
    urls: {
      square: await urlOf('square'),
      ratio: await urlOf('ratio'),
      preview: await urlOf('preview'),
      poster: await urlOf('poster'),
      video: await urlOf('video'),
      original: await urls.sign(row.original_key, row.mime_type, row.name),
      edited: await editedUrl(row, byName.get('edited'), urls),
    },
  };
}

/** "Download edited": the edited picture or clip, saved under the item's name marked as edited. */
async function editedUrl(
  row: LibraryItemRow,
  edited: RenditionRow | undefined,
  urls: ItemUrls,
): Promise<string | null> {
  if (!edited) return null;
  const base = row.name.replace(/\.[^.]*$/, '') || row.name;
  const extension = edited.mime_type === 'video/mp4' ? 'mp4' : 'jpg';
  return urls.sign(edited.key, edited.mime_type, `${base} (edited).${extension}`);
}

/** The item's details for the viewer's info panel: the albums that hold it and how it came. */
export function presentItemDetails(
  row: LibraryItemRow,
  albums: { id: number; name: string }[],
  copiedFrom: Person | null,
): ItemDetails {
  return {
    albums: albums.map((album) => ({ id: album.id, name: album.name })),
    source: row.source,
    copiedFrom: row.source === 'copy' && copiedFrom ? copiedFrom.displayName : null,
    sender: row.source === 'email' ? row.sender_email : null,
  };
}
