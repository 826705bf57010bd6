import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, escapeHtml, outboxDir } from './mailer.ts';
import {
  parseMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../test/test-smtp-server.ts';

const message = {
  to: 'priya@example.com',
  subject: 'Verify your email – Yardstick',
  text: 'Open https://yardstick.example/validate-email?token=abc_DEF-123 to continue. £5',
  html: '<p>Open <a href="https://yardstick.example/validate-email?token=abc_DEF-123">this</a></p>',
};

describe('mailer', () => {
  it('writes an .eml file with text and HTML parts into DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yardstick-mail-'));
    const mailer = createMailer({
      MAIL_TRANSPORT: 'outbox',
      SMTP_URL: undefined,
      MAIL_FROM: 'Yardstick <no-reply@yardstick.local>',
      DATA_DIR: dataDir,
    });
    const sent = await mailer.send(message);
    const files = readdirSync(outboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(sent.file).toBe(path.join(outboxDir(dataDir), files[0]!));
    const parsed = parseMail(readFileSync(sent.file!, 'utf8'));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
  });

  describe('over SMTP', () => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
    });
    afterAll(() => smtp.close());

    it('delivers to a real SMTP server', async () => {
      const mailer = createMailer({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Yardstick <no-reply@yardstick.local>',
        DATA_DIR: os.tmpdir(),
      });
      await mailer.send(message);
      const mail = await smtp.waitFor((m) => m.to.includes('priya@example.com'));
      expect(mail.from).toBe('no-reply@yardstick.local');
      expect(mail.text).toBe(message.text);
      expect(mail.html).toBe(message.html);
      mailer.close();
    });
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">O'Neil & co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;',
    );
  });
});
