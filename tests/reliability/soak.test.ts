/**
 * Soak: many staff clients, each watching a screen live, do realistic work (assign rooms and
 * tables, tap palanquitas, look men up, import registration rows) for a while. No unexpected
 * error, the server's memory stays stable (its growth is reported), and every screen still answers.
 * RELIABILITY_SOAK_SECONDS sets how long (e.g. 1800 for the half-hour run the README quotes),
 * RELIABILITY_SOAK_CLIENTS how many clients. Imported rows come from a list of
 * RELIABILITY_SOAK_REGISTRATIONS men (300): rows already on file are updated, so the retreat
 * stays the size of a retreat (a huge number, e.g. 1000000000, makes every row a new man, as the
 * soak did before). Once a minute a line gives the server's RSS, its heap after a full collection
 * and the stored documents; the slopes after warm-up are printed at the end. What the work
 * stores (audit entries, updated men) is data, not a leak: the heap's growth is judged against it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import type { FunctionReference } from "convex/server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { dataDirDocs, dataDirTableOf, invariantViolations } from "../fixtures/appInvariants";
import { heapAfterGc, heapProbeEnv, heapSnapshot } from "../fixtures/heap";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { fetchRoomBoard } from "../fixtures/roomBoard";
import { sleep } from "../conformance/helpers";
import { budgetMs, report, SIZE } from "./config";

type Query = FunctionReference<"query">;
const page = { paginationOpts: { numItems: 50, cursor: null } };
/** The screens staff keep open, as the queries they subscribe to. */
const SCREENS: Array<[string, Query, Record<string, unknown>]> = [
  ["attendee grid", api.attendees.listPage, page],
  ["rooms", api.rooms.list, {}],
  ["tables", api.diningTables.tables, {}],
  ["floor plan", api.floorPlan.rooms, {}],
  ["dashboard", api.dashboard.registration, {}],
  ["palanquita stock", api.palanquitaStock.list, {}],
  ["finance", api.finance.summary, {}],
  ["palancas", api.palancas.retreatantPage, page],
  ["talks", api.talks.list, {}],
  ["calendar", api.calendar.weekend, {}],
];
/** Refusals by the app's rules are part of the work (a full room); anything else is an error. */
const RULE_CODES = new Set(["ROOM_REFUSED", "TABLE_REFUSED", "INVALID"]);

let app: AppBackend;

/**
 * What one more stored document may cost the server's heap (the document, its index entries, its
 * cached text, the reads of the pages that show it): measured at about 1.9 KB, allowed twice that.
 */
const HEAP_KB_PER_DOCUMENT = 4;
/**
 * What a session may keep of its last 200 mutations' answers (server/sync/hub.ts), about 0.25 KB
 * each: bounded, and filled by the soak's pace (a client's mutation every second or so) within
 * its first minutes.
 */
const SESSION_ANSWERS_KB = 50;
/** How much the server's RSS (after a full collection) may grow beyond what its data costs a fresh server. */
const NET_RSS_GROWTH_MB = 50;
/** The heap's wobble between two full collections (a flush or a compaction under way). */
const HEAP_HEADROOM_MB = 16;
/** RELIABILITY_SOAK_SNAPSHOTS=<dir>: heap snapshots of the server after warm-up and at the end, to compare. */
const SNAPSHOT_DIR = process.env.RELIABILITY_SOAK_SNAPSHOTS;

beforeAll(async () => {
  if (SNAPSHOT_DIR) mkdirSync(SNAPSHOT_DIR, { recursive: true });
  app = await startAppBackend({ demo: true, env: heapProbeEnv(SNAPSHOT_DIR) });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** The least-squares slope of (minute, value) points, per minute. */
function slopePerMinute(points: Array<[number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((a, [x]) => a + x, 0) / points.length;
  const meanY = points.reduce((a, [, y]) => a + y, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den > 0 ? num / den : 0;
}

/** A copy of a data directory (without its lock), in a new temporary directory. */
function copyOfData(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "retreat-soak-data-"));
  cpSync(dir, copy, { recursive: true, filter: (path) => basename(path) !== "LOCK" });
  return copy;
}

/** A new server on `dataDir` (then removed), each screen opened once: its heap and RSS right after a full collection. */
async function freshMemory(dataDir: string): Promise<{ heapMb: number; rssMb: number }> {
  const fresh = await startAppBackend({ demo: false, dataDir, env: heapProbeEnv() });
  try {
    const client = await fresh.signedInClient();
    for (const [, query, args] of SCREENS) await client.query(query, args);
    const figures = await heapAfterGc(fresh.server);
    return { heapMb: figures.used, rssMb: figures.rss };
  } finally {
    await fresh.stop();
  }
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

type Men = { _id: Id<"attendees">; attendee_type: string; sleeps_at_home: boolean }[];

test(
  `${SIZE.soakClients} clients working for ${SIZE.soakSeconds} s: no error, stable memory, every screen answers`,
  async () => {
    const clients: ConvexClient[] = [];
    for (let i = 0; i < SIZE.soakClients; i += 10) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(10, SIZE.soakClients - i) }, () => app.signedInClient()))));
    }
    const admin = clients[0];
    const board = await fetchRoomBoard(admin);
    const men: Men = [...board.unassigned, ...board.rooms.flatMap((room) => room.occupants)];
    const rooms = board.rooms;
    const tables = await admin.query(api.diningTables.list, {});
    const kindId = await admin.mutation(api.palanquitaStock.create, { input: { name: "Soak rosaries", made: 0, needed_per_retreatant: 1 } });

    const unexpected: string[] = [];
    const tally = { calls: 0, refusals: 0, updates: 0 };
    const unsubscribe = clients.map((client, i) => {
      const [, query, args] = SCREENS[i % SCREENS.length];
      return client.onUpdate(query, args, () => tally.updates++, (error) => unexpected.push(`subscription: ${error.message}`));
    });
    const pid = app.server.proc.pid!;
    const deadline = Date.now() + SIZE.soakSeconds * 1000;
    const samples: number[] = [];
    const soakStart = Date.now();
    const minutes = () => (Date.now() - soakStart) / 60_000;
    const sampler = setInterval(() => samples.push(rssMb(pid)), 2_000);
    // Once a minute (five times in a shorter soak): the server's heap right after a full collection (the live data, whatever V8's
    // heap pages are sized at), and the stored documents (what the work itself adds: data, not a leak).
    const heap: Array<{ minute: number; heapMb: number; rssAfterGcMb: number; docs: number; docMb: number }> = [];
    let lastDocs: Array<{ _id: string }> = [];
    /** The data as it was after warm-up: a server started on it shows what the data alone costs. */
    let warmCopy: string | null = null;
    const snapshots: string[] = [];
    const warmMinute = SIZE.soakSeconds / 5 / 60;
    const heapSample = async () => {
      const figures = await heapAfterGc(app.server);
      const heapMb = figures.used;
      const docs = dataDirDocs(app.dataDir);
      lastDocs = docs;
      const docMb = docs.reduce((sum, doc) => sum + JSON.stringify(doc).length, 0) / 1024 / 1024;
      heap.push({ minute: minutes(), heapMb, rssAfterGcMb: figures.rss, docs: docs.length, docMb });
      if (warmCopy === null && minutes() >= warmMinute) warmCopy = copyOfData(app.dataDir);
      report("soak minute", {
        minute: minutes().toFixed(1),
        "server RSS MB": figures.rssBefore.toFixed(0),
        "heap after GC MB": heapMb.toFixed(1),
        "V8 heap reserved MB": figures.total.toFixed(0),
        "outside the heap MB": figures.external.toFixed(1),
        "RSS after GC MB": figures.rss.toFixed(0),
        "stored documents": docs.length,
        calls: tally.calls,
      });
      if (process.env.RELIABILITY_SOAK_SPACES) report("soak heap spaces", { spaces: app.server.output().match(/\[heap-spaces\].*/g)?.pop() ?? "" });
      if (SNAPSHOT_DIR && snapshots.length === 0 && minutes() >= warmMinute) snapshots.push(await heapSnapshot(app.server));
    };
    let sampling = heapSample();
    const heapSampler = setInterval(() => {
      sampling = sampling.then(heapSample).catch((error: unknown) => {
        unexpected.push(`heap probe: ${String(error)}`);
      });
    }, Math.min(60_000, (SIZE.soakSeconds * 1000) / 5));

    const workOf = async (client: ConvexClient, c: number) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const man = men[(c * 31 + n * 7) % men.length];
        const action = (c + n) % 6;
        try {
          tally.calls++;
          if (action === 0) {
            const fitting = rooms.filter((room) => room.room_type === (man.attendee_type === "server" ? "server" : "retreatant"));
            const roomId = n % 4 === 0 || man.sleeps_at_home ? null : fitting[(c + n) % fitting.length]._id;
            await client.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId });
          } else if (action === 1) {
            const tableId = n % 4 === 0 ? null : tables[(c + n) % tables.length]._id;
            await client.mutation(api.diningTables.assignAttendee, { attendeeId: man._id, tableId });
          } else if (action === 2) {
            await client.mutation(api.palanquitaStock.adjust, { id: kindId, delta: 1 });
          } else if (action === 3) {
            await client.query(api.floorPlan.unassigned, { type: "all", search: ["jo", "ma", "pe", ""][n % 4] });
          } else if (action === 4) {
            await client.query(api.attendees.profile, { id: man._id });
          } else {
            // Registrations come from a bounded list (SIZE.soakRegistrations men), as a retreat's do:
            // a row already on file is updated (each client writes its own name into it).
            const email = `soak-${(c * 100_000 + n) % SIZE.soakRegistrations}@example.org`;
            await client.mutation(api.csvImport.importChunk, {
              attendeeType: "attendee",
              rows: [{ row: 2, values: { first_name: "Soak", last_name: `Client ${c}`, email } }],
            });
          }
        } catch (error) {
          const code = error instanceof ConvexError ? (error.data as { code?: string }).code : undefined;
          if (code !== undefined && RULE_CODES.has(code)) tally.refusals++;
          else unexpected.push(error instanceof Error ? error.message : String(error));
        }
        await sleep(150 + ((c * 97 + n * 13) % 450));
      }
    };
    await Promise.all(clients.map((client, c) => workOf(client, c)));
    clearInterval(sampler);
    clearInterval(heapSampler);
    samples.push(rssMb(pid));
    await sampling;
    await heapSample();
    if (SNAPSHOT_DIR) snapshots.push(await heapSnapshot(app.server));
    unsubscribe.forEach((stop) => stop());

    // Every screen still answers, promptly, for a client that just arrived.
    const late = await app.signedInClient();
    const answers: Record<string, number> = {};
    for (const [name, query, args] of SCREENS) {
      const started = Date.now();
      await Promise.race([late.query(query, args), sleep(10_000).then(() => Promise.reject(new Error(`${name} did not answer`)))]);
      answers[name] = Date.now() - started;
    }

    const warmAt = Math.floor(samples.length / 5);
    const warm = samples[warmAt];
    const end = samples[samples.length - 1];
    // Slopes after warm-up: least-squares lines through the RSS samples (one every 2 s) and the
    // heap and stored-document samples (one a minute).
    const rssSlope = slopePerMinute(samples.slice(warmAt).map((y, i) => [(i * 2) / 60, y]));
    const heapAfter = heap.filter((h) => h.minute >= warmMinute);
    const heapSlope = slopePerMinute(heapAfter.map((h) => [h.minute, h.heapMb]));
    const docSlope = slopePerMinute(heapAfter.map((h) => [h.minute, h.docs]));
    const heapWarm = heapAfter[0];
    const heapEnd = heap[heap.length - 1];
    report("soak", {
      clients: SIZE.soakClients,
      seconds: SIZE.soakSeconds,
      calls: tally.calls,
      "rule refusals": tally.refusals,
      "live updates received": tally.updates,
      "unexpected errors": unexpected.length,
      "server RSS after warm-up MB": warm.toFixed(0),
      "server RSS at end MB": end.toFixed(0),
      "server RSS peak MB": Math.max(...samples).toFixed(0),
      "memory growth MB": (end - warm).toFixed(1),
      "RSS slope after warm-up MB/min": rssSlope.toFixed(2),
      "heap after GC after warm-up MB": heapWarm.heapMb.toFixed(1),
      "heap after GC at end MB": heapEnd.heapMb.toFixed(1),
      "heap slope after warm-up MB/min": heapSlope.toFixed(2),
      "stored documents after warm-up": heapWarm.docs,
      "stored documents at end": heapEnd.docs,
      "stored documents per min": docSlope.toFixed(0),
      ...(snapshots.length > 0 ? { "heap snapshots": snapshots.join(" ") } : {}),
      "slowest screen after the soak ms": Math.max(...Object.values(answers)),
    });
    const tableOf = dataDirTableOf(app.dataDir);
    const perTable = new Map<string, number>();
    for (const doc of lastDocs) perTable.set(tableOf(doc._id), (perTable.get(tableOf(doc._id)) ?? 0) + 1);
    report("soak stored documents", Object.fromEntries([...perTable].sort((a, b) => b[1] - a[1]).slice(0, 8)));
    expect(unexpected).toEqual([]);
    expect(tally.calls).toBeGreaterThan(SIZE.soakClients * 3);
    // What the server keeps after a full collection grows with the documents the work stores and
    // nothing else: a leak grows with the calls, the clients' updates or time.
    const addedDocs = heapEnd.docs - heapWarm.docs;
    expect(heapEnd.heapMb - heapWarm.heapMb).toBeLessThan((addedDocs * HEAP_KB_PER_DOCUMENT) / 1024 + HEAP_HEADROOM_MB);
    await app.server.stop();
    // The same data on a freshly started server, each screen opened once: what the documents
    // themselves cost the heap, after warm-up and at the end. The soak's growth beyond that is
    // what the server kept for the work (a leak would be there).
    const dataAtWarm = await freshMemory(warmCopy!);
    const dataAtEnd = await freshMemory(copyOfData(app.dataDir));
    const netGrowth = heapEnd.heapMb - heapWarm.heapMb - (dataAtEnd.heapMb - dataAtWarm.heapMb);
    // The process's memory the same way: its RSS right after a full collection grew by what the
    // data costs a fresh server, plus what the server kept for the work (a leak) or V8 keeps mapped.
    const netRssGrowth = heapEnd.rssAfterGcMb - heapWarm.rssAfterGcMb - (dataAtEnd.rssMb - dataAtWarm.rssMb);
    const minutesAfterWarm = Math.max(heapEnd.minute - heapWarm.minute, 1 / 60);
    report("soak data", {
      "heap of the data after warm-up MB": dataAtWarm.heapMb.toFixed(1),
      "heap of the data at end MB": dataAtEnd.heapMb.toFixed(1),
      "heap per stored document KB": addedDocs > 0 ? (((dataAtEnd.heapMb - dataAtWarm.heapMb) * 1024) / addedDocs).toFixed(2) : "-",
      "heap growth net of data MB": netGrowth.toFixed(1),
      "net heap slope MB/min": (netGrowth / minutesAfterWarm).toFixed(2),
      "RSS after GC after warm-up MB": heapWarm.rssAfterGcMb.toFixed(0),
      "RSS after GC at end MB": heapEnd.rssAfterGcMb.toFixed(0),
      "RSS of the data after warm-up MB": dataAtWarm.rssMb.toFixed(0),
      "RSS of the data at end MB": dataAtEnd.rssMb.toFixed(0),
      "RSS growth net of data MB": netRssGrowth.toFixed(1),
      "net RSS slope MB/min": (netRssGrowth / minutesAfterWarm).toFixed(2),
    });
    expect(netGrowth).toBeLessThan(HEAP_HEADROOM_MB + (SIZE.soakClients * SESSION_ANSWERS_KB) / 1024);
    // Flat: beyond what its data costs, the server's memory grows by at most 50 MB after warm-up.
    expect(netRssGrowth).toBeLessThan(NET_RSS_GROWTH_MB);
    // A leak grows with the work done; a stable server stays within its warm-up size plus what its data costs.
    expect(end).toBeLessThan(warm * 1.5 + 64 + Math.max(0, dataAtEnd.rssMb - dataAtWarm.rssMb));
    expect(invariantViolations(dataDirDocs(app.dataDir), dataDirTableOf(app.dataDir))).toEqual([]);
  },
  // A longer soak (RELIABILITY_SOAK_SECONDS) gets its own duration plus the set-up and checks.
  Math.max(budgetMs(150_000, 1_500_000), SIZE.soakSeconds * 1000 + 600_000),
);
