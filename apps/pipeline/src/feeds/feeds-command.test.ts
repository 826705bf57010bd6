import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@yardstick/db/database';
import { createTestDatabase } from '@yardstick/db/test/test-database';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { output } from '../../test/cli-support.ts';

describe('npm run data -- feeds', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let drop: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'yardstick-feeds-cli-'));
    drop = path.join(dataDir, 'drop');
    mkdirSync(drop);
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
      openDatabase: async () => ({ ...handle, close: async () => {} }),
      stdout,
      stderr,
    };
    const code = await runCli(['feeds', ...argv], context);
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('adds, lists, runs and removes a feed', async () => {
    const added = await run('add', 'agents', '--kind', 'jsonl', '--from', drop, '--every', '15m');
    expect(added).toMatchObject({ code: 0 });
    expect(added.stdout).toMatch(/feed agents: jsonl from .*drop every 15m/);
    const twice = await run('add', 'agents', '--kind', 'jsonl', '--from', drop, '--every', '1h');
    expect(twice).toMatchObject({ code: 1, stderr: 'A feed named agents exists already\n' });
    expect(
      (
        await run(
          'add',
          'url',
          '--kind',
          'blm',
          '--from',
          'https://example.org/feed.blm',
          '--every',
          '1d',
          '--full',
        )
      ).code,
    ).toBe(0);

    const list = await run('list');
    expect(list.stdout).toMatch(/agents\s+jsonl every 15m\s/);
    expect(list.stdout).toMatch(/url\s+blm\s+every 1d\s+full https:\/\/example.org\/feed.blm/);
    expect(list.stdout).toContain('never run');

    writeFileSync(
      path.join(drop, 'one.jsonl'),
      `${JSON.stringify({ feed: { source: 'cli' } })}\n${JSON.stringify({
        ref: 'C1',
        transactionType: 'sale',
        price: 180000,
        address: { display: 'Elm Road, Reading', postcode: 'RG1 1AF' },
        propertyType: 'T',
      })}\n`,
    );
    const ran = await run('run', 'agents');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(
      /feed agents: succeeded, 1 file\(s\) \(0 failed\), 1 rows read, 1 new/,
    );
    expect(ran.stderr).toContain('one.jsonl: 1 rows read');
    expect(readdirSync(path.join(drop, 'done'))).toEqual(['one.jsonl']);
    const json = JSON.parse((await run('list', '--json')).stdout) as {
      name: string;
      runs: unknown[];
    }[];
    expect(json.find((f) => f.name === 'agents')?.runs).toHaveLength(1);

    expect(await run('remove', 'url')).toMatchObject({ code: 0 });
    expect(await run('remove', 'url')).toMatchObject({ code: 1, stderr: 'No feed named url\n' });
    expect(await run('run', 'nope')).toMatchObject({ code: 1, stderr: 'No feed named nope\n' });
  }, 60_000);

  it('validates what it is given, with clear messages (exit 2)', async () => {
    const missing = await run('add', 'x');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--kind is required');
    expect(missing.stderr).toContain('--from is required');
    expect(missing.stderr).toContain('--every is required');
    const bad = await run('add', 'x', '--kind', 'csv', '--from', 'ftp://x/y', '--every', '90s');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--kind: The kind is blm or jsonl');
    expect(bad.stderr).toContain('--from: A URL feed must be an http:// or https:// URL');
    expect(bad.stderr).toContain('--every: An interval is a whole number and m, h or d');
    expect(
      (await run('add', 'Bad Name', '--kind', 'blm', '--from', drop, '--every', '1h')).stderr,
    ).toContain('A feed name is lower-case letters');
    const nofolder = await run(
      'add',
      'y',
      '--kind',
      'blm',
      '--from',
      path.join(drop, 'nope'),
      '--every',
      '1h',
    );
    expect(nofolder).toMatchObject({ code: 1 });
    expect(nofolder.stderr).toMatch(/does not exist/);
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run('list', 'extra')).code).toBe(2);
  });
});
