import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadRoutes } from './build/preload-routes';

// The API server listens on 3000 in development; the page and the API share one origin through this proxy,
// so the session cookie stays same-origin exactly as in production (where the server serves dist/).
const apiTarget = 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/api', '/new_api', '/uploads', '/healthz'].map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: false },
  ]),
);

export default defineConfig({
  // Resolve everything from this folder whatever the caller's working directory (npm -w, npx from the root).
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // /main is where most visits start: fetch its page chunk together with the entry.
    preloadRoutes(['src/app/routes/home.tsx']),
    precompress(),
  ],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
