import { BACKUP_SETTINGS, readBackupConfig } from './backups/backup.settings.ts';
import { BILLING_SETTINGS, checkBillingSettings, readBillingConfig } from './billing/billing.settings.ts';
import { CAPTCHA_SETTINGS, checkCaptchaSettings, readCaptchaConfig } from './captcha/captcha.settings.ts';
import {
  CONNECTORS_SETTINGS,
  checkConnectorsSettings,
  readConnectorsConfig,
} from './connectors/connectors.settings.ts';
import { MAILER_SETTINGS, readMailerConfig } from './mailer/mailer.settings.ts';
import { MEDIA_SETTINGS, readMediaConfig } from './media/media.settings.ts';
import { checkQueueSettings, QUEUE_SETTINGS, readQueueConfig } from './queue/queue.settings.ts';
import { INBOUND_MAIL_SETTINGS, readInboundMailConfig } from './settings/inbound-mail.settings.ts';
import { LIMITS_SETTINGS, readLimitsConfig } from './settings/limits.settings.ts';
import { MAP_SETTINGS, readMapConfig } from './settings/map.settings.ts';
import { checkOperatorSettings, OPERATOR_SETTINGS, readOperatorConfig } from './settings/operator.settings.ts';
import { readServerConfig, SERVER_SETTINGS } from './settings/server.settings.ts';
import { readSessionsConfig, SESSIONS_SETTINGS } from './settings/sessions.settings.ts';
import {
  documentSettings,
  mergeSettings,
  printableValue,
  type Settings,
  type SettingsCheck,
  type SettingValues,
  schemaOf,
} from './settings/setting.ts';
import { readSignUpConfig, SIGN_UP_SETTINGS } from './settings/sign-up.settings.ts';
import { checkStorageSettings, readStorageConfig, STORAGE_SETTINGS } from './storage/storage.settings.ts';
import { readWeatherConfig, WEATHER_SETTINGS } from './weather/weather.settings.ts';

/**
 * The server's configuration, read once from the environment at start and validated, so a typo in
 * a variable stops the process with one clear line instead of failing later in a request. Each
 * variable is declared once, beside the code that reads it (the `*.settings.ts` files); this file
 * only composes them.
 */

export type { MediaConfig } from './media/media.settings.ts';
export type { AlbumsConfig } from './settings/limits.settings.ts';
export type { ShopConfig } from './settings/operator.settings.ts';
export { REPO_ROOT } from './settings/server.settings.ts';

const SETTINGS = mergeSettings(
  SERVER_SETTINGS,
  MAILER_SETTINGS,
  CAPTCHA_SETTINGS,
  SESSIONS_SETTINGS,
  SIGN_UP_SETTINGS,
  STORAGE_SETTINGS,
  QUEUE_SETTINGS,
  MEDIA_SETTINGS,
  LIMITS_SETTINGS,
  BILLING_SETTINGS,
  WEATHER_SETTINGS,
  MAP_SETTINGS,
  CONNECTORS_SETTINGS,
  OPERATOR_SETTINGS,
  INBOUND_MAIL_SETTINGS,
  BACKUP_SETTINGS,
);

type ConfigValues = SettingValues<typeof SETTINGS>;

/** Every variable with what it does and its default: README's configuration table is tested against it. */
export const CONFIG_DOCS = documentSettings(SETTINGS);

/** The names of the variables read (the Dockerfile and compose.yaml set no other). */
export const CONFIG_VARIABLE_NAMES = Object.keys(SETTINGS);

const CHECKS: SettingsCheck<ConfigValues>[] = [
  checkCaptchaSettings,
  checkStorageSettings,
  checkQueueSettings,
  checkBillingSettings,
  checkConnectorsSettings,
  checkOperatorSettings,
];

const ConfigEnv = schemaOf(SETTINGS).superRefine((values, issues) => {
  for (const check of CHECKS) {
    check(values, (name, message) => issues.addIssue({ code: 'custom', path: [name], message }));
  }
});

/** `typedIn`: the folder the command was typed in. */
function readConfig(values: ConfigValues, typedIn: string) {
  const server = readServerConfig(values, typedIn);
  return {
    ...server,
    ...readMailerConfig(values),
    ...readCaptchaConfig(values),
    ...readSessionsConfig(values, server.dataDir),
    signUp: readSignUpConfig(values),
    storage: readStorageConfig(values, server.dataDir),
    queue: readQueueConfig(values),
    media: readMediaConfig(values),
    ...readLimitsConfig(values),
    billing: readBillingConfig(values),
    weather: readWeatherConfig(values),
    mapTiles: readMapConfig(values),
    connectors: readConnectorsConfig(values, server.dataDir),
    ...readOperatorConfig(values),
    ...readInboundMailConfig(values),
    backup: readBackupConfig(values, typedIn),
  };
}

export type Config = ReturnType<typeof readConfig>;

export class ConfigError extends Error {}

/**
 * Environment -> Config. Pure but for the generated secrets, read from (or, the first time,
 * written to) DATA_DIR when they are not given, so sessions survive restarts without any setup.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means unset, as in a shell, rather than zero or the empty string.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = ConfigEnv.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = printableValue((SETTINGS as Settings)[name], given[name]);
    throw new ConfigError(`Invalid configuration: ${name}=${value}: ${issue?.message ?? 'invalid'}`);
  }
  // npm sets INIT_CWD to where the command was typed; `npm start` itself runs inside apps/server.
  return readConfig(parsed.data, env.INIT_CWD ?? process.cwd());
}

/** Like loadConfig, but a bad configuration ends the process with one line on stderr. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
