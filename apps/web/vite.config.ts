import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { checkInServiceWorker } from './build/check-in-service-worker';
import { precompress } from './build/precompress';
import { preloadRoutes } from './build/preload-routes';

// The API server listens on 3000 in development; the page and the API share one origin through this proxy,
// so the session cookie stays same-origin exactly as in production (where the server serves dist/).
const apiTarget = 'http://127.0.0.1:3000';
// /robots.txt and /sitemap.xml name PUBLIC_URL's origin, so the server writes them too.
const proxy = Object.fromEntries(
  ['/api', '/new_api', '/uploads', '/healthz', '/robots.txt', '/sitemap.xml'].map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: false },
  ]),
);

const reactOnPreact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export default defineConfig({
  // Resolve everything from this folder whatever the caller's working directory (npm -w, npx from the root).
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // The pages visits start on: the server sends each one's chunks with the entry (router paths).
    preloadRoutes({
      '': 'src/app/routes/home.tsx',
      main: 'src/app/routes/home.tsx',
      home: 'src/app/routes/home.tsx',
      conf: 'src/app/routes/conf.tsx',
      ':idx': 'src/app/routes/conference-page.tsx',
      'community/:boardId': 'src/app/routes/community-list.tsx',
      mall: 'src/app/routes/mall-home.tsx',
      'mall/view/:itemId': 'src/app/routes/mall-item.tsx',
    }),
    // The check-in desk opens offline: its service worker keeps the page and what it loads.
    checkInServiceWorker('src/app/routes/barcode-verify.tsx'),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: `${import.meta.dirname}/src` },
      // The page runs on Preact's React compatibility layer: the same components, hooks, Radix and
      // TanStack Query, with 70 KB instead of 131 KB (gzip) of script before the first paint (react-dom
      // alone was 205 KB minified). Every browser test drives this build. Types still come from React's.
      ...Object.entries(reactOnPreact).map(([find, replacement]) => ({
        find: new RegExp(`^${find}$`),
        replacement,
      })),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
