import { defineCommand, UsageError } from '../cli/command.ts';

const ACTIONS = ['grant-operator', 'revoke-operator', 'list-operators'] as const;

/** `npm run data -- users grant-operator|revoke-operator EMAIL`, `users list-operators`. */
export const command = defineCommand({
  name: 'users',
  synopsis: 'users grant-operator|revoke-operator EMAIL | list-operators',
  summary: 'grant or revoke the operator role (API keys with listings:write, feeds)',
  usage: `Usage: npm run data -- users grant-operator EMAIL
       npm run data -- users revoke-operator EMAIL
       npm run data -- users list-operators [--json]

  An operator may create API keys with the scope listings:write (to push listings) and
  run the feeds. The role is granted and revoked only here, never by the web; the account
  must exist (registered on the site). Revoking it stops the account's listings:write keys
  at once (they answer 403 OPERATOR_REQUIRED). On demo data the demo account is an operator.

  The running servers keep a signed-in user for SESSION_CACHE_SECONDS: with REDIS_URL set
  (the servers' own), the command tells them and they see the change at once; without it,
  within those seconds.
`,
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
  },
  async run({ config, openDatabase, stdout, stderr }, values, positionals) {
    const [action, ...rest] = positionals;
    if (!action || !(ACTIONS as readonly string[]).includes(action)) throw new UsageError();
    const list = action === 'list-operators';
    if (list ? rest.length > 0 : rest.length !== 1) {
      throw new UsageError(list ? 'list-operators takes no email' : `${action} needs one EMAIL`);
    }
    const { listOperators, setOperator } = await import('./operators.ts');
    const handle = await openDatabase();
    try {
      if (list) {
        const rows = await listOperators(handle.db);
        if (values.json) stdout.write(`${JSON.stringify(rows)}\n`);
        else if (rows.length === 0) stdout.write('No operators.\n');
        else {
          for (const r of rows) {
            stdout.write(`${r.email.padEnd(40)} ${r.name.padEnd(24)} ${r.liveKeys} live keys\n`);
          }
        }
        return 0;
      }
      const grant = action === 'grant-operator';
      const done = await setOperator(handle.db, rest[0]!, grant);
      if (!done) {
        stderr.write(`No account with the email ${rest[0]!}.\n`);
        return 1;
      }
      const redisUrl = config().REDIS_URL;
      if (done.changed && redisUrl) {
        const { publishSessionInvalidation } = await import('./session-invalidation.ts');
        if (!(await publishSessionInvalidation(redisUrl, { userId: done.id }))) {
          stderr.write(
            'Could not reach Redis (REDIS_URL): the running servers see the change within SESSION_CACHE_SECONDS.\n',
          );
        }
      }
      const state = grant ? 'is an operator' : 'is no longer an operator';
      stdout.write(`${done.email} ${state}${done.changed ? '' : ' (unchanged)'}\n`);
      return 0;
    } finally {
      await handle.close();
    }
  },
});
