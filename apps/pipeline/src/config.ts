import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The settings the pipeline reads, parsed once (the API has its own, larger config). They
 * mean the same as the README's configuration table: which database, where the data folder
 * is, and whether the demo dataset may be loaded.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  // The API's Redis: `users grant-operator` tells the running servers there (decision 0021).
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // `evaluate`'s folder of real Price Paid sets (default ../shared/data/real-ppd).
  REAL_PPD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type PipelineConfig = z.infer<typeof envSchema>;

export class PipelineConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'PipelineConfigError';
  }
}

/** Parses the environment; throws PipelineConfigError listing every problem at once. */
export function loadPipelineConfig(env: NodeJS.ProcessEnv = process.env): PipelineConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new PipelineConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const DATA_DIR = path.resolve(parsed.data.DATA_DIR);
  mkdirSync(DATA_DIR, { recursive: true });
  return { ...parsed.data, DATA_DIR };
}
