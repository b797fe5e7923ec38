/**
 * A worker thread of the live-lists bench: a few screens, each its own signed-in browser client
 * (ConvexReactClient, as the app uses; each stands for a separate browser, so their decoding
 * runs in parallel as it would there) whose WebSocket counts the bytes of the messages it receives. It answers the main thread's
 * requests and reports, with a wall-clock high-resolution time, when each screen showed the
 * expected change (once all of its screens show it: messages to the main thread would
 * otherwise cost time between one screen's update and the next).
 */
import { parentPort, workerData } from "node:worker_threads";
import { ConvexReactClient } from "convex/react";
import WebSocket, { type RawData } from "ws";
import { api } from "../convex/_generated/api";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../tests/fixtures/roomBackend";
import { reactSubscriber, subscribe, type Expected, type Screen, type ScreenKind } from "./liveListScreens";

export type WorkerInit = { url: string; kinds: ScreenKind[]; first: number };
export type WorkerRequest = { id: number } & ({ op: "loaded" } | { op: "bytes" } | { op: "expect"; expected: Expected; round: number } | { op: "close" });
export type WorkerMessage =
  | { type: "answer"; id: number; value: unknown }
  | { type: "seen"; round: number; seen: Array<{ index: number; kind: ScreenKind; at: number }> }
  | { type: "failed"; error: string };

const { url, kinds, first } = workerData as WorkerInit;
const parent = parentPort!;
const now = () => performance.timeOrigin + performance.now();
const post = (m: WorkerMessage) => parent.postMessage(m);

const received: number[] = [];
const clients: ConvexReactClient[] = [];
const screens: Screen[] = [];
let stops: Array<() => void> = [];

const size = (data: RawData) => (Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length);

/** A WebSocket that adds the size of every message it receives to `received[slot]`. */
function countingWebSocket(slot: number): typeof WebSocket {
  received[slot] = 0;
  class CountingWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols);
      this.on("message", (data: RawData) => (received[slot] += size(data)));
    }
  }
  return CountingWebSocket as unknown as typeof WebSocket;
}

/** A browser's client (ConvexReactClient, as the app uses), signed in as the admin. */
async function signedInBrowser(slot: number): Promise<ConvexReactClient> {
  const c = new ConvexReactClient(url, { webSocketConstructor: countingWebSocket(slot) as unknown as typeof globalThis.WebSocket, logger: false });
  clients.push(c);
  const result = (await c.action(api.auth.signIn, { provider: "password", params: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, flow: "signIn" } })) as {
    tokens?: { token: string } | null;
  };
  const token = result.tokens?.token;
  if (!token) throw new Error("The admin could not sign in.");
  await new Promise<void>((resolve) => c.setAuth(async () => token, (ok) => ok && resolve()));
  return c;
}

const started = (async () => {
  for (const [k, kind] of kinds.entries()) screens.push(subscribe(kind, reactSubscriber(await signedInBrowser(k))));
})();
started.catch((e: unknown) => post({ type: "failed", error: e instanceof Error ? (e.stack ?? e.message) : String(e) }));

/** Notes when each screen shows `expected`, and reports all of them at once (one message per worker and change). */
function expect(expected: Expected, round: number): void {
  stops.forEach((stop) => stop());
  const seen: Array<{ index: number; kind: ScreenKind; at: number }> = [];
  stops = screens.map((screen, k) => {
    let shown = false;
    const check = () => {
      if (shown || !screen.shows(expected)) return;
      shown = true;
      seen.push({ index: first + k, kind: screen.kind, at: now() });
      if (seen.length === screens.length) post({ type: "seen", round, seen });
    };
    return screen.onChange(check);
  });
}

parent.on("message", (m: WorkerRequest) => {
  void (async () => {
    await started;
    let value: unknown = null;
    if (m.op === "loaded") value = screens.length === kinds.length && screens.every((s) => s.loaded());
    else if (m.op === "bytes") value = [...received];
    else if (m.op === "expect") expect(m.expected, m.round);
    else {
      stops.forEach((stop) => stop());
      await Promise.all(clients.map((c) => c.close()));
    }
    post({ type: "answer", id: m.id, value });
  })();
});
