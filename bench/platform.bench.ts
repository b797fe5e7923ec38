/**
 * Embedded backend figures (PRODUCT.md §8), against the conformance fixture project with the
 * backend in a child process and real ConvexClients in this one, all on loopback:
 *  - propagation_p50_ms / _p95_ms: 25 clients subscribed to an attendee list over 2,000
 *    attendees; one client's mutation until each other client sees the change.
 *  - ws_echo_p50_ms: a raw WebSocket echo round trip (the floor).
 *  - write_ack_p50_ms: mutation round trip, durability (fsync) included.
 *  - cold_start_ms: process start to first query answered, with 5,000 documents on disk.
 */
import { createServer } from "node:http";
import type { ConvexClient } from "convex/browser";
import WebSocket, { WebSocketServer } from "ws";
import { api } from "../tests/conformance/fixture/convex/_generated/api";
import { client, spawnServer, tempDataDir } from "../tests/conformance/helpers";

type Row = { _id: string; room: string | null };

const CLIENTS = 25;
const ATTENDEES = 2000;
const ROUNDS = 40;

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

async function propagation(url: string): Promise<{ p50: number; p95: number }> {
  const clients = Array.from({ length: CLIENTS }, () => client(url));
  let expect: { id: string; room: string; t0: number; seen: Set<number>; done: () => void } | null = null;
  const samples: number[] = [];
  let ids: string[] = [];
  const loaded = clients.map(
    (c, index) =>
      new Promise<void>((ready) => {
        c.onUpdate(api.attendees.list, {}, (rows: Row[]) => {
          if (rows.length >= ATTENDEES) {
            if (index === 0 && ids.length === 0) ids = rows.map((r) => r._id);
            ready();
          }
          const e = expect;
          if (!e || e.seen.has(index)) return;
          if (rows.find((r) => r._id === e.id)?.room === e.room) {
            e.seen.add(index);
            samples.push(performance.now() - e.t0);
            if (e.seen.size === CLIENTS) e.done();
          }
        });
      }),
  );
  await withTimeout(Promise.all(loaded), 60_000, "initial subscriptions");
  for (let round = 0; round < ROUNDS; round++) {
    const writer = round % CLIENTS;
    const id = ids[round];
    const room = `R${round}`;
    await withTimeout(
      new Promise<void>((done) => {
        // The writer's own update is not a propagation sample.
        expect = { id, room, t0: performance.now(), seen: new Set([writer]), done };
        const e = expect;
        void clients[writer].mutation(api.attendees.setRoom, { id: id as never, room }).then(() => undefined);
        void e;
      }),
      10_000,
      "propagation round",
    );
    expect = null;
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(clients.map((c) => c.close()));
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
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
    let prop: { p50: number; p95: number };
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
      ws_echo_p50_ms,
      cold_start_ms,
      write_ack_p50_ms: ack,
    };
  } finally {
    data.remove();
  }
}
