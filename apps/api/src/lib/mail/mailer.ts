import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body (always sent: some readers show only this part). */
  text: string;
  html: string;
  /** Extra headers (the alert emails' List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written in outbox mode. */
  file?: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

type MailConfig = Pick<Config, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Mail through nodemailer. MAIL_TRANSPORT=outbox (the default) writes each message as an
 * .eml file into DATA_DIR/outbox, which any mail program opens; smtp sends it to SMTP_URL.
 */
export function createMailer(config: MailConfig, log?: MailLog): Mailer {
  if (config.MAIL_TRANSPORT === 'smtp') {
    if (!config.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    const transporter: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      async send(message) {
        const info = (await transporter.sendMail({ from: config.MAIL_FROM, ...message })) as {
          messageId: string;
        };
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const dir = outboxDir(config.DATA_DIR);
  const transporter: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    transport: 'outbox',
    async send(message) {
      const info = (await transporter.sendMail({ from: config.MAIL_FROM, ...message })) as {
        messageId: string;
        message: Buffer;
      };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log?.info({ file, subject: message.subject }, 'email written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML body or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
