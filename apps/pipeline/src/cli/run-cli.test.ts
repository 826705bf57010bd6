import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from './command.ts';
import { COMMANDS } from './commands.ts';
import { helpText, runCli } from './run-cli.ts';
import { importerFixture } from '@yardstick/engine/test/import-support';
import { output } from '../../test/cli-support.ts';

const ppdFixture = importerFixture('ppd', 'pp-2019-sample.csv');

describe('npm run data -- <command>', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let opened = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-cli-'));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const stdout = output();
    const stderr = output();
    const context: CommandContext = {
      config: () => ({ DATA_DIR: dataDir, DATABASE_URL: undefined, DEMO_DATA: 'off' }),
      openDatabase: async () => {
        opened += 1;
        return { ...handle, close: async () => {} };
      },
      stdout,
      stderr,
    };
    const code = await runCli(argv, context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('lists every command of the registry for help, and with no command (exit 2)', async () => {
    const help = helpText();
    for (const command of COMMANDS) expect(help).toContain(`\n  ${command.synopsis}`);
    for (const argv of [['help'], ['--help'], ['-h']]) {
      expect(await run(...argv)).toEqual({ code: 0, stdout: help, stderr: '' });
    }
    expect(await run()).toEqual({ code: 2, stdout: help, stderr: '' });
  });

  it('refuses an unknown command with the list, exit 2', async () => {
    expect(await run('bogus')).toEqual({
      code: 2,
      stdout: '',
      stderr: `Unknown command "bogus".\n\n${helpText()}`,
    });
  });

  it('prints each command usage for --help and -h, and with an unknown option (exit 2)', async () => {
    for (const command of COMMANDS) {
      for (const flag of ['--help', '-h']) {
        expect(await run(command.name, flag)).toEqual({
          code: 0,
          stdout: command.usage,
          stderr: '',
        });
      }
      const refused = await run(command.name, '--bogus');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^Unknown option '--bogus'/);
      expect(refused.stderr.endsWith(`\n\n${command.usage}`)).toBe(true);
    }
    expect(opened).toBe(0);
  });

  it('answers arguments a command cannot use with exit 2, before opening the database', async () => {
    const usage = (name: string) => COMMANDS.find((c) => c.name === name)?.usage;
    expect(await run('import', 'ppd')).toEqual({ code: 2, stdout: '', stderr: usage('import') });
    expect((await run('import', 'ppd', ppdFixture, '--batch-size', '0')).stderr).toBe(
      '--batch-size must be a positive whole number\n',
    );
    expect((await run('demo', 'extra')).code).toBe(2);
    expect((await run('demo', '--scale', '0')).code).toBe(2);
    expect((await run('derive', '--as-of', '2020')).code).toBe(2);
    expect(await run('backtest', '--months', '0')).toEqual({
      code: 2,
      stdout: '',
      stderr: `Invalid arguments.\n\n${usage('backtest')}`,
    });
    expect(opened).toBe(0);
  });

  it('imports a file on the migrated database, then derives unless --no-derive', async () => {
    const imported = await run('import', 'ppd', ppdFixture, '--json', '--no-derive');
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ source: 'ppd', rows: 20, inserted: 20 });
    expect(imported.stderr).toBe('');

    const again = await run('import', 'ppd', ppdFixture, '--force');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^ppd pp-2019-sample.csv: 20 rows read, 0 inserted/);
    // The new listings join their homes, then the derive runs (derive-command.ts).
    expect(again.stderr).toMatch(/^homes: \d+ listings linked .*\nderive \((full|incremental)\): /);
    expect(opened).toBe(3);
  });
});
