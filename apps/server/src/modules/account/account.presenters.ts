import { DEFAULT_LOCALE, type EmailSender, isLocale, type Locale, type Person, type Profile } from '@kinframe/contract';
import type { EmailSenderRow, UserRow } from '../../infra/db/schema.ts';

export function languageOf(user: Pick<UserRow, 'language'>): Locale {
  return isLocale(user.language) ? user.language : DEFAULT_LOCALE;
}

/** The product's own address of a user, where mailed photos arrive. */
export function productEmailOf(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}

/** Exactly the fields of ZProfile; nothing else of the row (the password hash) leaves the server. */
export function presentProfile(
  user: UserRow,
  extra: { mailDomain: string; videoStorageUsed: number; avatarUrl: string | null },
): Profile {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    email_confirmed: user.email_confirmed_at !== null,
    pending_email: user.pending_email,
    contact_email: user.contact_email,
    country: user.country,
    product_email: productEmailOf(user.username, extra.mailDomain),
    language: languageOf(user),
    avatar: extra.avatarUrl,
    stats: { video_storage_used: extra.videoStorageUsed },
    server_role: user.is_owner === 1 ? 'owner' : user.is_operator === 1 ? 'operator' : null,
  };
}

/** Who a mail goes to, and in which language: a person, by name, at their login address or `address`. */
export function recipientOf(user: UserRow, address = user.email): { email: string; name: string; locale: Locale } {
  return { email: address, name: user.first_name || user.username, locale: languageOf(user) };
}

/**
 * A mail to an address that names no account (yet): no name to greet, and nobody's language known,
 * so the language of the person it comes from.
 */
export function addressRecipient(
  address: string,
  sender: Pick<UserRow, 'language'>,
): { email: string; name: null; locale: Locale } {
  return { email: address, name: null, locale: languageOf(sender) };
}

export function presentEmailSender(row: EmailSenderRow): EmailSender {
  return { id: row.id, address: row.address, status: row.status, createdAt: row.created_at };
}

/** How a person is shown to others (beside an album, a post, a photo sent): their name, else their username. */
export function presentPerson(row: { id: number; username: string; first_name: string; last_name: string }): Person {
  const displayName = `${row.first_name} ${row.last_name}`.trim();
  return { id: row.id, username: row.username, displayName: displayName || row.username };
}
