import type { parseArgs, ParseArgsConfig } from 'node:util';
import type { DatabaseHandle } from '@yardstick/db/database';
import type { PipelineConfig } from '../config.ts';

/**
 * The shape of a `npm run data -- <command>`: what it is called, how `help` lists it, its
 * usage text and options, and what it runs. Commands are listed in ./commands.ts and
 * dispatched by ./run-cli.ts, which parses the options (node:util parseArgs, strict), answers
 * `--help`/`-h` with `usage`, and turns an unknown option or a UsageError into the message,
 * the usage and exit status 2.
 */

export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** The parsed values of `O`, typed as parseArgs types them (a default makes a value certain). */
export type OptionValues<O extends CommandOptions> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>['values'];

/** What a command gets besides its arguments. */
export interface CommandContext {
  /** The pipeline's settings (config.ts), read when first asked for. */
  config(): PipelineConfig;
  /** Opens the application's database migrated to the latest schema; the command closes it. */
  openDatabase(): Promise<DatabaseHandle>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface Command<O extends CommandOptions = CommandOptions> {
  /** The word after `npm run data --`. */
  name: string;
  /** How `npm run data -- help` writes the command, e.g. 'demo [options]'. */
  synopsis: string;
  /** What it does, for that list; further lines are indented under the first. */
  summary: string;
  /** Printed by `--help`, and after the message of a usage error. */
  usage: string;
  /** Its options as parseArgs takes them; every command also gets --help (-h). */
  options: O;
  /** Whether it takes positional arguments (default: it takes none). */
  allowPositionals?: boolean;
  /** Runs the command; resolves to the exit status (0 done, 1 failed, 2 usage error). */
  run(context: CommandContext, values: OptionValues<O>, positionals: string[]): Promise<number>;
}

/** Keeps a command's option values typed from its own `options`. */
export function defineCommand<const O extends CommandOptions>(command: Command<O>): Command<O> {
  return command;
}

/** Thrown by a command's run for arguments it cannot use: the message, then its usage (exit 2). */
export class UsageError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'UsageError';
  }
}
