import type { FieldError } from '@kinframe/contract';

/** The server names fields as its forms do (`old_password`, `email_confirm`); the dialogs in camelCase. */
export function fieldOf<F extends string>(serverId: string, fields: readonly F[]): F | undefined {
  const camel = serverId.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  // The password form's new password is `password`; `new_password` is how others name it.
  const name = camel === 'newPassword' ? 'password' : camel;
  return fields.find((field) => field === name);
}

/**
 * Sorts a refusal's field errors onto the fields shown; the rest go to the form's alert. A wrong
 * current password arrives as the answer's own code when the server lists no fields.
 */
export function placeFieldErrors<F extends string>(
  fieldErrors: readonly FieldError[],
  fields: readonly F[],
): { byField: Partial<Record<F, FieldError>>; elsewhere: FieldError[] } {
  const byField: Partial<Record<F, FieldError>> = {};
  const elsewhere: FieldError[] = [];
  for (const fieldError of fieldErrors) {
    const field = fieldOf(fieldError.id, fields);
    if (field && !byField[field]) byField[field] = fieldError;
    else if (!field) elsewhere.push(fieldError);
  }
  return { byField, elsewhere };
}
