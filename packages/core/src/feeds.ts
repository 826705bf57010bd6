import { z } from 'zod';

/**
 * Feeds that run by themselves (docs/feeds.md): the names, kinds and intervals the CLI and
 * the operator API accept, and the answers of `/api/operator/feeds`.
 */

export const FEED_KINDS = ['blm', 'jsonl'] as const;
export type FeedKindName = (typeof FEED_KINDS)[number];

export const feedNameSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,62}$/,
    'A feed name is lower-case letters, digits, - and _ (up to 63), starting with a letter or digit',
  );

const UNIT_SECONDS = { m: 60, h: 3600, d: 86_400 } as const;

/** `15m`, `1h`, `1d` as seconds; undefined when not an interval of at least a minute. */
export function parseFeedInterval(text: string): number | undefined {
  const match = /^(\d{1,4})([mhd])$/.exec(text.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds >= 60 && seconds <= 30 * 86_400 ? seconds : undefined;
}

/** Seconds as the shortest of `1d`, `1h`, `15m` that says them exactly. */
export function formatFeedInterval(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400}d`;
  if (seconds % 3600 === 0) return `${seconds / 3600}h`;
  return `${Math.round(seconds / 60)}m`;
}

export const feedIntervalSchema = z
  .string()
  .refine((text) => parseFeedInterval(text) !== undefined, {
    message: 'An interval is a whole number and m, h or d (15m, 1h, 1d), from 1m to 30d',
  })
  .transform((text) => parseFeedInterval(text) as number);

/** A drop folder (an absolute path, or relative to where the command runs) or an http(s) URL. */
export const feedLocationSchema = z
  .string()
  .min(1, 'Give a folder or an http(s) URL')
  .refine((text) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^https?:\/\/[^/\s]+/i.test(text), {
    message: 'A URL feed must be an http:// or https:// URL',
  });

export const feedAddSchema = z.object({
  name: feedNameSchema,
  kind: z.enum(FEED_KINDS, { message: 'The kind is blm or jsonl' }),
  location: feedLocationSchema,
  everySeconds: feedIntervalSchema,
  full: z.boolean(),
});
export type FeedAddInput = z.input<typeof feedAddSchema>;

export const feedRejectionSchema = z.object({
  file: z.string().optional(),
  line: z.number().int(),
  reason: z.string(),
});

export const feedRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'manual', 'cli']),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  files: z.number().int(),
  filesFailed: z.number().int(),
  rowsRead: z.number().int(),
  rowsNew: z.number().int(),
  rowsUpdated: z.number().int(),
  rowsWithdrawn: z.number().int(),
  rowsRejected: z.number().int(),
  rejections: z.array(feedRejectionSchema),
  /** Kilobytes read so far and in all, while the run goes on. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedSchema = z.object({
  name: z.string(),
  kind: z.enum(FEED_KINDS),
  location: z.string(),
  /** The interval as written (15m, 1h, 1d). */
  every: z.string(),
  full: z.boolean(),
  enabled: z.boolean(),
  nextRunAt: z.string(),
  createdAt: z.string(),
  runs: z.array(feedRunSchema),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListSchema = z.object({ feeds: z.array(feedSchema) });
export const feedRunsSchema = z.object({ runs: z.array(feedRunSchema) });
export const feedParamsSchema = z.object({ name: feedNameSchema });
export const feedRunStartedSchema = z.object({ runId: z.number().int() });
