import type { AppContext } from '../../context.ts';
import { createCaptcha, type Captcha } from '../../lib/captcha/captcha.ts';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { createOidcProvider, type OidcProvider } from '../../lib/oidc/oidc-provider.ts';

export interface AccountsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the account services work with: config, database, mail, captcha and Google. */
export interface AccountsDeps {
  ctx: AppContext;
  mailer: Mailer;
  captcha: Captcha;
  /** Undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google: OidcProvider | undefined;
  log: AccountsLog;
  now(): Date;
}

export function createAccountsDeps(ctx: AppContext, log: AccountsLog): AccountsDeps {
  const { config } = ctx;
  return {
    ctx,
    mailer: createMailer(config, log),
    captcha: createCaptcha({
      provider: config.CAPTCHA_PROVIDER,
      secret: config.SESSION_SECRET,
      providerSecret: config.CAPTCHA_SECRET,
      db: ctx.database.db,
    }),
    google:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? createOidcProvider({
            issuer: config.OIDC_ISSUER,
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
          })
        : undefined,
    log,
    now: () => new Date(),
  };
}
