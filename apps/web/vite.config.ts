import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Leaflet, react-leaflet and the shared map components go into one `map` chunk that only
 * the map pages load (the home page never downloads Leaflet).
 */
const MAP_MODULES =
  /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|src[\\/]components[\\/]map[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules: their dependencies (React, zod, ...) stay shared.
          includeDependenciesRecursively: false,
          groups: [{ name: 'map', test: MAP_MODULES }],
        },
      },
    },
  },
});
