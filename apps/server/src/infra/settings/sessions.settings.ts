import { z } from 'zod';
import { GENERATED_SECRET_FILES, readOrCreateSecret } from './secret-file.ts';
import { optionalTextThat, type Settings, type SettingValues } from './setting.ts';

/** Sessions and what they sign: the server's own secret, how long a sign-in and a reset link last. */
export const SESSIONS_SETTINGS = {
  SESSION_SECRET: {
    schema: optionalTextThat((secret) => secret.length >= 32, 'must be at least 32 characters long'),
    defaultText: '(generated once into DATA_DIR/session-secret)',
    doc: 'Key that signs CSRF tokens and captcha challenges; set the same value on every process when scaled out.',
    secret: true,
  },
  SESSION_MAX_DAYS: {
    schema: z.coerce.number().int().min(1).max(3650).default(90),
    doc: 'Longest a session lasts from its sign-in, however often it is used (it also ends after 30 idle days); then the person signs in again.',
  },
  RESET_TOKEN_TTL_MINUTES: {
    schema: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    doc: 'How long a password reset link stays valid.',
  },
} satisfies Settings;

/** Reads the session secret from (or, the first time, writes it to) dataDir when it is not given. */
export function readSessionsConfig(values: SettingValues<typeof SESSIONS_SETTINGS>, dataDir: string) {
  return {
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir, GENERATED_SECRET_FILES.session, 48),
    resetTokenTtlMinutes: values.RESET_TOKEN_TTL_MINUTES,
    /** Absolute lifetime of a session, in days from its sign-in. */
    sessionMaxDays: values.SESSION_MAX_DAYS,
  };
}
