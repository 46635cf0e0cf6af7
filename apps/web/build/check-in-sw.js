// The check-in desk's service worker (/check-in-sw.js, registered by /barcodeVerify only, scope
// /barcodeVerify). It keeps the desk's page shell and its built assets so the page opens without the
// network after a first visit. API answers are never cached here: the desk keeps its scan list in
// IndexedDB. The build (build/check-in-service-worker.ts) replaces the two placeholders below.
const version = '__CHECK_IN_VERSION__';
const precache = __CHECK_IN_PRECACHE__;
const cacheName = `check-in-${version}`;
const shell = '/barcodeVerify';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([shell, ...precache]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('check-in-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isAsset = (url) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/check-in/') ||
    url.pathname === '/favicon.svg');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    // The page itself: the network first (a new build), the kept shell when there is none.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(cacheName).then((cache) => cache.put(shell, copy));
          }
          return response;
        })
        .catch(() => caches.match(shell).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (!isAsset(url)) return; // API calls and everything else go to the network untouched.
  // Hashed assets never change: the kept copy first, else the network (kept for next time).
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(cacheName).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
