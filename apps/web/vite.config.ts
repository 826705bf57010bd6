import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { writeRoutePreloads } from './build/route-preloads.ts';

/**
 * After a production build: dist/route-preloads.json (the chunks each page needs, which the
 * server announces in the HTML of that path) and Brotli/gzip copies of the text assets.
 */
function deliveryFiles(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'yardstick-delivery-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeRoutePreloads(root, outDir);
      precompress(outDir);
    },
  };
}

/**
 * Leaflet, react-leaflet and the shared map components go into one `map` chunk that only
 * the map pages load (the home page never downloads Leaflet). The circle's geometry is plain
 * arithmetic that the route loaders use too (a map page's first request, known from the
 * address), so it stays out of the chunk.
 */
const MAP_MODULES =
  /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|src[\\/]components[\\/]map[\\/](?!circle-geometry\.ts)/;

/**
 * React Router 7's package exports only its development build (remix-run/react-router#14102:
 * development warnings and checks in every production bundle); a production build of the app
 * takes the production build beside it, the same code without them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), deliveryFiles()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules: their dependencies (React, zod, ...) stay shared.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'map', test: MAP_MODULES, priority: 20 },
            // Everything the entry loads before any page (React, the router, Mantine, the
            // layout): one chunk. Left to the bundler, the modules the entry shares with
            // pages were split into some fifty chunks by which pages share them, and a cold
            // load of the details page fetched seventy scripts, six at a time (330 ms on
            // localhost before the first line ran).
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
}));
