import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app with an SPA fallback, so one process serves everything.
 * Unknown /api paths always get the JSON 404; other unknown paths get index.html.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) {
      // The catalogue's message: the method and path are the caller's input, not echoed.
      throw new AppError('NOT_FOUND');
    }
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
