// The seller console's build (docs/console.md): `node scripts/build.mjs` runs it into dist/apps/console,
// which the gateway serves at /console.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react()],
  resolve: { alias: { '@tezgah/client': path.join(root, 'libs/client/src/index.ts') } },
  build: {
    outDir: path.join(root, 'dist/apps/console'),
    emptyOutDir: true,
    target: 'es2022',
    // No inline module-preload polyfill: the console's CSP allows scripts from its own origin only.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
  },
  logLevel: 'warn',
});
