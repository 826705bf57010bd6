import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function tileOrigin(tileUrl: string | undefined): string[] {
  if (!tileUrl) return [];
  try {
    // Templates look like https://{s}.tile.example.org/{z}/{x}/{y}.png
    const url = new URL(tileUrl.replace('{s}.', '').replace(/\{[^}]+\}/g, '0'));
    const wildcard = tileUrl.includes('{s}.') ? [`${url.protocol}//*.${url.host}`] : [];
    return [url.origin, ...wildcard];
  } catch {
    return [];
  }
}

/** Helmet headers with a CSP that allows only our own scripts, plus map tiles when configured. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  mapTileUrl: string | undefined,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Leaflet set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
