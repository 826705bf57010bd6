import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPipelineConfig, PipelineConfigError } from './config.ts';

describe('pipeline config', () => {
  const dataDir = path.join(os.tmpdir(), 'yardstick-pipeline-config-test');

  it('defaults to the embedded database and the demo', () => {
    const config = loadPipelineConfig({ DATA_DIR: dataDir });
    expect(config).toEqual({ DATA_DIR: dataDir, DATABASE_URL: undefined, DEMO_DATA: 'auto' });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadPipelineConfig({ DATA_DIR: dataDir, DATABASE_URL: ' ' }).DATABASE_URL).toBe(
      undefined,
    );
  });

  it('lists every invalid value at once', () => {
    try {
      loadPipelineConfig({ DATA_DIR: dataDir, DATABASE_URL: 'not a url', DEMO_DATA: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(PipelineConfigError);
      const problems = (err as PipelineConfigError).problems;
      expect(problems).toHaveLength(2);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/DEMO_DATA/);
    }
  });
});
