import type { CollectionId } from '@kinframe/contract';

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
