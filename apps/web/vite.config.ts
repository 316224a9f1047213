import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  // .br and .gz copies of the text assets, served by content negotiation (apps/api/src/http/static-web.ts).
  plugins: [react(), tailwindcss(), compression()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      // HTTP and the live-event socket (/api/ws) go to the API; a bare /ws is an alias of /api/ws.
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '^/ws(?=[/?]|$)': {
        target: API_TARGET,
        changeOrigin: true,
        ws: true,
        rewrite: (path) => path.replace(/^\/ws/, '/api/ws'),
      },
    },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React, the router and TanStack Query change rarely: one long-cached vendor chunk.
        // Every non-landing route is a React.lazy chunk of its own (src/app/routes).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
