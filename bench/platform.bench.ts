/**
 * Embedded backend figures (PRODUCT.md §8), against the conformance fixture project with the
 * backend in a child process and real ConvexClients in this one, all on loopback:
 *  - propagation_p50_ms / _p95_ms: 25 clients subscribed to an attendee list over 2,000
 *    attendees; one client's mutation until each other client sees the change (the other 24
 *    clients run in worker threads). propagation_min_ms, the first client to see it, is the
 *    server's part; the spread above it is the clients decoding 24 results on the same CPUs.
 *  - ws_echo_p50_ms: a raw WebSocket echo round trip (the floor).
 *  - write_ack_p50_ms: mutation round trip, durability (fsync) included.
 *  - cold_start_ms: process start to first query answered, with 5,000 documents on disk.
 */
import { createServer } from "node:http";
import { Worker } from "node:worker_threads";
import type { ConvexClient } from "convex/browser";
import WebSocket, { WebSocketServer } from "ws";
import { api } from "../tests/conformance/fixture/convex/_generated/api";
import { client, spawnServer, tempDataDir } from "../tests/conformance/helpers";

type Row = { _id: string; room: string | null };

const CLIENTS = 25;
const ATTENDEES = 2000;
const ROUNDS = 40;
const WORKERS = 4;
// Workers load the TypeScript worker module through tsx.
const WORKER_BOOT = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(
  new URL("./propagationWorker.ts", import.meta.url).href,
)}); });`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const v = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return Math.round(v * 100) / 100;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([p, new Promise<T>((_, rej) => setTimeout(() => rej(new Error(`bench timed out: ${what}`)), ms))]);
}

async function wsEcho(): Promise<number> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on("connection", (ws) => ws.on("message", (d) => ws.send(d.toString())));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as { port: number }).port}`);
  await new Promise((r) => ws.once("open", r));
  const samples: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await new Promise<void>((r) => {
      ws.once("message", () => r());
      ws.send(`{"type":"Ping","n":${i}}`);
    });
    samples.push(performance.now() - t0);
  }
  ws.close();
  wss.close();
  await new Promise<void>((r) => server.close(() => r()));
  return percentile(samples.slice(50), 50);
}

async function seedAttendees(c: ConvexClient, n: number, prefix: string): Promise<void> {
  for (let i = 0; i < n; i += 250) {
    const rows = Array.from({ length: Math.min(250, n - i) }, (_, k) => ({
      first_name: `Name${i + k}`,
      last_name: `${prefix}${i + k}`,
      email: `${prefix.toLowerCase()}${i + k}@example.org`,
    }));
    await c.mutation(api.attendees.insertMany, { rows });
  }
}

/**
 * 25 subscribed clients: this thread's writer plus 24 spread over worker threads (each client
 * stands for a separate browser, so their decoding work runs in parallel as it would there).
 */
async function propagation(url: string): Promise<{ min: number; p50: number; p95: number }> {
  const writer = client(url);
  const ids = await withTimeout(
    new Promise<string[]>((res) => {
      writer.onUpdate(api.attendees.list, {}, (rows: Row[]) => {
        if (rows.length >= ATTENDEES) res(rows.map((r) => r._id));
      });
    }),
    60_000,
    "writer subscription",
  );
  const perWorker = (CLIENTS - 1) / WORKERS;
  const workers = Array.from(
    { length: WORKERS },
    (_, w) => new Worker(WORKER_BOOT, { eval: true, workerData: { url, count: perWorker, first: 1 + w * perWorker, attendees: ATTENDEES } }),
  );
  const inbox = (type: string) => workers.map((wk) => new Promise<void>((r) => wk.on("message", (m: { type: string }) => m.type === type && r())));
  await withTimeout(Promise.all(inbox("ready")), 60_000, "initial subscriptions");
  const samples: number[] = [];
  let round = -1;
  let t0 = 0;
  let pending = 0;
  let roundDone: () => void = () => undefined;
  for (const wk of workers) {
    wk.on("message", (m: { type: string; round: number; at: number }) => {
      if (m.type !== "seen" || m.round !== round) return;
      samples.push(m.at - t0);
      if (--pending === 0) roundDone();
    });
  }
  for (round = 0; round < ROUNDS; round++) {
    const id = ids[round];
    const room = `R${round}`;
    for (const wk of workers) wk.postMessage({ type: "expect", id, room, round });
    await new Promise((r) => setTimeout(r, 30));
    pending = CLIENTS - 1;
    const done = new Promise<void>((r) => (roundDone = r));
    t0 = performance.timeOrigin + performance.now();
    void writer.mutation(api.attendees.setRoom, { id: id as never, room });
    await withTimeout(done, 10_000, "propagation round");
  }
  const closed = inbox("closed");
  for (const wk of workers) wk.postMessage({ type: "close" });
  await withTimeout(Promise.all(closed), 10_000, "closing clients");
  await Promise.all(workers.map((wk) => wk.terminate()));
  await writer.close();
  return { min: percentile(samples, 0), p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function writeAck(url: string): Promise<number> {
  const c = client(url);
  const samples: number[] = [];
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    await c.mutation(api.messages.send, { body: `ack ${i}` });
    samples.push(performance.now() - t0);
  }
  await c.close();
  return percentile(samples.slice(20), 50);
}

async function coldStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const server = await spawnServer(dataDir);
  const res = await fetch(`${server.url}/api/query`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: "attendees:byEmail", args: { email: "cold0@example.org" }, format: "convex_encoded_json" }),
  });
  const body = (await res.json()) as { status: string; value: unknown };
  const ms = performance.now() - t0;
  await server.stop();
  if (body.status !== "success" || body.value === null) throw new Error("cold start query failed");
  return Math.round(ms);
}

export default async function platform(): Promise<Record<string, number>> {
  const ws_echo_p50_ms = await wsEcho();
  const data = tempDataDir();
  try {
    const server = await spawnServer(data.dir);
    let prop: { min: number; p50: number; p95: number };
    let ack: number;
    try {
      const seeder = client(server.url);
      await seedAttendees(seeder, ATTENDEES, "Bench");
      prop = await propagation(server.url);
      ack = await writeAck(server.url);
      await seedAttendees(seeder, 5000 - ATTENDEES, "Cold");
      await seeder.close();
    } finally {
      await server.stop();
    }
    const cold_start_ms = await coldStart(data.dir);
    return {
      propagation_p50_ms: prop.p50,
      propagation_p95_ms: prop.p95,
      propagation_min_ms: prop.min,
      ws_echo_p50_ms,
      cold_start_ms,
      write_ack_p50_ms: ack,
    };
  } finally {
    data.remove();
  }
}
