import type {
  ArchiveFormat,
  ConnectedAlbumProvider,
  ConnectedAlbumState,
  ConnectionState,
  ConnectorProvider,
  ConnectReturn,
  HeldMailReason,
  ImportProvider,
  ImportState,
  ItemSource,
} from '@kinframe/contract';
import type { Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 text in UTC (`Date.toISOString()`) on
 * both databases: the same fixed-width format sorts and compares correctly as text, and reads the
 * same in SQLite and PostgreSQL. Emails and usernames are stored lower-cased, so uniqueness and
 * look-ups are case-insensitive everywhere without dialect-specific collations.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  contact_email: string;
  language: string;
  password_hash: string;
  avatar_key: string | null;
  /** When the login address was proved by its mailed link; null until then. */
  email_confirmed_at: string | null;
  /** A new login address waiting for its link to be opened; `email` stays until then. */
  pending_email: string | null;
  /** 1: moderates the community and runs competitions (`npm run admin -- operator:grant`). */
  is_operator: Generated<number>;
  /** 1: the server's owner, its first account (migration 0034); one row at most. */
  is_owner: Generated<number>;
  /** When an operator turned its sign-in off (migration 0037); null: it may sign in. */
  sign_in_disabled_at: Generated<string | null>;
  /** The last sign-in or visit, written with its session at most once a day; null: none since 0037. */
  last_active_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A link an operator made to let people sign up (migration 0034); only its token's hash is kept. */
export interface InvitationsTable {
  id: Generated<number>;
  token_hash: string;
  /** The operator who made it; null once their account is gone. */
  created_by: number | null;
  /** The one address that may sign up with it, lower-cased; null: anyone holding it. */
  email: string | null;
  plan: 'plus' | 'lite';
  note: Generated<string>;
  max_uses: number;
  use_count: Generated<number>;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}
export type InvitationRow = Selectable<InvitationsTable>;

/** What an operator did, kept as the moderation log; the subject may since be gone. */
export interface OperatorActionsTable {
  id: Generated<number>;
  /** Null when the operator's account was deleted since, or the CLI acted. */
  operator_id: number | null;
  action: string;
  /** What was acted on: a post, a reply, an account, a competition. */
  subject_kind: string;
  subject_id: number;
  /** Free words the operator gave (a reason), or empty. */
  details: string;
  created_at: string;
}
export type OperatorActionRow = Selectable<OperatorActionsTable>;

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: a leaked table does not let anyone in. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A mailed link that proves `email` belongs to the account; kept only as its hash. */
export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
}

/** An event stream open now in some web process (0032-stream-leases). */
export interface StreamLeasesTable {
  id: Generated<number>;
  /** `user:<id>` or `frame:<id>`: whose streams are capped together. */
  holder: string;
  expires_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** `account:<identifier>` or `ip:<address>`. */
  key: string;
  attempted_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_name: string;
  status: string;
  /** In cents, so money never goes through a float in the database. */
  price_cents: number;
  currency: string;
  frequency: string;
  trial_start_date: string | null;
  next_billing_date: string | null;
  /** Which billing provider manages it: `none` (the operator) or `stripe`. */
  provider: string;
  /** The provider's subscription id (Stripe `sub_...`). */
  provider_ref: string | null;
  created_at: string;
  updated_at: string;
  // Added by 0007-billing.
  trial_end_date: string | null;
  /** When the period paid for (or the trial) ends. */
  current_period_end: string | null;
  /** 1: cancelled, Plus until current_period_end. */
  cancel_at_period_end: Generated<number>;
  /** When a failed payment was first seen: Plus lasts PAYMENT_GRACE_DAYS from then. */
  past_due_since: string | null;
  /** The provider's customer (Stripe `cus_...`); kept when the plan changes. */
  provider_customer_id: string | null;
  /** When the account's one trial began; kept forever, so a trial is offered once. */
  trial_used_at: string | null;
}

/** A mail on its way: kept here until the send-mail job delivered it, or for good as the dev mailbox. */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  delivery: 'smtp' | 'mailbox';
  attempts: Generated<number>;
  last_error: string | null;
  /** Where replies go, when not to the sender (a support ticket's address). */
  reply_to: string | null;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: string;
}

export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** The embedded job queue; see infra/queue/embedded-store.ts for how rows move between states. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON text, so both dialects store it the same way. */
  payload: string;
  state: JobState;
  /** Runs started so far, the current one included; also fences a late finish after a lock expiry. */
  attempts: number;
  retry_limit: number;
  run_after: string;
  /** While active: when another worker may assume this one died and take the job. */
  locked_until: string | null;
  singleton_key: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PendingOriginalsTable {
  id: Generated<number>;
  content_hash: string;
  original_key: string;
  writer: string;
  created_at: string;
}

export interface LibraryItemsTable {
  id: Generated<number>;
  owner_id: number;
  kind: 'photo' | 'video';
  status: 'processing' | 'ready' | 'failed';
  /** An error code of the contract when processing failed. */
  failure_code: string | null;
  name: string;
  /** SHA-256 (hex) of the bytes as uploaded: duplicates are found by it, storage keys built from it. */
  content_hash: string;
  original_key: string;
  mime_type: string;
  /** bigint: PostgreSQL hands it back as a string, so read it through Number(). */
  size_bytes: number | string;
  width: number | null;
  height: number | null;
  orientation: 'landscape' | 'portrait' | 'square' | null;
  duration_ms: number | null;
  /** When it was taken or recorded; the upload time when nothing says. */
  created_at: string;
  uploaded_at: string;
  caption: string;
  /** 0 or 1: one boolean spelling for both databases. */
  is_favourite: number;
  /** How it arrived: the Emailed collection shows `email`. */
  source: Generated<LibraryItemSource>;
  /** A copy: whose item it was copied from (null when unknown, or that account is gone). */
  copied_from_user_id: Generated<number | null>;
  /** Mailed in: the sender's address. */
  sender_email: Generated<string | null>;
  /** The edit as JSON text (the contract's ZEditRecipe); null: the original as uploaded. */
  edit: Generated<string | null>;
  /** Counts edits and reverts: the edited renditions' keys carry it, so each edit is a new URL. */
  edit_version: Generated<number>;
  /** The edit version the renditions show: below `edit_version` while an edit is being rendered. */
  rendered_version: Generated<number>;
  /** The focus point, in fractions of the upright original (0..1); null on both: automatic. */
  focus_x: Generated<number | null>;
  focus_y: Generated<number | null>;
  /** When it went to the Trash; null while it is in the library. */
  trashed_at: Generated<string | null>;
  /** The camera and lens from the photo's EXIF (migration 0040); null where it does not say. */
  camera_make: Generated<string | null>;
  camera_model: Generated<string | null>;
  camera_lens: Generated<string | null>;
  /** The exposure from EXIF: f-number, seconds, ISO, millimetres; null where it does not say. */
  exposure_f_number: Generated<number | null>;
  exposure_time: Generated<number | null>;
  exposure_iso: Generated<number | null>;
  exposure_focal_length: Generated<number | null>;
  /** Where it was taken (migration 0042): the position its metadata gives, in degrees and metres. */
  gps_latitude: Generated<number | null>;
  gps_longitude: Generated<number | null>;
  gps_altitude: Generated<number | null>;
  /** The IANA time zone of that position (`Europe/Berlin`). */
  time_zone: Generated<string | null>;
  /** The place from the offline gazetteer: city, region, and country as its ISO 3166 alpha-2 code. */
  place_city: Generated<string | null>;
  place_region: Generated<string | null>;
  place_country: Generated<string | null>;
  /** 0 or 1: the owner set or cleared the place; reading the metadata again leaves it be. */
  place_by_person: Generated<number>;
  /** How much of its metadata has been read (library/item-facts.ts FACTS_VERSION); the catch-up job reads what is behind. */
  facts_version: Generated<number>;
  /** The analysis of its rendition (migration 0044): a 64-bit DCT perceptual hash as 16 hex digits. */
  perceptual_hash: Generated<string | null>;
  /** Edge sharpness of the rendition (photo-analysis.ts): about 1 for crisp edges, falling with blur. */
  sharpness: Generated<number | null>;
  /** The edit version the analysis saw; null: not analysed yet. */
  analysed_version: Generated<number | null>;
  /** Why it does not belong on a frame, comma-separated (the contract's UNFIT_REASONS); null: it does. */
  unfit_reasons: Generated<string | null>;
  /** The person's word on those reasons: `agreed` (kept off frames) or `overruled`; null: not reviewed. */
  unfit_verdict: Generated<'agreed' | 'overruled' | null>;
  /** "Keep all" of a near-duplicate group: its id, shared by the items kept together. */
  duplicates_kept: Generated<number | null>;
  /**
   * The words search reads from the row itself (migration 0043): file name, caption, city, region,
   * camera make and model, generated by the database on every write; never written.
   */
  search_words: GeneratedAlways<string>;
}

export type LibraryItemSource = ItemSource;

export interface RenditionsTable {
  item_id: number;
  /** square | ratio | preview | poster | video (and frame sizes later). */
  name: string;
  key: string;
  mime_type: string;
  width: number;
  height: number;
  size_bytes: number | string;
}

export interface TagsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  created_at: string;
}

export interface ItemTagsTable {
  tag_id: number;
  item_id: number;
}

export interface DownloadsTable {
  id: Generated<number>;
  user_id: number;
  status: 'preparing' | 'ready' | 'failed';
  /** JSON array of item ids. */
  item_ids: string;
  key: string | null;
  created_at: string;
  expires_at: string | null;
  /** items: chosen items in one zip; export: the whole library ("Export everything"), in parts. */
  kind: Generated<DownloadKind>;
  /** An export's progress: items written so far, of the total. */
  items_done: Generated<number>;
  items_total: Generated<number>;
  /** An export's stored zips once ready, as JSON: [{ key, sizeBytes }]. */
  parts: Generated<string | null>;
}

export type DownloadKind = 'items' | 'export';

export interface AlbumsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** The name lower-cased: names are unique per owner without case. */
  name_key: string;
  /** 0 or 1: shared albums have members and invitations. */
  is_shared: number;
  caption: string;
  /** null: the newest item is the cover. */
  cover_item_id: number | null;
  created_at: string;
  updated_at: string;
  /** The provider a connected album follows; null: the person's own. */
  source: Generated<ConnectedAlbumProvider | null>;
}

export interface AlbumItemsTable {
  album_id: number;
  item_id: number;
  added_by: number;
  /** The album's order: ascending, gaps allowed; changed only under the album row's lock. */
  position: number;
  added_at: string;
}

export interface AlbumMembersTable {
  id: Generated<number>;
  album_id: number;
  /** null while an invitation by mail waits for someone without an account. */
  user_id: number | null;
  email: string | null;
  status: 'invited' | 'member';
  invited_by: number;
  token_hash: string | null;
  invited_at: string;
  joined_at: string | null;
}

export interface ArtItemsTable {
  id: Generated<number>;
  title: string;
  artist: string;
  content_hash: string;
  original_key: string;
  mime_type: string;
  name: string;
  size_bytes: number | string;
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  created_at: string;
}

export interface ArtRenditionsTable {
  art_id: number;
  name: string;
  key: string;
  mime_type: string;
  width: number;
  height: number;
  size_bytes: number | string;
}

export interface FramePairingsTable {
  id: Generated<number>;
  pairing_hash: string;
  code: string;
  device_name: string;
  app_version: string | null;
  screen_width: number;
  screen_height: number;
  expires_at: string;
  frame_id: number | null;
  ip: string;
  created_at: string;
}

export interface FramesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  token_hash: string;
  device_name: string;
  app_version: string | null;
  screen_width: number;
  screen_height: number;
  /** bigint: read through Number(). */
  free_storage_bytes: number | string | null;
  showing_item_id: number | null;
  /** JSON of FrameSettings. */
  settings: string;
  paired_at: string;
  last_seen_at: string | null;
  /** When its event stream last closed; it is offline until a sign of life newer than this. */
  left_at: string | null;
  /**
   * The id of the last frame_changes row that touched what the frame shows (frame-signals); the
   * database starts it at 0.
   * Optional here only so a new frame can be written without it (frames.repo's NewFrame).
   */
  content_version?: number;
  /** What the player last reported doing (FramePlayState); null before it said. */
  play_state: string | null;
  /** When the slide on screen came up, as the player last reported it. */
  last_slide_at: string | null;
  /** The player's last restart of itself: when, and why (FrameRecoveryReason). */
  recovered_at: string | null;
  recovery_reason: string | null;
  /** When its owner was told it has been offline for a day; cleared once it is heard from again. */
  offline_notified_at: string | null;
  /**
   * The last heartbeat counted into its statistics: the next one's gap is measured from it. Optional
   * here only so a new frame can be written without it.
   */
  last_beat_at?: string | null;
  created_at: string;
  updated_at: string;
}

export interface FrameChangesTable {
  id: Generated<number>;
  created_at: string;
}

export interface FrameAlbumsTable {
  frame_id: number;
  album_id: number;
  assigned_at: string;
}

export interface FrameCollectionsTable {
  frame_id: number;
  collection_id: string;
  assigned_at: string;
}

/** An item sent straight to a frame; sent again, only `sent_at` moves. */
export interface FrameItemsTable {
  frame_id: number;
  item_id: number;
  sent_at: string;
}

/** A shuffled frame's current cycle: its number, start, and order (item ids as JSON). */
export interface FrameCyclesTable {
  frame_id: number;
  cycle: number;
  started_at: string;
  item_ids: string;
}

export type FrameCycleRow = Selectable<FrameCyclesTable>;

/** The latest weather of one place (`lat,lon` rounded to 0.01°); the report is null until a fetch succeeds. */
export interface WeatherReportsTable {
  place_key: string;
  temperature_c: number | null;
  /** A WMO weather code. */
  weather_code: number | null;
  /** 1 by day, 0 by night. */
  is_day: number | null;
  observed_at: string | null;
  fetched_at: string | null;
  /** When a fetch last began (claimed by one process). */
  tried_at: string | null;
}

export type WeatherReportRow = Selectable<WeatherReportsTable>;

/** An item hidden from one frame by a tap on it; shown again when the owner undoes it. */
export interface FrameHiddenItemsTable {
  frame_id: number;
  item_id: number;
  hidden_at: string;
}

export interface FrameGiftsTable {
  id: Generated<number>;
  frame_id: number;
  giver_id: number;
  recipient_email: string;
  message: string;
  token_hash: string;
  created_at: string;
}

/** Webhook events already processed, by the provider's event id: a replay is ignored. */
export interface BillingEventsTable {
  event_id: string;
  type: string;
  processed_at: string;
}

/** One row per contact-us message sent, for the hourly limit per account. */
/** The settings beyond the language; no row: every default. Booleans 0/1. */
export interface UserSettingsTable {
  user_id: number;
  default_album_id: number | null;
  auto_accept_friends: number;
  email_filter: number;
  /** The spec's email_slideshow_id; null is its -1. */
  email_album_id: number | null;
  updated_at: string;
}

/** A profile-picture upload handed out as an upload policy; `id` is the uploadId. */
export interface AvatarUploadsTable {
  id: string;
  user_id: number;
  key: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The email shield's allow-list: senders whose mailed photos arrive (approved) or not (blocked). */
export interface EmailSendersTable {
  id: Generated<number>;
  user_id: number;
  address: string;
  status: 'approved' | 'blocked';
  created_at: string;
}

/** A person's account at a photo provider (one per provider); tokens sealed by infra/security/token-box. */
export interface ConnectionsTable {
  id: Generated<number>;
  user_id: number;
  provider: ConnectorProvider;
  account_id: string;
  account_label: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: string | null;
  state: ConnectionState;
  connected_at: string;
}

/** An OAuth consent under way: found by the hash of its `state`, used once, gone after 15 minutes. */
export interface ConnectRequestsTable {
  state_hash: string;
  user_id: number;
  provider: ConnectorProvider;
  code_verifier: string;
  return_to: ConnectReturn;
  expires_at: string;
}

/** How far a connected album is with its source (a Dropbox folder, or Google Photos picks). */
export interface ConnectedAlbumsTable {
  album_id: number;
  connection_id: number;
  /** Dropbox: the folder's id (it survives a rename or a move) and path as last seen. */
  folder_id: string | null;
  folder_path: string | null;
  /** Dropbox: the listing cursor after the last change applied; null: list from the start. */
  cursor: string | null;
  state: ConnectedAlbumState;
  error_code: string | null;
  /** waiting: not before then. picking: when to ask Google again. */
  retry_at: string | null;
  /** Failed tries in a row, for the wait before the next (doubling). */
  tries: Generated<number>;
  synced_at: string | null;
  /** Google: the open picking session. */
  picker_session_id: string | null;
  picker_uri: string | null;
  picker_expires_at: string | null;
  /** Dropbox: the worker process that holds the folder's longpoll, and until when. */
  watch_holder: string | null;
  watch_until: string | null;
  created_at: string;
}

/** A file at a connected album's source, and what became of it. */
export interface SourceFilesTable {
  album_id: number;
  /** The provider's id of the file. */
  ref: string;
  name: string;
  path: string | null;
  path_lower: string | null;
  content_hash: string | null;
  modified_at: string;
  size_bytes: number | string | null;
  /** Google: photo or video, and where its bytes are (for 60 minutes). */
  kind: string | null;
  download_url: string | null;
  /** The library item made of it (or that already held its bytes); null: not (yet) in the album. */
  item_id: number | null;
  /** 1: the item was made for this album, and goes when the file goes. */
  is_own: Generated<number>;
  /** Why it is not in the album: an error code of the contract. */
  refusal_code: string | null;
}

/** An import from an export archive or from an account at a service (modules/imports). */
export interface ImportsTable {
  id: Generated<number>;
  user_id: number;
  /** An archive's format; null for an account's import. */
  format: ArchiveFormat | null;
  /** An account's provider; null for an archive's import. */
  provider: ImportProvider | null;
  /** An account's import: the chosen albums' ids, as JSON; null: everything. */
  album_refs: string | null;
  state: ImportState;
  error_code: string | null;
  include_stories: Generated<number>;
  /** Files planned from the archive, and how many are dealt with. */
  total: Generated<number>;
  done: Generated<number>;
  imported: Generated<number>;
  duplicates: Generated<number>;
  refused: Generated<number>;
  current_album: string | null;
  /** reading and importing: when a worker next takes it up (a run pushes it on while it works). */
  run_at: string | null;
  /** Runs in a row that ended in an unexpected failure. */
  tries: Generated<number>;
  /** 1: its parts are gone from storage (it ended, and they were deleted). */
  is_archive_deleted: Generated<number>;
  created_at: string;
  finished_at: string | null;
}

/** A zip file of an import's archive, in storage until the import ends. */
export interface ImportPartsTable {
  import_id: number;
  part: number;
  name: string;
  size_bytes: number | string;
  storage_key: string;
  is_uploaded: Generated<number>;
}

/** An album of the archive's source, and the album made for it. */
export interface ImportAlbumsTable {
  id: Generated<number>;
  import_id: number;
  name: string;
  album_id: number | null;
}

export type ImportFileState = 'pending' | 'imported' | 'duplicate' | 'repeated' | 'refused';

/** A photo or video of an import's archive, and what became of it. */
export interface ImportFilesTable {
  import_id: number;
  seq: number;
  /** An archive's part (an account's: 0). */
  part: number;
  /** The entry's path in the part, or the provider's id of it. */
  path: string;
  name: string;
  /** An account's: photo or video, and where its bytes were when listed. */
  kind: string | null;
  download_url: string | null;
  taken_at: string | null;
  caption: Generated<string>;
  /** import_albums ids, comma-separated. */
  album_ids: Generated<string>;
  /** Tag names as JSON (a Kinframe export's sidecar says them). */
  tags: Generated<string>;
  /** 0 or 1: a favourite in the export it came from. */
  is_favourite: Generated<number>;
  state: ImportFileState;
  refusal_code: string | null;
  item_id: number | null;
  /** Where the export says it was taken (migration 0042): degrees and metres; null when it says nothing. */
  latitude: Generated<number | null>;
  longitude: Generated<number | null>;
  altitude: Generated<number | null>;
}

/** A friendship from request to acceptance; declined or removed ones are deleted. */
export interface FriendshipsTable {
  id: Generated<number>;
  /** Who asked. */
  requester_id: number;
  /** Who was asked; null while a request by mail waits for someone without an account. */
  addressee_id: number | null;
  /** The address a request went to, lower-cased (null when asked by username). */
  email: string | null;
  /** SHA-256 of the token mailed to someone without an account. */
  token_hash: string | null;
  /** "<smaller user id>:<larger user id>" once both are known: one friendship per pair. */
  pair_key: string | null;
  status: 'pending' | 'accepted';
  /** Each side's private name for the other; nobody else sees it. */
  requester_nickname: string | null;
  addressee_nickname: string | null;
  created_at: string;
  accepted_at: string | null;
  /** When the request was last mailed (resending waits a while). */
  mailed_at: string | null;
}

/** A private photo message between the two people of a friendship. */
export interface MessagesTable {
  id: Generated<number>;
  friendship_id: number;
  sender_id: number;
  receiver_id: number;
  note: string;
  sent_at: string;
  read_at: string | null;
}

/** A person's request to the operator (Hub > Support). */
export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  state: 'open' | 'answered';
  /** sha256 of the token of the ticket's Reply-To address (support+<token>@MAIL_DOMAIN). */
  reply_token_hash: string;
  created_at: string;
  updated_at: string;
}

/** One message of a ticket's conversation; the operator's keep their mail's Message-ID. */
export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'person' | 'operator';
  body: string;
  message_id: string | null;
  created_at: string;
}

/** The sender's library items a message carries, in the order chosen. */
export interface MessageItemsTable {
  message_id: number;
  item_id: number;
  position: number;
}

/** What a frame showed and how long it was online, per UTC day (statistics). */
export interface FrameDailyStatsTable {
  frame_id: number;
  day: string;
  shown: number;
  online_seconds: number;
  asleep_seconds: number;
}

/** How often a frame showed a library item, all time (statistics). */
export interface ItemShowCountsTable {
  frame_id: number;
  item_id: number;
  shown: number;
}

/** Hub > Community (migration 0028): a member's tip or question. */
export interface CommunityPostsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  state: Generated<string>;
  reply_count: Generated<number>;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
}
export type CommunityPostRow = Selectable<CommunityPostsTable>;
export interface CommunityPostItemsTable {
  post_id: number;
  item_id: number;
  position: number;
}
export interface CommunityRepliesTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  body: string;
  state: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type CommunityReplyRow = Selectable<CommunityRepliesTable>;
export interface CommunityReactionsTable {
  id: Generated<number>;
  /** 'post' | 'reply' */
  target_kind: string;
  target_id: number;
  user_id: number;
  kind: string;
  created_at: string;
}
export interface CommunityReportsTable {
  id: Generated<number>;
  target_kind: string;
  target_id: number;
  reporter_id: number;
  reason: string;
  note: Generated<string>;
  state: Generated<string>;
  created_at: string;
  resolved_at: string | null;
}
export type CommunityReportRow = Selectable<CommunityReportsTable>;
export interface CommunitySuspensionsTable {
  user_id: number;
  /** Null: until lifted. */
  until: string | null;
  reason: string;
  by_id: number | null;
  created_at: string;
}

/** A photo competition (migration 0031): phases come from the three moments and the clock. */
export interface CompetitionsTable {
  id: Generated<number>;
  theme: string;
  description: Generated<string>;
  entries_open_at: string;
  entries_close_at: string;
  voting_close_at: string;
  per_person: number;
  /** 0 or 1: an unlisted competition and its entries are hidden from members. */
  is_listed: Generated<number>;
  /** When its entrants were told the results; null until voting closes and they are. */
  results_notified_at: Generated<string | null>;
  created_at: string;
}
export type CompetitionRow = Selectable<CompetitionsTable>;
export interface CompetitionEntriesTable {
  id: Generated<number>;
  competition_id: number;
  user_id: number;
  item_id: number;
  created_at: string;
}
export interface CompetitionVotesTable {
  entry_id: number;
  user_id: number;
}

export interface Schema {
  users: UsersTable;
  invitations: InvitationsTable;
  competitions: CompetitionsTable;
  competition_entries: CompetitionEntriesTable;
  competition_votes: CompetitionVotesTable;
  operator_actions: OperatorActionsTable;
  community_posts: CommunityPostsTable;
  community_post_items: CommunityPostItemsTable;
  community_replies: CommunityRepliesTable;
  community_reactions: CommunityReactionsTable;
  community_reports: CommunityReportsTable;
  community_suspensions: CommunitySuspensionsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_confirmations: EmailConfirmationsTable;
  login_attempts: LoginAttemptsTable;
  stream_leases: StreamLeasesTable;
  subscriptions: SubscriptionsTable;
  outbox: OutboxTable;
  captcha_solutions: CaptchaSolutionsTable;
  jobs: JobsTable;
  library_items: LibraryItemsTable;
  pending_originals: PendingOriginalsTable;
  renditions: RenditionsTable;
  tags: TagsTable;
  item_tags: ItemTagsTable;
  downloads: DownloadsTable;
  albums: AlbumsTable;
  album_items: AlbumItemsTable;
  album_members: AlbumMembersTable;
  art_items: ArtItemsTable;
  art_renditions: ArtRenditionsTable;
  frame_pairings: FramePairingsTable;
  frames: FramesTable;
  frame_changes: FrameChangesTable;
  frame_albums: FrameAlbumsTable;
  frame_collections: FrameCollectionsTable;
  frame_gifts: FrameGiftsTable;
  frame_items: FrameItemsTable;
  frame_cycles: FrameCyclesTable;
  frame_hidden_items: FrameHiddenItemsTable;
  weather_reports: WeatherReportsTable;
  billing_events: BillingEventsTable;
  user_settings: UserSettingsTable;
  avatar_uploads: AvatarUploadsTable;
  email_senders: EmailSendersTable;
  connections: ConnectionsTable;
  connect_requests: ConnectRequestsTable;
  connected_albums: ConnectedAlbumsTable;
  source_files: SourceFilesTable;
  imports: ImportsTable;
  import_parts: ImportPartsTable;
  import_albums: ImportAlbumsTable;
  import_files: ImportFilesTable;
  friendships: FriendshipsTable;
  messages: MessagesTable;
  message_items: MessageItemsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  notifications: NotificationsTable;
  held_mails: HeldMailsTable;
  held_mail_pictures: HeldMailPicturesTable;
  inbound_mails: InboundMailsTable;
  frame_daily_stats: FrameDailyStatsTable;
  item_show_counts: ItemShowCountsTable;
}

/** A notification kept for one person until read. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  actor_id: number | null;
  /** JSON of the values its text needs. */
  params: string;
  link: string;
  /** Set for news that collects into one row (photos added to an album by one person). */
  group_key: string | null;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  /** What it is about (`album:12`, `held_mail:7`, `person:3`): settled with it. */
  subject: string | null;
  /** JSON array of the item ids it pictures, newest first. */
  item_ids: string | null;
  /** When its subject was dealt with; it offers no answer from then on. */
  resolved_at: string | null;
}

export type NotificationRow = Selectable<NotificationsTable>;

/** A mail whose pictures wait for its sender to be approved (the email shield). */
export interface HeldMailsTable {
  id: Generated<number>;
  user_id: number;
  sender: string;
  subject: string;
  received_at: string;
  /** 'new_sender', or 'unproved': an approved sender's address on a mail that did not prove it. */
  reason: HeldMailReason;
}

export interface HeldMailPicturesTable {
  id: Generated<number>;
  held_mail_id: number;
  file_name: string;
  storage_key: string;
  /** bigint: PostgreSQL answers it as a string. */
  size_bytes: number | string;
}

/** One row per mail received, for the limit per sender and hour. */
export interface InboundMailsTable {
  id: Generated<number>;
  sender: string;
  received_at: string;
}

export type HeldMailRow = Selectable<HeldMailsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type LibraryItemRow = Selectable<LibraryItemsTable>;
export type NewLibraryItem = Insertable<LibraryItemsTable>;
export type RenditionRow = Selectable<RenditionsTable>;
export type NewRendition = Insertable<RenditionsTable>;
export type TagRow = Selectable<TagsTable>;
export type DownloadRow = Selectable<DownloadsTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type AlbumMemberRow = Selectable<AlbumMembersTable>;
export type ArtItemRow = Selectable<ArtItemsTable>;
export type ArtRenditionRow = Selectable<ArtRenditionsTable>;
export type FrameRow = Selectable<FramesTable>;
export type FramePairingRow = Selectable<FramePairingsTable>;
export type FrameGiftRow = Selectable<FrameGiftsTable>;
export type UserSettingsRow = Selectable<UserSettingsTable>;
export type AvatarUploadRow = Selectable<AvatarUploadsTable>;
export type EmailSenderRow = Selectable<EmailSendersTable>;
export type ConnectionRow = Selectable<ConnectionsTable>;
export type ConnectedAlbumRow = Selectable<ConnectedAlbumsTable>;
export type SourceFileRow = Selectable<SourceFilesTable>;
export type ImportRow = Selectable<ImportsTable>;
export type ImportPartRow = Selectable<ImportPartsTable>;
export type ImportFileRow = Selectable<ImportFilesTable>;
export type FriendshipRow = Selectable<FriendshipsTable>;
export type MessageRow = Selectable<MessagesTable>;
