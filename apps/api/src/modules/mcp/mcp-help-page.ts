import { escapeHtml } from '../../lib/mail/mailer.ts';

/**
 * What `GET /mcp` shows a browser (issue 40 item 12): that this is the MCP endpoint for
 * assistants, and how to connect one (docs/mcp.md says the same at length). No script; one
 * inline stylesheet, within the app's CSP (style-src 'unsafe-inline').
 */
export function mcpHelpPage(base: string): string {
  const u = escapeHtml(`${base}/mcp`);
  const home = escapeHtml(`${base}/`);
  const keys = escapeHtml(`${base}/account/api-keys`);
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Yardstick for assistants (MCP)</title><style>
*{box-sizing:border-box}
body{margin:0;background:#f1f3f5;color:#1c3d5a;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif}
header{background:#1c3d5a;color:#fff;padding:14px 24px}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:20px}
main{max-width:720px;margin:32px auto;padding:28px;background:#fff;border-radius:8px}
@media (max-width:760px){main{margin:12px;padding:18px}}
h1{font-size:24px;margin:0 0 12px}h2{font-size:18px;margin:24px 0 8px}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;background:#f1f3f5;border-radius:4px}
code{padding:1px 4px;overflow-wrap:anywhere}pre{padding:12px;overflow-x:auto;white-space:pre}
a{color:#087f5b}
</style></head><body><header><a href="${home}">Yardstick</a></header><main>
<h1>Yardstick for assistants (MCP)</h1>
<p>This address, <code>${u}</code>, is Yardstick's <a href="https://modelcontextprotocol.io">Model Context Protocol</a> endpoint. AI assistants and tools (Claude, Cursor, VS Code and others) connect here to search listings and PLO pairs, read a property's estimate, BMV and yields, compare areas and add deals, with your membership's permissions. It is not a page to browse: assistants send it <code>POST</code> requests.</p>
<h2>1. Make an API key</h2>
<p>Sign in and open <a href="${keys}">API keys</a> (in the user menu). Create a key with the <code>read</code> scope (add <code>deals:write</code> if the assistant may add deals). It is shown once.</p>
<h2>2. Add Yardstick to your assistant</h2>
<p>Transport: streamable HTTP. URL: <code>${u}</code>. Header: <code>Authorization: Bearer ysk_your_key</code>. For example, Claude Code:</p>
<pre>claude mcp add --transport http yardstick ${u} \\
  --header "Authorization: Bearer ysk_your_key"</pre>
<p>A client configured by JSON (Cursor, VS Code):</p>
<pre>{ "mcpServers": { "yardstick": {
  "url": "${u}",
  "headers": { "Authorization": "Bearer ysk_your_key" } } } }</pre>
<p>Without a key the endpoint answers 401; revoking the key on the API keys page stops it at once.</p>
</main></body></html>`;
}
