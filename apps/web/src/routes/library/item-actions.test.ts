import { describe, expect, it } from 'vitest';
import { selectionActions, viewerActions, viewerKeyCommands } from './item-actions.ts';

const ids = (actions: readonly { id: string }[]) => actions.map((action) => action.id);

describe('the library item actions, by plan', () => {
  it('offers Plus every action, the selection all of them and the viewer those it draws', () => {
    expect(ids(selectionActions(true))).toEqual([
      'addToAlbum',
      'createSharedAlbum',
      'sendToFriend',
      'showOnFrame',
      'tag',
      'favourite',
      'download',
      'delete',
    ]);
    expect(ids(viewerActions(true))).toEqual(['addToAlbum', 'showOnFrame', 'favourite', 'download', 'delete']);
    expect(Object.keys(viewerKeyCommands(() => undefined, true)).sort()).toEqual(['delete', 'favourite']);
  });

  it('offers an account without Plus only what changes nothing: the download, and no key that changes', () => {
    expect(ids(selectionActions(false))).toEqual(['download']);
    expect(ids(viewerActions(false))).toEqual(['download']);
    expect(viewerKeyCommands(() => undefined, false)).toEqual({});
  });
});
