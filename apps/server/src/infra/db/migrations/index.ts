import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as jobs from './0002-jobs.ts';
import * as library from './0003-library.ts';
import * as albums from './0004-albums.ts';
import * as frames from './0005-frames.ts';
import * as account from './0006-account.ts';
import * as billing from './0007-billing.ts';
import * as members from './0008-members.ts';
import * as notifications from './0009-notifications.ts';
import * as inboundMail from './0010-inbound-mail.ts';
import * as pendingOriginals from './0011-pending-originals.ts';
import * as emailConfirmation from './0012-email-confirmation.ts';
import * as heldMails from './0013-held-mails.ts';
import * as mailOutbox from './0014-mail-outbox.ts';
import * as frameLeft from './0015-frame-left.ts';
import * as itemOrigin from './0016-item-origin.ts';
import * as frameItems from './0017-frame-items.ts';
import * as itemEdits from './0018-item-edits.ts';
import * as renderedVersion from './0019-rendered-version.ts';
import * as frameCycles from './0020-frame-cycles.ts';
import * as itemFocus from './0021-item-focus.ts';
import * as frameHiddenItems from './0022-frame-hidden-items.ts';
import * as frameHealth from './0023-frame-health.ts';
import * as weather from './0024-weather.ts';
import * as connectedAlbums from './0025-connected-albums.ts';
import * as imports from './0026-imports.ts';
import * as operators from './0027-operators.ts';
import * as community from './0028-community.ts';
import * as supportTickets from './0029-support-tickets.ts';
import * as statistics from './0030-statistics.ts';
import * as competitions from './0031-competitions.ts';
import * as streamLeases from './0032-stream-leases.ts';
import * as noContactMessages from './0033-no-contact-messages.ts';
import * as trash from './0034-trash.ts';
import * as libraryExports from './0035-library-exports.ts';
import * as ownerAndInvitations from './0036-owner-and-invitations.ts';
import * as signInDisabled from './0037-sign-in-disabled.ts';
import * as oneExportAtATime from './0038-one-export-at-a-time.ts';
import * as frameFill from './0039-frame-fill.ts';
import * as cameraFacts from './0040-camera-facts.ts';
import * as notificationSubjects from './0041-notification-subjects.ts';
import * as places from './0042-places.ts';
import * as search from './0043-search.ts';
import * as itemAnalysis from './0044-item-analysis.ts';
import * as placesIndexes from './0046-places-indexes.ts';

/**
 * Every migration, in order. Imported statically (not read from a folder at run time) so they work
 * the same under tsx, in tests and in a bundle. Forward only: a shipped migration is never edited.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-jobs': jobs,
  '0003-library': library,
  '0004-albums': albums,
  '0005-frames': frames,
  '0006-account': account,
  '0007-billing': billing,
  '0008-members': members,
  '0009-notifications': notifications,
  '0010-inbound-mail': inboundMail,
  '0011-pending-originals': pendingOriginals,
  '0012-email-confirmation': emailConfirmation,
  '0013-held-mails': heldMails,
  '0014-mail-outbox': mailOutbox,
  '0015-frame-left': frameLeft,
  '0016-item-origin': itemOrigin,
  '0017-frame-items': frameItems,
  '0018-item-edits': itemEdits,
  '0019-rendered-version': renderedVersion,
  '0020-frame-cycles': frameCycles,
  '0021-item-focus': itemFocus,
  '0022-frame-hidden-items': frameHiddenItems,
  '0023-frame-health': frameHealth,
  '0024-weather': weather,
  '0025-connected-albums': connectedAlbums,
  '0026-imports': imports,
  '0027-operators': operators,
  '0028-community': community,
  '0029-support-tickets': supportTickets,
  '0030-statistics': statistics,
  '0031-competitions': competitions,
  '0032-stream-leases': streamLeases,
  '0033-no-contact-messages': noContactMessages,
  '0034-trash': trash,
  '0035-library-exports': libraryExports,
  '0036-owner-and-invitations': ownerAndInvitations,
  '0037-sign-in-disabled': signInDisabled,
  '0038-one-export-at-a-time': oneExportAtATime,
  '0039-frame-fill': frameFill,
  '0040-camera-facts': cameraFacts,
  '0041-notification-subjects': notificationSubjects,
  '0042-places': places,
  '0043-search': search,
  '0044-item-analysis': itemAnalysis,
  '0046-places-indexes': placesIndexes,
};
