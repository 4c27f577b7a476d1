import type {
  AppConfig,
  ExistsAnswer,
  Features,
  IsLoggedIn,
  Locale,
  Profile,
  SignUpForm,
  Subscription,
  Subscriptions,
  UserSettings,
} from '@kinframe/contract';
import { ApiError, DEFAULT_RETRY, request } from './client.ts';

/** The calls of spec section 7 that getting in and knowing the account need, at their exact paths. */

export function getAppConfig(): Promise<AppConfig> {
  return request('v3/app-config');
}

export function getIsLoggedIn(): Promise<IsLoggedIn> {
  return request('v3/is-logged-in');
}

export function logIn(email: string, password: string): Promise<unknown> {
  return request('www-login/', {
    method: 'POST',
    payload: { multipart: { email, password } },
    headers: { 'x-webapp-version': '2' },
  });
}

export function signOut(): Promise<unknown> {
  return request('sign_out/');
}

/** The username travels with the product's mail domain appended, as the account's own address. */
export function toAccountUsername(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}

export function checkExists(
  fields: { email?: string; username?: string },
  signal?: AbortSignal,
): Promise<ExistsAnswer> {
  const form: Record<string, string> = {};
  if (fields.email !== undefined) form.email = fields.email;
  if (fields.username !== undefined) form.username = fields.username;
  // Asking changes nothing on the server, so a lost connection may be retried like a read.
  return request('user/exists/json/', { method: 'POST', payload: { form }, signal, retry: DEFAULT_RETRY });
}

export function signUp(form: SignUpForm): Promise<unknown> {
  const fields = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return request('v3/users/', { method: 'POST', payload: { form: fields } });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return request('v3/password/retrieval/', { method: 'POST', payload: { form: { email } } });
}

export function validateResetToken(token: string): Promise<unknown> {
  return request('v2/reset_pwd/validate/', { method: 'POST', payload: { form: { token } } });
}

export function resetPassword(token: string, password: string, passwordConfirm: string): Promise<unknown> {
  return request('v2/reset_pwd/', {
    method: 'POST',
    payload: { form: { token, password, password_confirm: passwordConfirm } },
  });
}

/** The active subscription, or null for none; the older path answers when the newer one fails. */
export async function getActiveSubscription(): Promise<Subscription | null> {
  let answer: Subscriptions;
  try {
    answer = await request<Subscriptions>('v3/subscriptions?active=true');
  } catch (error) {
    if (error instanceof ApiError && (error.isUnauthorized || error.isCancelled)) throw error;
    answer = await request<Subscriptions>('subscriptions/user/');
  }
  return answer.data[0] ?? null;
}

export function getFeatures(): Promise<Features> {
  return request('v3/features');
}

export function getProfile(): Promise<Profile> {
  return request('user/profile/edit/');
}

export function updateSettings(settings: UserSettings): Promise<unknown> {
  return request('v3/users/settings', { method: 'PUT', payload: { json: settings } });
}

export function saveLanguage(language: Locale): Promise<unknown> {
  return updateSettings({ language });
}
