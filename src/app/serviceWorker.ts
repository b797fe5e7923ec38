import { registerSW } from "virtual:pwa-register";

/**
 * Waits this long after the page has loaded before the service worker is installed: installing
 * downloads the whole app shell, which must not compete with the first screen on a slow phone.
 */
export const SERVICE_WORKER_DELAY_MS = 2000;

/**
 * Installs the service worker (vite.config.ts) once the first screen is up. A new build's worker
 * takes over at once and the page reloads onto the new build (vite-plugin-pwa's autoUpdate), so a
 * phone never mixes an old page with new files.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  afterFirstScreen(() => void registerSW({ immediate: true }));
}

/** Runs `work` SERVICE_WORKER_DELAY_MS after the page has loaded: what the first screen does not need. */
export function afterFirstScreen(work: () => void): void {
  const later = () => window.setTimeout(work, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
