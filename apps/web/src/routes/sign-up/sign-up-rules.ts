import {
  type CaptchaConfig,
  checkEmail,
  checkName,
  checkPassword,
  checkRequired,
  checkUsername,
  type Issue,
} from '@kinframe/contract';

/** The sign-up form's fields, named as the sign-up payload names them (and the server's errors). */
export interface SignUpValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  email: string;
}

export type SignUpField = keyof SignUpValues | 'terms' | 'token';

export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'username',
  'password',
  'firstName',
  'lastName',
  'country',
  'email',
  'terms',
  'token',
];

interface Context {
  mailDomain: string;
  captcha: CaptchaConfig;
  hasAgreed: boolean;
  token: string;
}

/** Each field's first problem by the contract's rules (spec section 5), or null. */
export function signUpIssues(values: SignUpValues, context: Context): Record<SignUpField, Issue | null> {
  return {
    username: checkUsername(values.username),
    password: checkPassword(values.password, values.username),
    firstName: checkName('firstName', values.firstName),
    lastName: checkName('lastName', values.lastName),
    country: checkRequired('country', values.country),
    email: checkEmail(values.email, context.mailDomain),
    terms: context.hasAgreed ? null : { code: 'terms_required' },
    token: context.captcha.provider === 'none' ? null : checkRequired('token', context.token),
  };
}
