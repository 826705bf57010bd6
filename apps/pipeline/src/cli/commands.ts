import { command as anchorAge } from '../derive/anchor-age-command.ts';
import { command as backtest } from '../derive/backtest-command.ts';
import { command as demo } from '../demo/demo-command.ts';
import { command as derive } from '../derive/derive-command.ts';
import { command as evaluate } from '../derive/evaluate-command.ts';
import { command as feeds } from '../feeds/feeds-command.ts';
import { command as importFiles } from '../load/import-command.ts';
import { command as get } from '../sources/get-command.ts';
import { command as measureHomeIdentity } from '../homes/measure-home-identity-command.ts';
import { command as plans } from '../membership/plans-command.ts';
import { command as prepare } from '../startup/prepare-command.ts';
import { command as users } from '../users/users-command.ts';
import type { Command } from './command.ts';

/**
 * Every `npm run data --` command, in the order `help` lists them. A command module loads its
 * heavy parts (importers, the demo generator, the derive step) only when it runs.
 */
export const COMMANDS: readonly Command[] = [
  importFiles,
  get,
  feeds,
  demo,
  derive,
  backtest,
  evaluate,
  anchorAge,
  measureHomeIdentity,
  prepare,
  plans,
  users,
];
