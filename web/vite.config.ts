import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Pure zod schema files shared with the API (they import nothing but zod).
      '@schemas': path.resolve(import.meta.dirname, '../api/src/modules'),
      // The role names and the policy table, so buttons follow the same rules the server enforces.
      '@api-auth': path.resolve(import.meta.dirname, '../api/src/shared/auth'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/graphql': { target: API, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
});
