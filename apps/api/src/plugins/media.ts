import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves listing pictures and floor plans kept under DATA_DIR/media at /media/ (the demo
 * dataset writes its generated pictures to DATA_DIR/media/demo). Files are immutable once
 * written, so they are cached for a day.
 */
export async function registerMedia(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = path.join(dataDir, 'media');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('x-content-type-options', 'nosniff');
      // SVG pictures may not run scripts, even when opened directly.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
}
