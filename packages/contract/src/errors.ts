/**
 * Every user-facing error of the product: a stable code, the HTTP status the server answers with,
 * and the English text. The texts are the spec's (sections 5 and 8) word for word; where the spec
 * names a rule without its wording, the text is ours and marked so. The web app translates by code
 * (`errors.<code>` in each locale); en-US is this table itself.
 */
export const ERRORS = {
  // General (spec section 8).
  unauthorized: { status: 401, text: 'Unauthorized' },
  internal_server_error: { status: 500, text: 'Internal Server Error' },
  not_implemented: { status: 501, text: 'Not Implemented' },
  bad_gateway: { status: 502, text: 'Bad Gateway' },
  service_unavailable: { status: 503, text: 'Service Unavailable' },
  gateway_timeout: { status: 504, text: 'Gateway Timeout' },
  unhandled_error: { status: 500, text: 'Unhandled Error' },
  something_went_wrong: { status: 500, text: 'Something went wrong' },
  no_internet: { status: 0, text: 'No internet' },
  cancelled: { status: 0, text: 'cancelled' },
  // Ours: a forged, missing or mismatched CSRF header, and a resource that is not there (or not yours).
  csrf_failed: { status: 403, text: 'Unauthorized' },
  not_found: { status: 404, text: 'Not found' },
  uri_too_long: { status: 414, text: 'URI Too Long' },
  plus_required: { status: 403, text: 'This needs a Kinframe Plus membership' },
  validation_failed: { status: 400, text: 'Please check the highlighted fields' },

  // Validation (spec section 5).
  field_required: { status: 400, text: 'Please enter {field}' },
  required: { status: 400, text: 'This field is required' },
  field_length: { status: 400, text: '{field} must be between {min} and {max} characters long' },
  username_characters: {
    status: 400,
    text: 'Username may only contain letters, digits, full stops, underscores and hyphens', // ours
  },
  email_invalid: { status: 400, text: 'Enter a valid email address' }, // ours
  email_product_domain: { status: 400, text: 'Enter your registered email instead' },
  already_associated: { status: 409, text: 'This {fieldType} is already associated with an account' },
  password_uppercase: { status: 400, text: 'Password must contain at least 1 uppercase letter' }, // ours
  password_lowercase: { status: 400, text: 'Password must contain at least 1 lowercase letter' }, // ours
  password_symbol: { status: 400, text: 'Password must contain at least 1 symbol' }, // ours
  password_same_as_username: { status: 400, text: 'Password must be different from your username' }, // ours
  password_confirmation_mismatch: { status: 400, text: 'Passwords do not match' }, // ours
  email_confirmation_mismatch: { status: 400, text: 'Email addresses do not match' }, // ours
  name_characters: { status: 400, text: 'Names may not contain & / : $ % < >' }, // ours
  terms_required: { status: 400, text: 'Please agree to the Privacy Policy and Terms of Service' },
  friends_maximum: { status: 400, text: 'You can add a maximum of {max} friends' },
  email_already_added: { status: 400, text: 'Email already added' },

  // Login and reset (spec section 8).
  invalid_credentials: { status: 400, text: 'Please check your username and password.' },
  login_throttled: {
    status: 429,
    text: 'Request was throttled. You can make 20 requests per 5 minutes.',
  },
  // Ours, in the style of the spec's login text: password reset mails and the sign-up existence check.
  too_many_streams: { status: 429, text: 'Too many open connections: close a few tabs and try again.' }, // ours
  requests_throttled: {
    status: 429,
    text: 'Request was throttled. You can make {max} requests per {minutes} minutes.',
  },
  captcha_failed: { status: 400, text: 'Failed to complete reCAPTCHA v2 challenge.' },
  user_not_found: { status: 404, text: 'User not found' },
  something_went_wrong_period: { status: 500, text: 'Something went wrong.' },
  username_password_mismatch: { status: 400, text: 'Username and password does not match' },
  email_taken: { status: 409, text: 'This email is already used' },
  email_not_found: { status: 404, text: 'This email does not exist' },
  username_taken: { status: 409, text: 'This username is already taken' },
  password_incorrect: { status: 400, text: 'Password is incorrect' },
  email_link_invalid: {
    status: 400,
    text: 'This link has expired or has already been used. Send yourself a new one from your profile.',
  }, // ours
  // Ours: sign-up as this server allows it (SIGNUP), and invitation links. 400, not 403: the spec's
  // client shows a 403 as 'Unauthorized' and signs out, where these must be read.
  sign_up_closed: { status: 400, text: 'Sign-up is closed on this Kinframe.' }, // ours
  sign_up_invitation_only: {
    status: 400,
    text: 'This Kinframe is by invitation only: sign up with the link you were sent.',
  }, // ours
  invitation_invalid: {
    status: 404,
    text: 'This invitation link is not valid: it may have expired, been used up or been withdrawn.',
  }, // ours
  invitation_other_email: { status: 400, text: 'This invitation is for another email address' }, // ours
  // Ours: the console's People tab. 400 for the login's refusal, as for the sign-up's above.
  sign_in_disabled: {
    status: 400,
    text: "Signing in to this account is turned off. Ask this Kinframe's owner or operator.",
  }, // ours
  person_is_owner: { status: 409, text: "The owner's role, sign-in and account cannot be changed." }, // ours
  person_is_self: {
    status: 409,
    text: 'You cannot change your own role or sign-in, or delete your own account, here.',
  }, // ours
  plan_paid_elsewhere: {
    status: 409,
    text: 'This plan is paid through a payment service: change or cancel it there.',
  }, // ours
  reset_token_expired: {
    status: 400,
    text: 'Your verification token is expired. Please try requesting for a password reset again.',
  },

  // Albums and friends (spec section 8).
  shared_albums_limit: { status: 409, text: 'You have reached your maximum limit for shared albums' },
  already_friends: { status: 409, text: 'You are already friends' },
  friend_already_requested: {
    status: 409,
    text: 'An email you selected is already an existing friend or has a pending friend request',
  },
  album_name_taken: { status: 409, text: 'An album with the same name already exists' },
  album_full: {
    status: 409,
    text: 'This album is full. Create a new album or delete some content to add more.',
  },
  album_members_limit: { status: 400, text: 'You can add a maximum of {max} members to an album' }, // ours
  album_partially_added: {
    status: 200,
    text: 'Albums hold a maximum of {total} items, only the first {count} were added',
  },
  album_copy_own_only: { status: 403, text: 'As an album member, you can only copy your uploaded items' },
  friend_not_accepted: {
    status: 409,
    text: 'Your friend need to accept your invite before you share photos with them',
  },
  invite_resend_too_soon: { status: 429, text: 'You can resend an invite once every {minutes} minutes' }, // ours

  // Uploads (spec section 8).
  upload_failed: { status: 400, text: 'Upload failed' },
  file_already_uploaded: { status: 409, text: 'File already uploaded' },
  file_format_not_supported: {
    status: 400,
    text: 'File format not supported. Please upload only JPEG, HEIC or PNG files.',
  },
  photo_too_narrow: {
    status: 400,
    text: 'This photo is too long and narrow to show: its long side may be at most 20 times its short side.',
  }, // ours
  heic_conversion_failed: { status: 400, text: 'Error converting from HEIC/HEIF to Jpeg' },
  file_too_large: { status: 413, text: 'File size too large' },
  upload_cancelled: { status: 0, text: 'Upload cancelled' },
  video_too_long: { status: 400, text: 'Videos can be up to 2 minutes long' }, // ours
  video_storage_full: { status: 409, text: 'Your video storage is full' }, // ours
  tag_name_taken: { status: 409, text: 'A tag with this name already exists' }, // ours

  // Other (spec section 8).
  download_failed: { status: 500, text: 'The download failed, please try again' },
  uploads_busy: { status: 429, text: 'Up to {max} uploads at once: the next starts when one has finished.' }, // ours
  downloads_limit: {
    status: 429,
    text: 'You have {max} downloads waiting already. Use one, or wait until one expires, before preparing another.',
  }, // ours
  export_in_progress: { status: 409, text: 'Your export is being prepared already.' }, // ours
  frame_assign_failed: { status: 500, text: 'Could not assign the album to the frame' }, // wording ours
  frame_unassign_failed: { status: 500, text: 'Could not unassign the album from the frame' }, // wording ours

  // Frames (ours: the spec names the limit of section 9, not its wording).
  frame_limit: { status: 409, text: 'You can have up to {max} frames' }, // ours
  pairing_code_invalid: { status: 404, text: 'This code is not valid or has expired' }, // ours
  pairing_expired: { status: 410, text: 'This code has expired' }, // ours
  device_token_invalid: { status: 401, text: 'This frame is no longer connected' }, // ours
  frame_gift_invalid: { status: 404, text: 'This gift is not valid or has already been accepted' }, // ours
  frame_gift_own: { status: 409, text: 'You cannot accept a gift you gave' }, // ours
  pairing_throttled: { status: 429, text: 'Too many new codes from this network, try again in a few minutes' }, // ours
  pairing_claims_throttled: {
    status: 429,
    text: 'Too many wrong codes: you can try {max} codes in {minutes} minutes. Please wait a little and try again.',
  }, // ours
  member_remove_failed: { status: 500, text: 'Could not remove member' },
  invitation_withdraw_failed: { status: 500, text: 'Could not withdraw invitation' },
  invite_resend_failed: { status: 500, text: 'Could not resend invite' },
  member_rename_failed: { status: 500, text: 'Could not rename member' },
  photos_send_failed: { status: 500, text: 'Could not send photos' },
  invite_respond_failed: { status: 500, text: 'Could not respond to the invite' },
  photo_selection_required: { status: 400, text: 'To perform this action, you need to select a photo first' },
  settings_update_failed: { status: 500, text: 'Could not update your settings' }, // wording ours
  profile_picture_update_failed: { status: 500, text: 'Could not update your profile picture' }, // wording ours

  // Billing.
  billing_unavailable: { status: 501, text: 'Online payment is not available here. Please contact us to upgrade.' }, // ours
  already_plus: { status: 409, text: 'You already have Kinframe Plus' }, // ours
  subscription_payment_due: {
    status: 409,
    text: 'Your last payment did not go through. Update your card to keep Kinframe Plus.',
  }, // ours
  no_billing_account: { status: 409, text: 'There is no payment account to manage yet' }, // ours
  billing_provider_failed: { status: 502, text: 'The payment service could not be reached. Please try again.' }, // ours
  webhook_signature_invalid: { status: 400, text: 'Invalid webhook signature' }, // ours
  weather_unavailable: { status: 502, text: 'The weather service could not be reached. Please try again.' }, // ours
  contact_unavailable: { status: 503, text: 'The contact form is not set up on this server' }, // ours
  contact_throttled: { status: 429, text: 'You can send up to {max} messages an hour. Please try again later.' }, // ours
  support_ticket_full: { status: 409, text: 'This request holds {max} messages. Please start a new request.' }, // ours
  shop_not_configured: { status: 404, text: 'There is no shop on this Kinframe.' }, // ours

  // Account. A wrong current password is the spec's password_incorrect; a file of another
  // type or over the size limit gets the spec's upload texts (file_format_not_supported, file_too_large).
  // The upload_* codes are what our own storage endpoint answers a browser posting to an upload policy.
  upload_policy_invalid: { status: 400, text: 'This upload link is not valid' }, // ours
  upload_policy_expired: { status: 400, text: 'This upload link has expired. Please try again.' }, // ours
  upload_file_required: { status: 400, text: 'Choose a file to upload' }, // ours
  one_file_per_upload: { status: 400, text: 'Upload one file at a time' }, // ours
  avatar_upload_missing: { status: 409, text: 'The picture has not been uploaded yet' }, // ours
  avatar_upload_used: { status: 409, text: 'This picture upload has already been used' }, // ours

  // Connected albums ({provider} is the provider's brand name, CONNECTOR_NAMES).
  connector_not_configured: { status: 503, text: 'The operator of this server has not set up {provider}.' }, // ours
  connector_not_connected: { status: 409, text: 'Connect your {provider} account first.' }, // ours
  connection_revoked: { status: 409, text: '{provider} no longer lets Kinframe in. Reconnect to carry on.' }, // ours
  connect_failed: { status: 400, text: 'Connecting to {provider} did not work. Please try again.' }, // ours
  connect_cancelled: { status: 400, text: 'You did not allow Kinframe into {provider}.' }, // ours
  connector_unavailable: { status: 502, text: '{provider} could not be reached. Kinframe will try again.' }, // ours
  connector_throttled: { status: 429, text: '{provider} asked Kinframe to slow down. It will carry on by itself.' }, // ours
  dropbox_folder_gone: { status: 409, text: 'This folder is no longer in your Dropbox.' }, // ours
  connected_album_exists: { status: 409, text: 'This folder is already a connected album.' }, // ours
  connected_albums_limit: { status: 409, text: 'You can have up to {max} connected albums.' }, // ours
  picking_expired: { status: 409, text: 'The time to pick in Google Photos ran out. Pick again to add photos.' }, // ours
  not_media_file: { status: 400, text: 'Not a photo or video' }, // ours
  connected_album_read_only: {
    status: 409,
    text: 'The photos of this album come from {provider}, so they are not added or removed here.',
  }, // ours
  // Imports from export archives ({format} is the archive's brand name, ARCHIVE_NAMES).
  imports_limit: { status: 409, text: 'You can have up to {max} imports under way. Wait for one to finish.' }, // ours
  import_not_uploading: { status: 409, text: 'The parts of this archive are already uploaded.' }, // ours
  import_parts_missing: { status: 409, text: 'Some parts of the archive are not uploaded yet.' }, // ours
  archive_not_zip: { status: 400, text: 'This file is not a zip archive. Export again and choose .zip.' }, // ours
  archive_empty: {
    status: 400,
    text: 'No photos or videos from {format} were found in this archive. Check that it is the right one.',
  }, // ours
  import_failed: {
    status: 500,
    text: 'The import stopped on an error. What was imported stays; try the archive again.',
  }, // ours
  import_file_missing: { status: 400, text: 'Named in the archive, but not in it' }, // ours
  edited_version_imported: { status: 409, text: 'The edited version of this photo was imported instead' }, // ours
  archive_entry_unsafe_name: {
    status: 400,
    text: 'Left out: its name points outside the archive or holds characters a file name cannot',
  }, // ours
  archive_entry_duplicate: { status: 409, text: 'Left out: another file of the archive has the same path' }, // ours
  // Photo competitions.
  competition_not_open: { status: 409, text: 'Entries are closed for this competition' }, // ours
  competition_entry_limit: {
    status: 409,
    text: 'You have entered as many photos as this competition takes ({count})',
  }, // ours
  competition_entry_photo: { status: 400, text: 'Only a photo that is ready in your library can be entered' }, // ours
  competition_already_entered: { status: 409, text: 'This photo is already in the competition' }, // ours
  vote_own_entry: { status: 409, text: "You can't vote for your own photo" }, // ours
  voting_not_open: { status: 409, text: 'Voting is not open for this competition' }, // ours
  competition_results_pending: { status: 409, text: 'The results are out when voting closes' }, // ours
  competition_finished: { status: 409, text: 'This competition has finished: there is no phase after it' }, // ours

  // Community (ours).
  community_suspended: { status: 403, text: "You can't post in the community right now" }, // ours
  community_already_reported: { status: 409, text: 'You have already reported this' }, // ours
  community_photo_not_allowed: { status: 400, text: 'Only photos of your own library can be added to a post' }, // ours
  // A post or an entry shows a photo to everyone: only one the person brought in themselves (ours).
  not_own_photo: {
    status: 400,
    text: 'Only your own photos can be published, not ones someone else sent or shared with you',
  }, // ours
} as const satisfies Record<string, { status: number; text: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder stays as written so a gap shows. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English text of an error, its placeholders filled, first letter capitalised. */
export function errorText(code: ErrorCode, params?: MessageParams): string {
  const text = interpolate(ERRORS[code].text, params);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One field's problem, as the login error list of spec section 3 has it: `id` names the field. */
export interface FieldError {
  id: string;
  code: ErrorCode;
  message: string;
  params?: MessageParams;
}

/** The body of every error answer of the API (DESIGN.md section 4). */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  params?: MessageParams;
  errors?: FieldError[];
}
