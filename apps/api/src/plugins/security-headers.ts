import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileOrigins } from '../lib/map-tiles.ts';

/**
 * Helmet headers with a CSP that allows only our own scripts, plus the map tiles' host
 * (MAP_TILE_URL, by default OpenStreetMap's). Helmet's `Referrer-Policy: no-referrer` stays:
 * the tile images themselves ask for a Referer (BaseLayer), which tile providers require.
 */
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
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(mapTileUrl)],
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
