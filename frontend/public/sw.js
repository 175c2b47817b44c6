/* global self, caches -- a service worker script (eslint gives frontend/public the Node globals) */
// Regimen's service worker, written by hand (no workbox / vite-plugin-pwa in this project).
// It does two things:
// 1. Caches the app shell for a fast start: hashed build assets cache-first (their names change
//    with their content), the page itself network-first with the cached copy when offline.
//    Nothing under /api/ is ever cached or even intercepted: every API answer is personal.
// 2. Handles the dose reminders the page shows as system notifications: "Mark as taken" and
//    "Dismiss" record the answer, a click focuses (or opens) the app.
// No Web Push: reminders are shown while a Regimen tab is open (the page hands them over);
// with every tab closed, the calendar feed (Set Reminder) is what reaches the user.

const SHELL_CACHE = 'regimen-shell-v1';
const ASSET_CACHE = 'regimen-assets-v1';
const SHELL_URL = '/';
const SHELL_FILES = ['/', '/favicon.svg', '/zod-config.js', '/manifest.webmanifest', '/icon-192.png'];
/** Old hashed assets pile up across deploys; keep the newest this many. */
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('regimen-') && !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function isCacheable(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  // The API (answers, sign-in, calendar feeds) always goes to the network untouched.
  return !url.pathname.startsWith('/api/') && url.pathname !== '/metrics';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!isCacheable(request, url)) return;
  if (request.mode === 'navigate') {
    // Every client-side route is the same index.html: keep one copy, under '/'.
    event.respondWith(networkFirst(request, SHELL_URL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});

/** Unhashed files can change with a deploy: the network's copy when it answers, the cached one offline. */
async function networkFirst(request, cacheKey) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(cacheKey, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    // Cache keys come back in insertion order: drop the oldest.
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

// The page shows reminders with registration.showNotification (options built by
// frontend/src/features/notifications/model/reminder-notification.ts); their data carries
// { key, supplementId, plannedAt, demo }.
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(event.notification, event.action));
});

/**
 * "Mark as taken" / "Dismiss" go through an open Regimen tab when there is one (its API client,
 * which in demo mode is the in-browser back end, and its queries refresh at once); with no tab open
 * they call the API here with the session cookie (same origin, so the CSRF origin check passes).
 * A plain click focuses the app, or opens it.
 */
async function onNotificationClick(notification, action) {
  notification.close();
  const data = notification.data ?? {};
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // One tab records the answer (every tab doing it would record the dose twice): the focused one,
  // else a visible one, else any.
  const client = windows.find((candidate) => candidate.focused) ?? windows.find((candidate) => candidate.visibilityState === 'visible') ?? windows[0];
  if (action === 'take' || action === 'dismiss') {
    if (client) {
      client.postMessage({ type: 'reminder-action', action, key: data.key, supplementId: data.supplementId, plannedAt: data.plannedAt });
      return 'page';
    }
    // Demo data lives only in a page; with none open there is nothing to record it in.
    if (data.demo) return 'none';
    await recordFromWorker(action, data);
    return 'worker';
  }
  if (client) {
    await client.focus();
    return 'focused';
  }
  await self.clients.openWindow('/');
  return 'opened';
}

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'idempotency-key': self.crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

async function recordFromWorker(action, data) {
  if (action === 'take') {
    await post('/api/supplement-takes', { supplementId: data.supplementId, plannedAt: data.plannedAt, takenAt: new Date().toISOString() });
  }
  await post('/api/notifications/dismiss', { key: data.key });
}
