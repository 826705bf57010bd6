import { parseArgs } from 'node:util';
import {
  operatorSendDigestsResponseSchema,
  type OperatorSendDigestsResponse,
} from '@yardstick/core/alerts/alerts';
import {
  operatorEndMembershipResponseSchema,
  type OperatorEndMembershipResponse,
} from '@yardstick/core/membership/membership';
import type { Config } from './config.ts';

/**
 * `npm run operator -- <command>`: what operators and testers do to a running server
 * (docs/http-api.md#operator-commands). It goes through the server's operator API with the
 * operator token, never to the database itself: the embedded database (PGlite) can be opened
 * by one process only, and a second process neither sees the server's writes nor leaves the
 * data folder whole. On PostgreSQL it works the same way.
 */
export const OPERATOR_USAGE = `Usage: npm run operator -- end-membership --email ADDRESS [--url URL]
       npm run operator -- send-digests [--url URL]

  end-membership  ends the member's membership now (trial, paid periods, grace), so the
                  expiry can be seen without moving the clock; their payments and auto
                  debit stay (an auto debit still active starts a new period at its next
                  collection: the member can cancel it on /membership).

  send-digests    runs the alerts job now, its daily and weekly digests taking every
                  match so far (as if ALERTS_DIGEST_HOUR had come): to see a digest, or
                  to catch up after the mail transport was down. The regular digests
                  still go at the hour, with the matches recorded after this.

  The server must be running. --url is its address (default PUBLIC_URL, else
  http://127.0.0.1:PORT). The operator token is OPERATOR_TOKEN, or the one the server
  generated in DATA_DIR/operator-token.
`;

export interface OperatorIo {
  config: Pick<Config, 'OPERATOR_TOKEN' | 'PUBLIC_URL' | 'PORT'>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  fetch?: typeof fetch;
}

/** The server's address for the command: --url, else PUBLIC_URL, else this machine's PORT. */
export function serverUrl(config: OperatorIo['config'], given: string | undefined): string {
  return (given ?? config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
}

function describeEnd(r: OperatorEndMembershipResponse): string {
  const what =
    r.ended === 0
      ? `${r.email} had no membership running: nothing to end`
      : `Ended ${r.ended === 1 ? 'the membership' : `${r.ended} memberships`} of ${r.email} at ${r.endedAt}`;
  const debit = r.autoDebit
    ? `\nTheir auto debit is still active: its next collection (${r.autoDebit.nextCollectionDate}) starts a new period. The member can cancel it on /membership.`
    : '';
  return `${what}${debit}\n`;
}

function describeDigests(r: OperatorSendDigestsResponse): string {
  const failed = r.failed ? ` ${r.failed} failed and will be retried.` : '';
  return `Composed ${r.composed} alert emails (${r.events} listing events matched); sent ${r.sent}.${failed}\n`;
}

/** Runs an operator command; resolves to the exit status (0 done, 1 failed, 2 usage). */
export async function runOperator(argv: readonly string[], io: OperatorIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n\n${OPERATOR_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(OPERATOR_USAGE);
    return 0;
  }
  const command = positionals.length === 1 ? positionals[0] : undefined;
  const call =
    command === 'end-membership' && values.email
      ? { path: '/api/operator/memberships/end', body: { email: values.email } }
      : command === 'send-digests' && !values.email
        ? { path: '/api/operator/alerts/send-digests', body: {} }
        : undefined;
  if (!call) {
    io.stderr.write(OPERATOR_USAGE);
    return 2;
  }

  const base = serverUrl(io.config, values.url);
  let res: Response;
  try {
    res = await (io.fetch ?? fetch)(`${base}${call.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${io.config.OPERATOR_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(call.body),
    });
  } catch {
    io.stderr.write(
      `No server answers at ${base}. Operator commands go through the running server ` +
        '(the embedded database opens in one process only): start it with npm start, or ' +
        'give its address with --url.\n',
    );
    return 1;
  }
  const body: unknown = await res.json().catch(() => ({}));
  if (res.ok) {
    io.stdout.write(
      command === 'send-digests'
        ? describeDigests(operatorSendDigestsResponseSchema.parse(body))
        : describeEnd(operatorEndMembershipResponseSchema.parse(body)),
    );
    return 0;
  }
  const { message, errors } = body as { message?: string; errors?: Record<string, string> };
  const detail = errors ? Object.values(errors).join('; ') : message;
  io.stderr.write(
    res.status === 401
      ? `The server at ${base} refused the operator token: OPERATOR_TOKEN (or DATA_DIR/operator-token) must be the server's.\n`
      : `${detail ?? `The server answered ${res.status}`}\n`,
  );
  return 1;
}
