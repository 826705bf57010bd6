import { stat } from 'node:fs/promises';
import path from 'node:path';
import { feedAddSchema, feedNameSchema, formatFeedInterval } from '@yardstick/core/feeds';
import { defineCommand, UsageError } from '../cli/command.ts';

const USAGE = `Usage: npm run data -- feeds add NAME --kind blm|jsonl --from DIR|URL --every 1h [--full]
       npm run data -- feeds list [--json]
       npm run data -- feeds run NAME
       npm run data -- feeds remove NAME

  Feeds that the server runs by themselves (docs/feeds.md). A drop folder takes .blm files
  (or .zip files holding one .blm and its pictures) for a blm feed, .jsonl/.ndjson files for
  a jsonl feed; each file is imported once and moved to done/, or to failed/ with a
  <file>.reason.txt. A URL feed fetches the URL and imports the body when it changed.

  --kind    blm or jsonl
  --from    the drop folder, or an http(s) URL
  --every   how often the server runs it: 15m, 1h, 1d (1m to 30d)
  --full    each file is a full snapshot: the feed's listings absent from it are withdrawn
  --json    list as JSON

  'run' runs the feed now in this process, printing its progress (the server's scheduler
  runs it on its schedule; SERVER: FEEDS_TICK_SECONDS).
`;

/** `npm run data -- feeds add|list|run|remove`. */
export const command = defineCommand({
  name: 'feeds',
  synopsis: 'feeds add|list|run|remove [options]',
  summary: 'set up, list, run and remove the listing feeds the server runs on schedule',
  usage: USAGE,
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    from: { type: 'string' },
    every: { type: 'string' },
    full: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
  async run({ openDatabase, config, stdout, stderr }, values, positionals) {
    const [action, name, ...rest] = positionals;
    if (!action || rest.length > 0 || !['add', 'list', 'run', 'remove'].includes(action)) {
      throw new UsageError();
    }
    if (action === 'list' ? name !== undefined : name === undefined) throw new UsageError();
    if (name !== undefined) {
      const checked = feedNameSchema.safeParse(name);
      if (!checked.success) throw new UsageError(checked.error.issues[0]?.message);
    }
    let add: ReturnType<typeof feedAddSchema.parse> | undefined;
    if (action === 'add') {
      const parsed = feedAddSchema.safeParse({
        name,
        kind: values.kind,
        location: values.from,
        everySeconds: values.every,
        full: values.full,
      });
      if (!parsed.success) {
        const field = { location: 'from', everySeconds: 'every' } as Record<string, string>;
        const lines = parsed.error.issues.map((issue) => {
          const key = String(issue.path[0] ?? '');
          const given = { kind: values.kind, location: values.from, everySeconds: values.every }[
            key as 'kind'
          ];
          return given === undefined && key !== 'name'
            ? `--${field[key] ?? key} is required`
            : `--${field[key] ?? key}: ${issue.message}`;
        });
        throw new UsageError(lines.join('\n'));
      }
      add = parsed.data;
      if (!/^https?:\/\//i.test(add.location)) {
        add.location = path.resolve(add.location);
        const info = await stat(add.location).catch(() => undefined);
        if (!info?.isDirectory()) {
          stderr.write(`The drop folder ${add.location} does not exist (create it first)\n`);
          return 1;
        }
      }
    }

    const store = await import('@yardstick/engine/feeds/feeds-store');
    const handle = await openDatabase();
    try {
      if (add) {
        const row = await store.insertFeed(handle.db, add);
        stdout.write(
          `feed ${row.name}: ${row.kind} from ${row.location} every ${formatFeedInterval(row.every_seconds)}` +
            `${row.full_snapshot ? ', full snapshots' : ''}; first run when the server next ticks\n`,
        );
        return 0;
      }
      if (action === 'list') {
        const { listFeedsWithRuns } = await import('@yardstick/engine/feeds/feeds.public');
        const feeds = await listFeedsWithRuns(handle.db, 1);
        if (values.json) {
          stdout.write(`${JSON.stringify(feeds)}\n`);
          return 0;
        }
        if (feeds.length === 0) stdout.write('No feeds. Add one with: npm run data -- feeds add\n');
        for (const f of feeds) {
          const last = f.runs[0];
          const lastText = last
            ? `last run ${last.startedAt.slice(0, 16).replace('T', ' ')} ${last.status}` +
              ` (${last.rowsRead} read, ${last.rowsNew} new, ${last.rowsUpdated} updated, ` +
              `${last.rowsWithdrawn} withdrawn, ${last.rowsRejected} rejected)`
            : 'never run';
          stdout.write(
            `${f.name.padEnd(20)} ${f.kind.padEnd(5)} every ${f.every.padEnd(4)}${f.full ? ' full' : '     '}` +
              ` ${f.enabled ? '' : '(disabled) '}${f.location}\n${''.padEnd(21)}${lastText}\n`,
          );
        }
        return 0;
      }
      if (action === 'remove') {
        await store.deleteFeed(handle.db, name as string);
        stdout.write(`feed ${name} removed (its files and imported listings stay)\n`);
        return 0;
      }
      const { startFeedRun } = await import('@yardstick/engine/feeds/feeds.public');
      const { done } = await startFeedRun(
        handle,
        name as string,
        {
          mediaDir: path.join(config().DATA_DIR, 'media'),
          log: (line) => stderr.write(`  ${line}\n`),
        },
        { trigger: 'cli' },
      );
      const r = await done;
      stdout.write(
        `feed ${name}: ${r.status}, ${r.files} file(s) (${r.filesFailed} failed), ${r.rowsRead} rows read, ` +
          `${r.rowsNew} new, ${r.rowsUpdated} updated, ${r.rowsWithdrawn} withdrawn, ${r.rowsRejected} rejected` +
          `${r.derived ? '; derived' : ''}\n`,
      );
      for (const e of r.rejections.slice(0, 5)) {
        stderr.write(`  ${e.file} line ${e.line}: ${e.reason}\n`);
      }
      if (r.error) stderr.write(`${r.error}\n`);
      return r.status === 'succeeded' ? 0 : 1;
    } catch (error) {
      if (error instanceof store.FeedError) {
        stderr.write(`${error.message}\n`);
        return 1;
      }
      throw error;
    } finally {
      await handle.close();
    }
  },
});
