import { describe, expect, it } from 'vitest';
import { errorText } from './errors.ts';
import { checkConfirmation, checkEmail, checkName, checkPassword, checkUsername, collectIssues } from './validation.ts';

const MAIL_DOMAIN = 'kinframe.local';

describe('username rule', () => {
  it('accepts letters, digits, full stop, underscore and hyphen from 4 to 240 characters', () => {
    expect(checkUsername('anna.b_c-9')).toBeNull();
    expect(checkUsername('abcd')).toBeNull();
    expect(checkUsername('a'.repeat(240))).toBeNull();
  });
  it('refuses other characters', () => {
    expect(checkUsername('anna b')?.code).toBe('username_characters');
    expect(checkUsername('anna@x')?.code).toBe('username_characters');
    expect(checkUsername('ánna')?.code).toBe('username_characters');
  });
  it('refuses fewer than 4 and more than 240 characters with the spec length text', () => {
    const issue = checkUsername('abc');
    expect(issue?.code).toBe('field_length');
    expect(errorText('field_length', issue?.params)).toBe('Username must be between 4 and 240 characters long');
    expect(checkUsername('a'.repeat(241))?.code).toBe('field_length');
  });
  it('asks for a missing username', () => {
    expect(errorText('field_required', checkUsername('')?.params)).toBe('Please enter username');
  });
});

describe('email rule', () => {
  it('accepts a plain address', () => {
    expect(checkEmail('anna@example.com', MAIL_DOMAIN)).toBeNull();
  });
  it('refuses a malformed address', () => {
    expect(checkEmail('anna@example', MAIL_DOMAIN)?.code).toBe('email_invalid');
    expect(checkEmail('anna example.com', MAIL_DOMAIN)?.code).toBe('email_invalid');
  });
  it('refuses more than 75 characters', () => {
    expect(checkEmail(`${'a'.repeat(64)}@example.com`, MAIL_DOMAIN)?.code).toBe('field_length');
  });
  it("refuses an address in the product's own mail domain", () => {
    expect(checkEmail('anna@Kinframe.local', MAIL_DOMAIN)?.code).toBe('email_product_domain');
    expect(errorText('email_product_domain')).toBe('Enter your registered email instead');
  });
});

describe('password rule', () => {
  it('accepts a password with upper, lower and a symbol', () => {
    expect(checkPassword('Frame-2026', 'anna')).toBeNull();
  });
  it.each([
    ['frame-2026', 'password_uppercase'],
    ['FRAME-2026', 'password_lowercase'],
    ['Frame2026x', 'password_symbol'],
    ['Fr-1', 'field_length'],
  ])('refuses %s with %s', (password, code) => {
    expect(checkPassword(password, 'anna')?.code).toBe(code);
  });
  it('refuses the username as password', () => {
    expect(checkPassword('Anna.Bell', 'anna.bell')?.code).toBe('password_same_as_username');
  });
  it('needs the confirmation to match', () => {
    expect(checkConfirmation('Frame-2026', 'Frame-2026', 'passwordConfirm')).toBeNull();
    expect(checkConfirmation('Frame-2026', 'Frame-2025', 'passwordConfirm')?.code).toBe(
      'password_confirmation_mismatch',
    );
  });
});

describe('name rule', () => {
  it.each(['&', '/', ':', '$', '%', '<', '>'])('refuses a name containing %s', (c) => {
    expect(checkName('firstName', `An${c}na`)?.code).toBe('name_characters');
  });
  it('accepts accents, apostrophes and hyphens', () => {
    expect(checkName('lastName', "O'Brien-Müller")).toBeNull();
  });
});

describe('collected issues', () => {
  it('lists each failing field with its id and English message, in order', () => {
    expect(
      collectIssues({ username: checkUsername('ab'), email: checkEmail('x@kinframe.local', MAIL_DOMAIN) }),
    ).toEqual([
      {
        id: 'username',
        code: 'field_length',
        message: 'Username must be between 4 and 240 characters long',
        params: { field: 'username', min: 4, max: 240 },
      },
      { id: 'email', code: 'email_product_domain', message: 'Enter your registered email instead', params: undefined },
    ]);
  });
});
