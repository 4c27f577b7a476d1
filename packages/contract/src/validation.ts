import { type ErrorCode, errorText, type FieldError, type MessageParams } from './errors.ts';
import { FORBIDDEN_NAME_CHARACTERS, LIMITS } from './limits.ts';

/**
 * The rules of spec section 5, as plain functions shared by the server (which decides) and the web
 * app (which tells the person early). Each returns the first problem of one value, or null.
 */
export interface Issue {
  code: ErrorCode;
  params?: MessageParams;
}

/** How each field is named inside a message ('Please enter {field}'); the web app translates them. */
export const FIELD_LABELS = {
  username: 'username',
  password: 'password',
  passwordConfirm: 'password confirmation',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  emailConfirm: 'email confirmation',
  country: 'country',
  token: 'captcha',
  oldPassword: 'current password',
} as const;
export type FieldName = keyof typeof FIELD_LABELS;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
// One @, no spaces, a dot in the domain: what mail servers accept in practice, not RFC 5322 in full.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const SYMBOL_PATTERN = /[^A-Za-z0-9\s]/;

function required(field: FieldName, value: string): Issue | null {
  return value.trim() === '' ? { code: 'field_required', params: { field: FIELD_LABELS[field] } } : null;
}

function length(field: FieldName, value: string, bounds: { min: number; max: number }): Issue | null {
  return value.length < bounds.min || value.length > bounds.max
    ? { code: 'field_length', params: { field: FIELD_LABELS[field], ...bounds } }
    : null;
}

export function checkUsername(username: string): Issue | null {
  return (
    required('username', username) ??
    (USERNAME_PATTERN.test(username) ? null : { code: 'username_characters' }) ??
    length('username', username, LIMITS.username)
  );
}

/** `mailDomain` is the product's own mail domain: an address there is not a registered email. */
export function checkEmail(email: string, mailDomain: string): Issue | null {
  return (
    required('email', email) ??
    length('email', email, LIMITS.email) ??
    (EMAIL_PATTERN.test(email) ? null : { code: 'email_invalid' }) ??
    (emailDomain(email) === mailDomain.toLowerCase() ? { code: 'email_product_domain' } : null)
  );
}

/** The rules a password meets, in the order a person reads them; the live checklist shows each. */
export const PASSWORD_RULES = [
  {
    rule: 'length',
    code: 'field_length',
    isMet: (p: string) => p.length >= LIMITS.password.min && p.length <= LIMITS.password.max,
  },
  { rule: 'uppercase', code: 'password_uppercase', isMet: (p: string) => /[A-Z]/.test(p) },
  { rule: 'lowercase', code: 'password_lowercase', isMet: (p: string) => /[a-z]/.test(p) },
  { rule: 'symbol', code: 'password_symbol', isMet: (p: string) => SYMBOL_PATTERN.test(p) },
] as const satisfies readonly { rule: string; code: ErrorCode; isMet: (password: string) => boolean }[];
export type PasswordRule = (typeof PASSWORD_RULES)[number]['rule'];

export function checkPassword(password: string, username: string): Issue | null {
  const unmet = PASSWORD_RULES.find((rule) => !rule.isMet(password));
  return (
    required('password', password) ??
    (unmet?.rule === 'length' ? length('password', password, LIMITS.password) : null) ??
    (unmet ? { code: unmet.code } : null) ??
    (username !== '' && password.toLowerCase() === username.toLowerCase()
      ? { code: 'password_same_as_username' }
      : null)
  );
}

export function checkConfirmation(
  value: string,
  confirmation: string,
  field: 'passwordConfirm' | 'emailConfirm',
): Issue | null {
  if (confirmation === '') return { code: 'field_required', params: { field: FIELD_LABELS[field] } };
  if (value === confirmation) return null;
  return { code: field === 'passwordConfirm' ? 'password_confirmation_mismatch' : 'email_confirmation_mismatch' };
}

export function checkName(field: 'firstName' | 'lastName', name: string): Issue | null {
  return (
    required(field, name) ??
    length(field, name.trim(), LIMITS.name) ??
    (FORBIDDEN_NAME_CHARACTERS.some((c) => name.includes(c)) ? { code: 'name_characters' } : null)
  );
}

export function checkRequired(field: FieldName, value: string): Issue | null {
  return required(field, value);
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** A FieldError with its English message, as the server answers it. */
export function toFieldError(id: string, issue: Issue): FieldError {
  return { id, code: issue.code, message: errorText(issue.code, issue.params), params: issue.params };
}

/** Runs named checks and keeps the problems, in field order. */
export function collectIssues(checks: Record<string, Issue | null>): FieldError[] {
  return Object.entries(checks).flatMap(([id, issue]) => (issue ? [toFieldError(id, issue)] : []));
}
