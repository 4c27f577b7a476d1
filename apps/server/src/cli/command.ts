import type { ParseArgsConfig } from 'node:util';
import type { Services } from '../services.ts';

/** One operator command: its usage line, what it does, its options (node:util parseArgs), its work. */
export interface Command {
  usage: string;
  help: string;
  options?: ParseArgsConfig['options'];
  /** What to print on success; throws UsageError or CommandError (or the services' AppError). */
  run(services: Services, input: { positional: string[]; values: Record<string, unknown> }): Promise<string>;
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
