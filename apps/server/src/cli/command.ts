import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../infra/config.ts';
import type { Services } from '../services.ts';

/** One operator command: its usage line, what it does, its options (node:util parseArgs), its work. */
export interface Command {
  usage: string;
  help: string;
  options?: ParseArgsConfig['options'];
  /** What to print on success; throws UsageError or CommandError (or the services' AppError). */
  run(services: Services, input: CommandInput): Promise<string>;
}

export interface CommandInput {
  positional: string[];
  values: Record<string, unknown>;
}

/**
 * A command on the server's data itself, run with no context open: opening one migrates the
 * database and makes files, which a restore into an empty data folder must not find there.
 */
export interface OfflineCommand {
  usage: string;
  help: string;
  options?: ParseArgsConfig['options'];
  runOffline(config: Config, input: CommandInput): Promise<string>;
}

/** A mistake in how the command was typed: the message and the usage, then exit code 2. */
export class UsageError extends Error {}
/** A command that cannot be done as asked (invalid email, unknown account): the message, exit 1. */
export class CommandError extends Error {}

/** Exactly the positional arguments the usage names (`name <a> <b>`), else a usage error. */
export function exactly(positional: string[], count: number, usage: string): string[] {
  if (positional.length !== count) {
    const [name, ...rest] = usage.split(' ');
    throw new UsageError(`${name} needs exactly ${rest.join(' ')}.`.replace(' exactly .', ' no arguments.'));
  }
  return positional;
}

/** Rows as aligned columns, two spaces apart, the first row the heading. */
export function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** "1 account", "2 accounts". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A positive whole number typed as an argument, else a usage error naming it. */
export function wholeNumber(value: unknown, name: string): number {
  const text = String(value ?? '');
  if (!/^[0-9]{1,9}$/.test(text)) throw new UsageError(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}
