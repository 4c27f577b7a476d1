import {
  Download,
  FolderPlus,
  Heart,
  HeartOff,
  type LucideIcon,
  MonitorPlay,
  Send,
  Share2,
  Tag,
  Trash2,
} from 'lucide-react';
import type { IconName } from '../../components/viewer/icons.tsx';
import type { ViewerCommand } from '../../components/viewer/viewer-keys.ts';

export type ItemActionId =
  | 'addToAlbum'
  | 'createSharedAlbum'
  | 'sendToFriend'
  | 'showOnFrame'
  | 'tag'
  | 'favourite'
  | 'download'
  | 'delete';

/** What an action looks at before it shows: the items it would act on. */
export interface ItemTarget {
  /** Every item is a favourite: the favourite action takes them out instead. */
  areAllFavourites: boolean;
}

/** One thing a person can do with their library items, once for every place that offers it. */
export interface ItemAction {
  id: ItemActionId;
  /** The label's i18n key, which is also the button's name. */
  labelKey: (target: ItemTarget) => string;
  /** The selection bar's icon; */
  icon: (target: ItemTarget) => LucideIcon;
  /** and the viewer's, drawn like the rest of its bar; none where the viewer does not offer it. */
  viewerIcon?: (target: ItemTarget) => IconName;
  /** The viewer's key for it, where it has one. */
  viewerKey?: ViewerCommand;
  /**
   * It changes the library (or sends from it): Plus's. Without Plus an account keeps what only looks
   * and takes out (download); the server refuses the rest with plus_required, so it is not offered.
   */
  changesLibrary: boolean;
  /** An on/off action (favourite): on for the target when this says so, and shown pressed. */
  isOn?: (target: ItemTarget) => boolean;
  isDanger?: boolean;
}

/**
 * Every action on library items, in the order the selection bar shows them. A selection gets them
 * all; the viewer those it draws an icon for (the rest ask for several items or a dialog of their
 * own). What each does is the place's: the page for a selection, the viewer for its item.
 */
export const ITEM_ACTIONS: readonly ItemAction[] = [
  {
    id: 'addToAlbum',
    labelKey: () => 'library.selection.addToAlbum',
    icon: () => FolderPlus,
    viewerIcon: () => 'addToAlbum',
    changesLibrary: true,
  },
  {
    id: 'createSharedAlbum',
    labelKey: () => 'library.selection.createSharedAlbum',
    icon: () => Share2,
    changesLibrary: true,
  },
  { id: 'sendToFriend', labelKey: () => 'library.selection.sendToFriend', icon: () => Send, changesLibrary: true },
  {
    id: 'showOnFrame',
    labelKey: () => 'library.selection.showOnFrame',
    icon: () => MonitorPlay,
    viewerIcon: () => 'showOnFrame',
    changesLibrary: true,
  },
  { id: 'tag', labelKey: () => 'library.selection.tag', icon: () => Tag, changesLibrary: true },
  {
    id: 'favourite',
    labelKey: ({ areAllFavourites }) =>
      areAllFavourites ? 'library.selection.unfavourite' : 'library.selection.favourite',
    icon: ({ areAllFavourites }) => (areAllFavourites ? HeartOff : Heart),
    viewerIcon: ({ areAllFavourites }) => (areAllFavourites ? 'favourite' : 'favouriteOutline'),
    viewerKey: 'favourite',
    isOn: ({ areAllFavourites }) => areAllFavourites,
    changesLibrary: true,
  },
  {
    id: 'download',
    labelKey: () => 'library.selection.download',
    icon: () => Download,
    // The viewer downloads its one file by a link, named for what it gets (the original, or a choice).
    viewerIcon: () => 'download',
    changesLibrary: false,
  },
  {
    id: 'delete',
    labelKey: () => 'library.selection.delete',
    icon: () => Trash2,
    viewerIcon: () => 'delete',
    viewerKey: 'delete',
    isDanger: true,
    changesLibrary: true,
  },
];

/** The actions open to the account: with Plus all of them, without it those that change nothing. */
function actionsFor(hasPlus: boolean): readonly ItemAction[] {
  return ITEM_ACTIONS.filter((action) => hasPlus || !action.changesLibrary);
}

/** The actions a selection offers: all those open to the account. */
export function selectionActions(hasPlus: boolean): readonly ItemAction[] {
  return actionsFor(hasPlus);
}

type ViewerItemAction = ItemAction & Required<Pick<ItemAction, 'viewerIcon'>>;

/** The actions the viewer offers for its one item, of those open to the account. */
export function viewerActions(hasPlus: boolean): readonly ViewerItemAction[] {
  return actionsFor(hasPlus).filter((action): action is ViewerItemAction => action.viewerIcon !== undefined);
}

/** The viewer's keys, each to the action it performs. */
export function viewerKeyCommands(
  perform: (action: ItemActionId) => void,
  hasPlus: boolean,
): Partial<Record<ViewerCommand, () => void>> {
  return Object.fromEntries(
    viewerActions(hasPlus).flatMap((action) =>
      action.viewerKey ? [[action.viewerKey, () => perform(action.id)]] : [],
    ),
  );
}
