import { defineCommand, UsageError } from '../cli/command.ts';

/** `npm run data -- plans list|set|retire`: the membership plans on sale. */
export const command = defineCommand({
  name: 'plans',
  synopsis: 'plans list|set|retire [options]',
  summary: 'list, create or change, and retire membership plans',
  usage: `Usage: npm run data -- plans list [--json]
       npm run data -- plans set --id N [--name NAME] [--kind monthly|yearly|other|auto_debit]
                                 [--amount POUNDS] [--months N]
                                 [--description TEXT] [--attributes a,b,c] [--order N]
       npm run data -- plans retire --id N

  The plans /subscription offers (GET /api/membership/plans). 'set' creates plan N or
  changes only the fields given (and puts a retired plan back on sale); a new plan needs
  --name, --amount (whole pounds) and --months. The frequency the payment carries, and the
  plan card shows, is the period in words ('1 month', '3 months', '1 year'). Features shown
  with a tick or a cross follow --attributes (the permission attributes the plan grants;
  default all). There is one live monthly, yearly and auto_debit plan (1001 is the
  auto-debit plan); 'retire' takes a plan off sale without touching the payments made
  on it.
`,
  allowPositionals: true,
  options: {
    id: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string' },
    amount: { type: 'string' },
    months: { type: 'string' },
    description: { type: 'string' },
    attributes: { type: 'string' },
    order: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  async run({ openDatabase, stdout, stderr }, values, positionals) {
    const [action, ...rest] = positionals;
    if (!action || rest.length > 0 || !['list', 'set', 'retire'].includes(action)) {
      throw new UsageError();
    }
    const int = (name: string, text: string | undefined) => {
      if (text === undefined) return undefined;
      if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number`);
      return Number(text);
    };
    const id = int('id', values.id);
    if (action !== 'list' && id === undefined) throw new UsageError('--id is required');
    const input = {
      id: id ?? 0,
      name: values.name,
      kind: values.kind as never,
      amount: int('amount', values.amount),
      periodMonths: int('months', values.months),
      description: values.description,
      attributes: values.attributes
        ?.split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      sortOrder: int('order', values.order),
    };

    const { listPlans, PlanError, retirePlan, setPlan } = await import('./plans.ts');
    const handle = await openDatabase();
    try {
      const db = handle.db;
      if (action === 'list') {
        const rows = await listPlans(db);
        if (values.json) {
          stdout.write(`${JSON.stringify(rows)}\n`);
        } else {
          for (const p of rows) {
            const state = p.retired_at ? 'retired' : 'on sale';
            stdout.write(
              `${String(p.id).padStart(5)}  ${p.name.padEnd(20)} ${p.kind.padEnd(10)} £${String(p.amount).padStart(5)}  ${p.frequency.padEnd(10)} ${String(p.period_months).padStart(3)} months  ${state}\n`,
            );
          }
        }
        return 0;
      }
      try {
        const row = action === 'set' ? await setPlan(db, input) : await retirePlan(db, input.id);
        stdout.write(
          `plan ${row.id} ${row.name}: £${row.amount} / ${row.frequency}, ${row.retired_at ? 'retired' : 'on sale'}\n`,
        );
        return 0;
      } catch (err) {
        if (err instanceof PlanError) {
          stderr.write(`${err.message}\n`);
          return 1;
        }
        throw err;
      }
    } finally {
      await handle.close();
    }
  },
});
