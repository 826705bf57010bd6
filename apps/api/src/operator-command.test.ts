import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerVerified,
  signIn,
  startAccountsTestApp,
  type AccountsTestApp,
} from '../test/accounts-support.ts';
import { runOperator } from './operator-command.ts';

const OPERATOR_TOKEN = 'operator-token-for-the-cli-tests-0123456789abcdef';

function output() {
  let text = '';
  return {
    write(chunk: string) {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  } as unknown as NodeJS.WritableStream & { text: string };
}

/** `npm run operator -- end-membership` against a listening server (issue 25, item 7a). */
describe('npm run operator', () => {
  let app: AccountsTestApp;
  let url: string;
  beforeAll(async () => {
    app = await startAccountsTestApp({ OPERATOR_TOKEN });
    await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  async function run(argv: string[], token = OPERATOR_TOKEN) {
    const stdout = output();
    const stderr = output();
    const code = await runOperator(argv, {
      config: { OPERATOR_TOKEN: token, PUBLIC_URL: undefined, PORT: 3000 },
      stdout,
      stderr,
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }

  it('ends a member’s membership through the running server', async () => {
    const user = await registerVerified(app);
    const browser = await signIn(app, user);
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(false);

    const done = await run(['end-membership', '--email', user.emailId, '--url', url]);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(
      new RegExp(`^Ended the membership of ${user.emailId.toLowerCase()} at \\d{4}-`),
    );
    expect((await browser.get('/api/session')).json().membershipExpired).toBe(true);

    const again = await run(['end-membership', '--email', user.emailId, '--url', url]);
    expect(again.stdout).toMatch(/had no membership running: nothing to end/);
  });

  it('says what went wrong: unknown account, wrong token, no server, bad usage', async () => {
    const unknown = await run(['end-membership', '--email', 'nobody@example.com', '--url', url]);
    expect(unknown).toMatchObject({ code: 1, stderr: 'No account has this email address\n' });
    const refused = await run(
      ['end-membership', '--email', 'nobody@example.com', '--url', url],
      'another-token-of-the-right-length-0123456789',
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused the operator token/);
    const down = await run([
      'end-membership',
      '--email',
      'nobody@example.com',
      '--url',
      'http://127.0.0.1:9',
    ]);
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^No server answers at http:\/\/127\.0\.0\.1:9\. .*npm start/);
    expect((await run(['end-membership'])).code).toBe(2);
    expect((await run(['explode', '--email', 'a@b.co'])).code).toBe(2);
    expect((await run(['end-membership', '--emial', 'a@b.co'])).code).toBe(2);
    expect((await run(['--help'])).code).toBe(0);
  });
});
