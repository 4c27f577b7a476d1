import type { FieldError, Profile } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { fieldOf, placeFieldErrors } from '../../components/forms/field-errors.ts';
import {
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  passwordIssues,
  profileIssues,
  profileValuesOf,
  toProfileEditForm,
} from './profile-form.ts';

const profile: Profile = {
  username: 'ada.l',
  first_name: 'Ada',
  last_name: 'Lindqvist',
  email: 'ada@example.com',
  email_confirmed: true,
  pending_email: null,
  contact_email: 'ada@example.com',
  country: 'SE',
  product_email: 'ada.l@kinframe.local',
  language: 'en-US',
  avatar: null,
  stats: { video_storage_used: 0 },
  server_role: null,
};
const context = { profile, mailDomain: 'kinframe.local' };
const codes = (issues: Record<string, { code: string } | null>) =>
  Object.fromEntries(Object.entries(issues).flatMap(([field, issue]) => (issue ? [[field, issue.code]] : [])));

describe('the edit-profile form', () => {
  it('asks only for the current password when nothing else is wrong', () => {
    expect(codes(profileIssues(profileValuesOf(profile), context))).toEqual({ oldPassword: 'field_required' });
    expect(codes(profileIssues({ ...profileValuesOf(profile), oldPassword: 'x' }, context))).toEqual({});
  });

  it('applies the spec’s rules to names, email and contact email', () => {
    const values = {
      ...profileValuesOf(profile),
      firstName: '',
      lastName: 'Lind<qvist',
      country: '',
      email: 'ada@kinframe.local',
      contactEmail: 'not-an-email',
      oldPassword: 'x',
    };
    expect(codes(profileIssues(values, context))).toEqual({
      firstName: 'field_required',
      lastName: 'name_characters',
      country: 'field_required',
      email: 'email_product_domain',
      emailConfirm: 'field_required',
      contactEmail: 'email_invalid',
    });
  });

  it('asks to confirm a new email, not an unchanged one written differently', () => {
    const changed = { ...profileValuesOf(profile), email: 'ada@new.example', oldPassword: 'x' };
    expect(codes(profileIssues({ ...changed, emailConfirm: 'ada@other.example' }, context))).toEqual({
      emailConfirm: 'email_confirmation_mismatch',
    });
    expect(codes(profileIssues({ ...changed, emailConfirm: 'ada@new.example' }, context))).toEqual({});
    const sameEmail = { ...profileValuesOf(profile), email: ' ADA@example.com ', oldPassword: 'x' };
    expect(codes(profileIssues(sameEmail, context))).toEqual({});
  });

  it('sends the email and its confirmation only when the email changes', () => {
    const unchanged = toProfileEditForm({ ...profileValuesOf(profile), oldPassword: 'pw' }, profile);
    expect(unchanged).toEqual({
      old_password: 'pw',
      first_name: 'Ada',
      last_name: 'Lindqvist',
      country: 'SE',
      contact_email: 'ada@example.com',
    });
    const changed = toProfileEditForm(
      { ...profileValuesOf(profile), email: 'ada@new.example ', emailConfirm: 'ada@new.example', oldPassword: 'pw' },
      profile,
    );
    expect(changed).toMatchObject({ email: 'ada@new.example', email_confirm: 'ada@new.example' });
  });
});

describe('the change-password form', () => {
  it('checks the current password, the rules and the confirmation', () => {
    expect(codes(passwordIssues({ oldPassword: '', password: 'short', passwordConfirm: 'other' }, 'ada.l'))).toEqual({
      oldPassword: 'field_required',
      password: 'field_length',
      passwordConfirm: 'password_confirmation_mismatch',
    });
    expect(
      codes(passwordIssues({ oldPassword: 'x', password: 'Frame-2027!', passwordConfirm: 'Frame-2027!' }, 'ada.l')),
    ).toEqual({});
  });
});

describe('the server’s field errors', () => {
  const error = (id: string): FieldError => ({ id, code: 'password_incorrect', message: 'Password is incorrect' });

  it('find their field by the form’s name, in either spelling', () => {
    expect(fieldOf('old_password', PROFILE_FIELDS)).toBe('oldPassword');
    expect(fieldOf('email_confirm', PROFILE_FIELDS)).toBe('emailConfirm');
    expect(fieldOf('contactEmail', PROFILE_FIELDS)).toBe('contactEmail');
    expect(fieldOf('new_password', PASSWORD_FIELDS)).toBe('password');
    expect(fieldOf('password_confirm', PASSWORD_FIELDS)).toBe('passwordConfirm');
    expect(fieldOf('username', PROFILE_FIELDS)).toBeUndefined();
  });

  it('land on their fields, the first per field; the unknown ones go to the form', () => {
    const placed = placeFieldErrors(
      [error('old_password'), { ...error('old_password'), message: 'second' }, error('captcha')],
      PROFILE_FIELDS,
    );
    expect(placed.byField.oldPassword?.message).toBe('Password is incorrect');
    expect(placed.elsewhere.map((item) => item.id)).toEqual(['captcha']);
  });
});
