import type { LibraryItemRow } from '../../infra/db/schema.ts';

/**
 * Whether an item of someone's library is their own work, theirs to publish (a community post, a
 * competition entry): uploaded by them or brought from their own accounts (connected albums,
 * imports), an edited copy of one of their own, or mailed in from their own login address. A copy
 * of someone else's photo (saved from a message or a shared album) and a photo someone else mailed
 * in sit in the library too, but are not theirs to show the world as their own.
 */
export function isOwnWork(
  item: Pick<LibraryItemRow, 'source' | 'owner_id' | 'copied_from_user_id' | 'sender_email'>,
  ownerEmail: string,
): boolean {
  if (item.source === 'copy') return item.copied_from_user_id === item.owner_id;
  if (item.source === 'email') return (item.sender_email ?? '').toLowerCase() === ownerEmail.toLowerCase();
  return true;
}
