import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves the built app in production; in development Vite serves it and hands every
// API call (and the development mailbox) to the server, so cookies stay on one origin.
const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
});
