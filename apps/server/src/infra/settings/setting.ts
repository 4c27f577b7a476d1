import { z } from 'zod';

/**
 * One environment variable, declared once beside the code that reads it. The typed configuration,
 * README's configuration table (through CONFIG_DOCS) and what printed configuration hides are all
 * made from these declarations, so none of them can forget a variable or tell another default.
 */
export interface Setting {
  /** Turns the variable's text (undefined when unset) into its value; its `.default()` is the default. */
  schema: z.ZodType;
  /** README's "what it sets", in markdown. */
  doc: string;
  /**
   * README's default, only where the schema's own default cannot say it: unset means something
   * (`(unset: outbox)`), or the default is made from other variables (`http://localhost:PORT`).
   */
  defaultText?: string;
  /**
   * The value never appears where configuration is printed: hidden whole (`true`), or only the
   * password of a URL (`postgres://user:…@host`), whose rest an operator needs to find a typo in.
   */
  secret?: true | 'url-password';
}

/** One concern's settings, by variable name: declared with `satisfies Settings` to keep each schema's type. */
export type Settings = Record<string, Setting>;

type ShapeOf<Declared extends Settings> = { [Name in keyof Declared]: Declared[Name]['schema'] };

/** The parsed values of some settings, as the code that reads them sees them. */
export type SettingValues<Declared extends Settings> = z.output<z.ZodObject<ShapeOf<Declared>>>;

/** A rule across variables (one needs another); `report` names the variable at fault and why. */
export type SettingsCheck<Values> = (
  values: Values,
  report: (name: keyof Values & string, message: string) => void,
) => void;

/** Two variables that mean nothing alone (an id and its secret): set both, or neither. */
export function setTogether<Name extends string>(
  first: Name,
  second: Name,
): SettingsCheck<Partial<Record<Name, unknown>>> {
  return (values, report) => {
    if (Boolean(values[first]) !== Boolean(values[second])) {
      report(first, `set ${first} and ${second} together, or neither`);
    }
  };
}

type Merged<Groups extends readonly Settings[]> = Groups extends readonly [
  infer First,
  ...infer Rest extends readonly Settings[],
]
  ? First & Merged<Rest>
  : unknown;

/** Every concern's settings as one: a variable that two concerns declare is refused at once. */
export function mergeSettings<Groups extends readonly Settings[]>(...groups: Groups): Merged<Groups> {
  const merged: Settings = {};
  for (const [name, setting] of groups.flatMap((group) => Object.entries(group))) {
    if (name in merged) throw new Error(`${name} is declared twice`);
    merged[name] = setting;
  }
  return merged as Merged<Groups>;
}

/** The zod object that parses the environment into the values of these settings. */
export function schemaOf<Declared extends Settings>(settings: Declared) {
  const shape = Object.fromEntries(Object.entries(settings).map(([name, setting]) => [name, setting.schema]));
  return z.object(shape as ShapeOf<Declared>);
}

/** Trimmed text; undefined when unset. */
export const optionalText = z.string().trim().optional();

/** Optional text that, when set, must pass `isValid`. */
export function optionalTextThat(isValid: (text: string) => boolean, message: string) {
  return optionalText.refine((text) => text === undefined || isValid(text), { message });
}

export const isHttpUrl = (url: string) => /^https?:\/\/[^/]+/.test(url);

/** An http(s) URL with a default: the base URLs of the services called, which tests point at stand-ins. */
export function httpUrl(fallback: string) {
  return optionalText.default(fallback).refine(isHttpUrl, { message: 'must be an http:// or https:// URL' });
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** What README's configuration table says of each setting, and whether printouts hide its value. */
export function documentSettings(settings: Settings) {
  return Object.entries(settings).map(([name, setting]) => ({
    name,
    default: defaultTextOf(name, setting),
    description: setting.doc,
    secret: setting.secret ?? false,
  }));
}

/** README's default column: the setting's own text, else what its schema makes of an unset variable. */
function defaultTextOf(name: string, setting: Setting): string {
  const unset = setting.schema.safeParse(undefined);
  const schemaDefault = unset.success && unset.data !== undefined ? String(unset.data) : '';
  if (setting.defaultText === undefined) return schemaDefault;
  // Said twice, the two would drift apart: the README would promise one default and the code keep another.
  if (schemaDefault !== '') throw new Error(`${name}: its schema has a default (${schemaDefault}); drop defaultText`);
  return setting.defaultText;
}

/** A value as an error message or any printout of configuration may show it. */
export function printableValue(setting: Setting | undefined, value: string | undefined): string {
  if (setting?.secret === true) return '(hidden)';
  const text = value ?? '';
  // Up to the last @: a password may hold one (unencoded), and hiding too much is the safe mistake.
  const shown =
    setting?.secret === 'url-password' ? text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*:).*@/i, '$1(hidden)@') : text;
  return JSON.stringify(shown);
}
