import { COLLECTION_IDS, type CollectionId } from '@kinframe/contract';

/**
 * The keys of the collections' texts under `albums.collections` ('nft-art' is the API's id,
 * nftArt the locale key): the albums page and the frames page name them alike.
 */
export const COLLECTION_TEXT: Record<CollectionId, string> = {
  favourites: 'favourites',
  emailed: 'emailed',
  'nft-art': 'nftArt',
};

export const collectionNameKey = (id: CollectionId) => `albums.collections.${COLLECTION_TEXT[id]}.name`;

/**
 * The collections a person is shown, in their order: the two of their own library always; the
 * operator's art only where the server lists it (some imported, and the person has Plus), or where
 * it is still on (a frame showing it), so it can be taken off.
 */
export function shownCollectionIds(
  listed: readonly { id: CollectionId }[] | undefined,
  isOn: (id: CollectionId) => boolean = () => false,
): CollectionId[] {
  const isListed = new Set(listed?.map((collection) => collection.id));
  return COLLECTION_IDS.filter((id) => id !== 'nft-art' || isListed.has(id) || isOn(id));
}
