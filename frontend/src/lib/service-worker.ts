import { useSyncExternalStore } from 'react';

/**
 * The service worker (frontend/public/sw.js) is registered in production builds on secure
 * contexts only: a dev server's modules must never be served from its cache, and browsers refuse
 * service workers on plain http anyway (localhost aside).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // The worker is an enhancement: the app works the same without it, so a failure is not an error.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}

/** The active registration, or null when there is none (dev build, no support, not yet active). */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ? registration : null;
}

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installOffer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Listens from the start: the browser offers installation once, possibly before React renders, so
 * the offer is kept here until the user takes it.
 */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installOffer = null;
    changed();
  });
}

/** `install` when the browser offers to install the app (Chromium's beforeinstallprompt), else null. */
export function useInstallOffer(): (() => Promise<void>) | null {
  const offer = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => installOffer,
  );
  if (offer === null) return null;
  return async () => {
    await offer.prompt();
    await offer.userChoice;
    // An offer can be used once; the browser sends a new one if it is still installable.
    installOffer = null;
    changed();
  };
}
