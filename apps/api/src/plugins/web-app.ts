import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INITIAL_SESSION_ELEMENT_ID } from '@yardstick/core/accounts';
import { AppError } from '../errors.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** dist/route-preloads.json, written by the web build: the chunks each page path needs. */
type RoutePreloads = Record<string, { js: string[]; css: string[] } | undefined>;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The HTML with `tags` added at the end of its head, one to a line. */
function inHead(html: string, tags: readonly string[]): string {
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/** index.html with the page's own chunks announced, so they load beside the main bundle. */
export function withPreloads(html: string, preload: { js: string[]; css: string[] } | undefined) {
  if (!preload || (preload.js.length === 0 && preload.css.length === 0)) return html;
  const links = [
    ...preload.css.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...preload.js.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  return inHead(html, links);
}

/**
 * The API answers a page at this address asks for first, announced in its HTML so the browser
 * fetches them while the scripts load (`<link rel="preload" as="fetch">`, matched by the
 * app's own same-origin fetch): the property details header's data on /property-details.
 * The session is not announced (it answers no-store, which a preload cannot hand over): it
 * goes into the HTML itself (`withInitialSession`).
 */
export function dataPreloads(routePath: string, query: URLSearchParams): string[] {
  const id = query.get('id');
  if (routePath === '/property-details' && id && /^\d{1,18}$/.test(id)) {
    return [`/api/property-estimates/${id}`];
  }
  return [];
}

function withDataPreloads(html: string, urls: string[]): string {
  if (urls.length === 0) return html;
  const links = urls.map(
    (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
  );
  return inHead(html, links);
}

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`) and no line
 * separators that older parsers take for line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * index.html with the session of the request (GET /api/session's answer, or null for a
 * visitor) in a JSON data block, so the app knows who is signed in at its first render instead
 * of asking after its scripts have run: a guarded page then renders without a round trip
 * first (a `type="application/json"` block is data, which the content security policy leaves
 * alone).
 */
export function withInitialSession(html: string, session: unknown): string {
  const block = `<script id="${INITIAL_SESSION_ELEMENT_ID}" type="application/json">${scriptSafeJson(session)}</script>`;
  return inHead(html, [block]);
}

/** The session of a page's request as GET /api/session answers it; null for a visitor. */
export type InitialSession = (request: FastifyRequest) => Promise<unknown>;

/**
 * Serves the built web app with an SPA fallback, so one process serves everything.
 * Unknown /api paths always get the JSON 404; other unknown paths get index.html, with the
 * scripts and styles of the page at that path announced in it. Assets go out pre-compressed
 * (Brotli or gzip, as the browser accepts) from the copies the build wrote beside them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  initialSession?: InitialSession,
): Promise<void> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Read again whenever a new build replaces index.html (its asset names change with it).
  let cached: { mtimeMs: number; html: string; preloads: RoutePreloads } | undefined;
  const indexPage = () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const preloadsFile = path.join(root, 'route-preloads.json');
      cached = {
        mtimeMs,
        html: readFileSync(indexFile, 'utf8'),
        preloads: existsSync(preloadsFile)
          ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
          : {},
      };
    }
    return cached;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) {
      // The catalogue's message: the method and path are the caller's input, not echoed.
      throw new AppError('NOT_FOUND');
    }
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND');
    }
    const page = indexPage();
    const routePath = url.length > 1 ? url.replace(/\/+$/, '') : url;
    let html = withDataPreloads(
      withPreloads(
        page.html,
        Object.hasOwn(page.preloads, routePath) ? page.preloads[routePath] : undefined,
      ),
      dataPreloads(routePath, new URLSearchParams(request.url.split('?')[1] ?? '')),
    );
    if (initialSession) {
      // A lookup that fails leaves the page to ask GET /api/session itself, as before.
      const session = await initialSession(request).catch(() => undefined);
      if (session !== undefined) {
        html = withInitialSession(html, session);
        // It names the signed-in user: never kept by a shared cache, never served to another.
        void reply.header('vary', 'Cookie');
        return reply
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
