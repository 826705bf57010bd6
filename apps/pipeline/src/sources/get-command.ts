import { defineCommand, UsageError, type CommandContext } from '../cli/command.ts';
import type { EpcCredentials } from '@yardstick/engine/sources/get-data';

const GET_USAGE = `Usage: npm run data -- get <areas...> [--dry-run] [--from <folder>] [--source name=URL] [--refresh] [--json]

  Fetches each open dataset the app uses from its publisher (packages/engine/src/sources/data-sources.json),
  keeps the rows of the areas as it streams, imports them, then derives.

  areas            postcode areas (RG), districts (RG1), local authority codes (E06000038)
                   or names (Reading); or --all
  --all            the whole country (several GB: see the README, "Use it on real data")
  --dry-run        list what would be fetched and its size; fetch nothing
  --from <folder>  read files downloaded by hand (publishers' file names) instead of fetching
  --source n=URL   fetch a dataset (ppd) or one file (ppd.monthly) from another address
  --refresh        fetch only what changed since the last run (Price Paid's monthly change
                   file, the new UK HPI month, the new police.uk month) for its areas
  --only a,b       only these datasets (nspl or codepoint replace the ONSPD)
  --years N        Price Paid's yearly files of the last N years, not the complete file
  --months N       police.uk: the last N months (default 12)
  --no-derive      do not derive after the imports
  --json           print the result as one JSON object
`;

/** Asks for the EPC register's email and API key on a terminal; nothing off one. */
function terminalAsker(
  context: CommandContext,
): (() => Promise<EpcCredentials | undefined>) | undefined {
  if (!process.stdin.isTTY || context.stderr.isTTY !== true) return undefined;
  return async () => {
    const { createInterface } = await import('node:readline/promises');
    const rl = createInterface({ input: process.stdin, output: context.stderr });
    try {
      context.stderr.write(
        'The EPC register needs your own free registration (https://epc.opendatacommunities.org/login).\n',
      );
      const email = (await rl.question('EPC register email (empty to skip): ')).trim();
      if (!email) return undefined;
      const key = (await rl.question('EPC register API key: ')).trim();
      return key ? { email, key } : undefined;
    } finally {
      rl.close();
    }
  };
}

export const command = defineCommand({
  name: 'get',
  synopsis: 'get <areas...> [options]',
  summary:
    'fetch the open datasets for areas (RG1, RG, Reading, --all) from their publishers,\n' +
    'import and derive; --dry-run lists them, --from reads a folder, --refresh updates',
  usage: GET_USAGE,
  options: {
    all: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    from: { type: 'string' },
    source: { type: 'string', multiple: true },
    refresh: { type: 'boolean', default: false },
    only: { type: 'string' },
    years: { type: 'string' },
    months: { type: 'string' },
    'no-derive': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
  async run(context, values, positionals) {
    const { parseAreas, AreaError } = await import('@yardstick/engine/sources/areas');
    const { loadManifest, withSources } = await import('@yardstick/engine/sources/manifest');
    const { runDataGet } = await import('@yardstick/engine/sources/get-data');
    const whole = (name: string, text: string | undefined) => {
      if (text === undefined) return undefined;
      const n = Number(text);
      if (!Number.isInteger(n) || n < 1)
        throw new UsageError(`--${name} must be a whole number above 0`);
      return n;
    };
    const years = whole('years', values.years);
    const months = whole('months', values.months);
    let selection;
    if (!values.refresh || positionals.length > 0 || values.all) {
      try {
        selection = parseAreas(positionals, values.all);
      } catch (error) {
        if (error instanceof AreaError) throw new UsageError(error.message);
        throw error;
      }
    }
    let manifest = loadManifest();
    try {
      manifest = withSources(manifest, values.source ?? []);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const only = values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = only?.filter((name) => !manifest.datasets.some((d) => d.name === name));
    if (unknown?.length) throw new UsageError(`--only: no dataset ${unknown.join(', ')}`);
    const asker = terminalAsker(context);
    const { code } = await runDataGet({
      ...(selection ? { selection } : {}),
      dataDir: context.config().DATA_DIR,
      manifest,
      ...(values.from ? { from: values.from } : {}),
      dryRun: values['dry-run'],
      refresh: values.refresh,
      ...(only ? { only } : {}),
      ...(years ? { years } : {}),
      ...(months ? { months } : {}),
      json: values.json,
      derive: !values['no-derive'],
      ...(asker ? { askEpcCredentials: asker } : {}),
      openDatabase: context.openDatabase,
      deriveAfter: async ({ full }) => {
        const { deriveAfterImport } = await import('../derive/derive-command.ts');
        return deriveAfterImport(context, { full });
      },
      stdout: context.stdout,
      stderr: context.stderr,
    });
    return code;
  },
});
