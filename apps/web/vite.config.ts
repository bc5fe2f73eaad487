import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.PORTAL_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/portal', '/carrier', '/trucks', '/config.json', '/docs', '/.well-known', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The shell must stay small (DESIGN.md budget: 250 KB gzipped); route modules are lazy chunks.
    chunkSizeWarningLimit: 700,
  },
});
