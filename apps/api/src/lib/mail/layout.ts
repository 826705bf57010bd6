import { escapeHtml, type MailMessage } from './mailer.ts';

/** The layout every email of the app uses: a plain-text and an HTML body. */
export interface EmailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}

export function renderEmail(content: EmailContent): MailMessage {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.footer,
    '',
    'Yardstick - a guide through the property maze',
  ].join('\n');
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1c3d5a">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1c3d5a">Yardstick</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#087f5b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#087f5b;word-break:break-all">${escapeHtml(content.action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#495057">${escapeHtml(content.footer)}</p>
</td></tr>
</table>
</body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
