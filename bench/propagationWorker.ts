/**
 * Worker thread for the propagation bench: owns a few ConvexClients subscribed to the attendee
 * list and reports (wall-clock, high resolution) when each sees the expected change.
 */
import { parentPort, workerData } from "node:worker_threads";
import { api } from "../tests/conformance/fixture/convex/_generated/api";
import { client } from "../tests/conformance/helpers";

type Row = { _id: string; room: string | null };
type Init = { url: string; count: number; first: number; attendees: number };

const { url, count, first, attendees } = workerData as Init;
const port = parentPort!;
let expected: { id: string; room: string; round: number } | null = null;
const seen = new Set<number>();
const clients = Array.from({ length: count }, () => client(url));
const now = () => performance.timeOrigin + performance.now();

let ready = 0;
clients.forEach((c, k) => {
  let isReady = false;
  c.onUpdate(api.attendees.list, {}, (rows: Row[]) => {
    if (!isReady && rows.length >= attendees) {
      isReady = true;
      if (++ready === count) port.postMessage({ type: "ready" });
    }
    const e = expected;
    if (!e || seen.has(k)) return;
    if (rows.find((r) => r._id === e.id)?.room === e.room) {
      seen.add(k);
      port.postMessage({ type: "seen", round: e.round, index: first + k, at: now() });
    }
  });
});

port.on("message", (m: { type: string; id?: string; room?: string; round?: number }) => {
  if (m.type === "expect") {
    seen.clear();
    expected = { id: m.id!, room: m.room!, round: m.round! };
  } else if (m.type === "close") {
    void Promise.all(clients.map((c) => c.close())).then(() => port.postMessage({ type: "closed" }));
  }
});
