/**
 * A phone on a slow mobile connection, as Chromium emulates it (web guidance's "slow 4G" phone):
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower. Shared by the door's end-to-end
 * test (checkinOffline) and its bench (bench/door.bench.ts), which measure a load of /checkin the
 * same way: from navigation until the search box takes typing, counting every byte on the wire
 * (HTTP bodies and headers, and the sync WebSocket's frames).
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { PHONE, sessionOnlyContext } from "./harness";

export const SLOW_PHONE = { rttMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 } as const;
/** The door's targets on that phone: usable within 2.5 s, at most 250 KB on the wire. */
export const DOOR_TARGET = { readyMs: 2500, transferKb: 250 } as const;

export const SEARCH_LABEL = "Search by name, email or phone";

/** Throttles the page's network and CPU as SLOW_PHONE says, and counts what crosses the wire. */
export async function emulateSlowPhone(page: Page): Promise<{ cdp: CDPSession; bytes: () => number; resetBytes: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  let bytes = 0;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.rttMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
  cdp.on("Network.webSocketFrameReceived", (event) => (bytes += event.response.payloadData.length));
  cdp.on("Network.webSocketFrameSent", (event) => (bytes += event.response.payloadData.length));
  return { cdp, bytes: () => bytes, resetBytes: () => (bytes = 0) };
}

/** A new phone (browser context) signed in as `account`, with nothing of the app cached yet. */
export async function signedInPhone(browser: Browser, url: string, account: { email: string; password: string }): Promise<BrowserContext> {
  return await sessionOnlyContext(browser, url, account, PHONE);
}

/** Milliseconds from now until the door's search box is on screen and takes typing. */
export async function untilDoorUsable(page: Page, start: number, timeout = 60_000): Promise<number> {
  const search = page.getByLabel(SEARCH_LABEL);
  await search.waitFor({ state: "visible", timeout });
  await search.pressSequentially("a", { timeout });
  const typed = await search.inputValue();
  if (typed !== "a") throw new Error(`the search box shows "${typed}" after typing "a"`);
  const ready = Date.now() - start;
  await search.fill("");
  return ready;
}

/** Opens `path` on the throttled phone and measures it: time until usable, and KB on the wire by then. */
export async function measureDoorLoad(page: Page, url: string, counter: { bytes: () => number; resetBytes: () => void }, how: "goto" | "reload") {
  counter.resetBytes();
  const start = Date.now();
  if (how === "goto") await page.goto(`${url}/checkin`, { waitUntil: "commit" });
  else await page.reload({ waitUntil: "commit" });
  const readyMs = await untilDoorUsable(page, start);
  return { readyMs, transferKb: Math.round((counter.bytes() / 1024) * 10) / 10 };
}

/** Resolves once a service worker controls the page, its precache (the app shell) installed. */
export async function untilServiceWorkerInControl(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { timeout, polling: 250 });
}
