import {
  checkConfirmation,
  checkEmail,
  checkName,
  checkPassword,
  checkRequired,
  type Issue,
  type Profile,
  type ProfileEditForm,
} from '@kinframe/contract';

/**
 * The rules of the profile dialogs (spec section 5), field by field, and how the server's field
 * errors find their field. The server decides; these tell the person early, in the same words.
 */

export interface ProfileValues {
  firstName: string;
  lastName: string;
  country: string;
  email: string;
  emailConfirm: string;
  contactEmail: string;
  oldPassword: string;
}
export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'country',
  'email',
  'emailConfirm',
  'contactEmail',
  'oldPassword',
];

export function profileValuesOf(profile: Profile): ProfileValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    country: profile.country,
    email: profile.email,
    emailConfirm: '',
    contactEmail: profile.contact_email,
    oldPassword: '',
  };
}

/** Emails compare without case and surrounding spaces, as the server stores them. */
export function isEmailChanged(values: Pick<ProfileValues, 'email'>, profile: Pick<Profile, 'email'>): boolean {
  return values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();
}

export function profileIssues(
  values: ProfileValues,
  context: { profile: Pick<Profile, 'email'>; mailDomain: string },
): Record<ProfileField, Issue | null> {
  const email = values.email.trim();
  return {
    firstName: checkName('firstName', values.firstName),
    lastName: checkName('lastName', values.lastName),
    country: checkRequired('country', values.country),
    email: checkEmail(email, context.mailDomain),
    // The confirmation is asked only for a new email.
    emailConfirm: isEmailChanged(values, context.profile)
      ? checkConfirmation(email, values.emailConfirm.trim(), 'emailConfirm')
      : null,
    contactEmail: checkEmail(values.contactEmail.trim(), context.mailDomain),
    oldPassword: checkRequired('oldPassword', values.oldPassword),
  };
}

/** POST user/profile/edit/: every field shown; the email and its confirmation only when it changes. */
export function toProfileEditForm(values: ProfileValues, profile: Pick<Profile, 'email'>): ProfileEditForm {
  const form: ProfileEditForm = {
    old_password: values.oldPassword,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    country: values.country,
    contact_email: values.contactEmail.trim(),
  };
  if (isEmailChanged(values, profile)) {
    form.email = values.email.trim();
    form.email_confirm = values.emailConfirm.trim();
  }
  return form;
}

export interface PasswordValues {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}
export type PasswordField = keyof PasswordValues;
export const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'password', 'passwordConfirm'];

export function passwordIssues(values: PasswordValues, username: string): Record<PasswordField, Issue | null> {
  return {
    oldPassword: checkRequired('oldPassword', values.oldPassword),
    password: checkPassword(values.password, username),
    passwordConfirm: checkConfirmation(values.password, values.passwordConfirm, 'passwordConfirm'),
  };
}
