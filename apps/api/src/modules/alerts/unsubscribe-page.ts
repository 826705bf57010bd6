import { savedSearchUrl } from '@yardstick/core/app-links';
import { escapeHtml } from '../../lib/mail/mailer.ts';

/**
 * The page of an alert email's Unsubscribe link (issue 40 item 10): the product's name and
 * look, what it stops, and where to change it again. No script; the styles are one inline
 * stylesheet, which the app's CSP allows (plugins/security-headers.ts: style-src
 * 'unsafe-inline', script-src 'self').
 */

/** What a token stops: a saved search's alerts (with its name, if it still exists) or the favourites'. */
export type UnsubscribeSubject =
  { kind: 'search'; id: string; name: string | null } | { kind: 'favourites' };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f1f3f5;color:#1c3d5a;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif}
header{background:#1c3d5a;color:#fff;padding:14px 24px}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:20px}
header span{display:block;font-size:13px;opacity:.8}
main{max-width:520px;margin:40px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (max-width:560px){main{margin:16px;padding:20px}}
h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 16px}
button{background:#087f5b;color:#fff;border:0;border-radius:6px;padding:12px 20px;font:inherit;font-weight:700;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #fab005;outline-offset:2px}
a{color:#087f5b}
`;

/** 'the alerts of your saved search “M21 3-beds”', or 'your favourite alerts'. */
export function subjectWords(subject: UnsubscribeSubject): string {
  if (subject.kind === 'favourites')
    return 'your favourite alerts (price drops and status changes)';
  return subject.name
    ? `the alerts of your saved search “${subject.name}”`
    : 'the alerts of a saved search that no longer exists';
}

export function unsubscribePage(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - Yardstick</title><style>${STYLE}</style></head><body><header><a href="/">Yardstick</a><span>A guide through the property maze</span></header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The GET page: what the button stops, and the button (the one-click POST). */
export function confirmPage(token: string, subject: UnsubscribeSubject | undefined): string {
  if (!subject) {
    return unsubscribePage(
      'This unsubscribe link is not valid',
      `<p>The link may have been cut short by your email program. Sign in to Yardstick and change your alerts under <a href="${escapeHtml(savedSearchUrl())}">Saved searches</a>.</p>`,
    );
  }
  return unsubscribePage(
    'Stop these alert emails?',
    `<p>This stops the emails for ${escapeHtml(subjectWords(subject))}.</p><form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** The page after the form's POST: what stopped, and where to change it again. */
export function donePage(subject: UnsubscribeSubject, base?: string): string {
  const manage =
    subject.kind === 'search' && subject.name
      ? savedSearchUrl(subject.id, base)
      : savedSearchUrl(undefined, base);
  return unsubscribePage(
    'You are unsubscribed',
    `<p>No more emails for ${escapeHtml(subjectWords(subject))}.</p><p>Change it any time under <a href="${escapeHtml(manage)}">Saved searches</a>.</p>`,
  );
}
