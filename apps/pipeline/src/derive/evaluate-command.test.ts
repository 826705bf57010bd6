import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../cli/command.ts';
import { runCli } from '../cli/run-cli.ts';
import { output } from '../../test/cli-support.ts';
import type { EvaluationRun } from './evaluate.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'yardstick-evaluate-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = async (...argv: string[]) => {
  const stdout = output();
  const stderr = output();
  const context: CommandContext = {
    config: () => ({ DATA_DIR: dir, DATABASE_URL: undefined, DEMO_DATA: 'off' }),
    openDatabase: () => Promise.reject(new Error('evaluate opens no database of its context')),
    stdout,
    stderr,
  };
  const code = await runCli(['evaluate', ...argv], context);
  return { code, stdout: stdout.text, stderr: stderr.text };
};

const saved = (estimate: number): EvaluationRun => ({
  deriveVersion: 9,
  at: '2026-12-02T00:00:00Z',
  sets: [
    {
      name: 'sw19',
      from: '2019-03',
      to: '2020-02',
      sales: Array.from({ length: 50 }, (_, i) => ({
        tid: `t${i}`,
        price: 100_000,
        estimate: i % 2 ? estimate : 100_000,
        baseline: null,
        band: 'Medium' as const,
        inRange: true,
      })),
    },
  ],
});

describe('npm run data -- evaluate', () => {
  it('says so when the real sets folder is absent, and runs nothing else then', async () => {
    const missing = path.join(dir, 'no-such-folder');
    const r = await run('--sets', 'sw19,barbican', '--real-ppd', missing);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `The real sets' folder ${missing} is absent: sw19, barbican skipped`,
    );
    expect(r.stderr).toContain('No set to evaluate.');
  });

  it('refuses an unknown set (usage, exit 2)', async () => {
    const r = await run('--sets', 'atlantis');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown set(s): atlantis.');
  });

  it('prints a saved run with the paired bootstrap against an earlier one', async () => {
    const before = path.join(dir, 'before.json');
    const after = path.join(dir, 'after.json');
    writeFileSync(before, JSON.stringify(saved(130_000)));
    writeFileSync(after, JSON.stringify(saved(104_000)));
    const r = await run('--run', after, '--compare', before, '--sets', 'sw19');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Evaluation: DERIVE_VERSION 9');
    expect(r.stdout).toMatch(/sw19\s+50\s+50\s+100\.0%\s+100\.0%/);
    expect(r.stdout).toMatch(/sw19\s+50\s+\+50\.00 \[\+/);
  });
});
