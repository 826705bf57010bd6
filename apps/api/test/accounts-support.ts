import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  findLink,
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from './test-smtp-server.ts';
import type { BuildAppOptions } from '../src/app.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** Test support for the account tests: an app mailing through a real SMTP server, and a
 *  tiny browser that keeps cookies and sends the CSRF header like the web client. */

export interface AccountsTestApp {
  t: TestApp;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

export async function startAccountsTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
  more: TestAppOptions = {},
): Promise<AccountsTestApp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp(
    { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, ...env },
    options,
    more,
  );
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

let addresses = 0;
/** A fresh client address, so the per-address rate limits do not couple unrelated tests. */
export function nextIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: TestApp,
    readonly ip = nextIp(),
    readonly host = 'localhost:3000',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.t.app.inject({
      method,
      url,
      ...(options.query ? { query: options.query } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      remoteAddress: this.ip,
      headers: {
        host: this.host,
        'x-requested-with': 'yardstick',
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) {
        this.cookies.delete(c.name);
      } else {
        this.cookies.set(c.name, c.value);
      }
    }
    return res;
  }

  get(url: string, query?: Record<string, string>) {
    return this.request('GET', url, query ? { query } : {});
  }

  post(url: string, body: unknown) {
    return this.request('POST', url, { body });
  }
}

export interface TestUser {
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
}

let counter = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  return {
    firstName: 'Priya',
    lastName: 'Shah',
    emailId: `priya.${Date.now()}.${counter}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

export function registration(user: TestUser) {
  return { ...user, confirmPassword: user.password, captchaToken: '', host: 'localhost:3000' };
}

export function mailTo(smtp: TestSmtpServer, email: string, subject: RegExp) {
  const address = email.toLowerCase();
  return smtp.waitFor(
    (m) => m.to.some((to) => to.toLowerCase() === address) && subject.test(m.subject),
  );
}

/** Registers through the API, opens the emailed link and returns the verified user. */
export async function registerVerified(
  app: AccountsTestApp,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const browser = new TestBrowser(app.t);
  const res = await browser.post('/api/register/user', registration(user));
  expect(res.statusCode).toBe(201);
  const mail: ReceivedMail = await mailTo(app.smtp, user.emailId, /Verify/);
  const token = findLink(mail, '/validate-email').searchParams.get('token')!;
  const verified = await browser.get('/api/validate/registration/email', { token });
  expect(verified.statusCode).toBe(200);
  return user;
}

export async function signIn(
  app: AccountsTestApp,
  user: TestUser,
  rememberMe = false,
): Promise<TestBrowser> {
  const browser = new TestBrowser(app.t);
  const res = await browser.post('/api/login', {
    loginId: user.emailId,
    password: user.password,
    rememberMe,
  });
  expect(res.statusCode).toBe(200);
  return browser;
}

/**
 * A test wrote a user's row, sessions or memberships behind the services' back (raw SQL):
 * drops what the app's session cache keeps of the user, as the service making that change
 * would (decision 0021).
 */
export async function changedBehindTheApp(app: AccountsTestApp, email: string): Promise<void> {
  const user = await app.t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await app.t.sessions.forget({ userId: user.id });
}
