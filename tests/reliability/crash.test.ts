/**
 * Crash rounds: staff clients run mixed work (CSV import chunks, room and table assignments,
 * palanquita taps, settings saves) and the server is killed with SIGKILL at a random moment.
 * After each crash the data directory must hold every acknowledged write, no write in flight
 * half-applied (an import chunk is all there or not at all), and the app's invariants; then the
 * server restarts on the same directory for the next round.
 */
import type { ConvexClient } from "convex/browser";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { readStoreState } from "../../server/store/store";
import { startAppBackend } from "../fixtures/roomBackend";
import { sleep, tempDataDir } from "../conformance/helpers";
import { dataDirTableOf, invariantViolations } from "../fixtures/appInvariants";
import { budgetMs, report, SIZE } from "./config";
import { Ledger } from "./ledger";

type Raw = Record<string, unknown> & { _id: string };
const WORKERS = 3;
const CHUNK_ROWS = 5;

/** The table of an id, as the data directory under test numbers its tables (set once it exists). */
let tableOf: (id: string) => string = () => "";
const docsOf = (dir: string) => new Map([...readStoreState(dir).docs].map(([id, doc]) => [id, doc as Raw]));
const inTable = (docs: Map<string, Raw>, table: string) => [...docs.values()].filter((doc) => tableOf(doc._id) === table);

function settingValue(docs: Map<string, Raw>, key: string): unknown {
  return inTable(docs, "siteSettings").find((row) => row.setting_key === key)?.setting_value;
}

type World = { men: Raw[]; rooms: Raw[]; tables: Raw[]; kindId: Id<"palanquitaStock"> };

/** One staff member's work, until the crash: every write goes through the ledger. */
async function work(client: ConvexClient, w: number, round: number, world: World, ledger: Ledger, running: () => boolean) {
  const mine = world.men.filter((_, i) => i % WORKERS === w);
  for (let n = 1; running(); n++) {
    const man = mine[n % mine.length];
    const attendeeId = man._id as Id<"attendees">;
    const step = n % 5 === 4 && w !== 0 ? 0 : n % 5;
    if (step === 0) {
      const fitting = world.rooms.filter((room) => room.room_type === (man.attendee_type === "server" ? "server" : "retreatant"));
      const roomId = n % 3 === 0 ? null : (fitting[(n * 7 + w) % fitting.length]._id as Id<"rooms">);
      await ledger.write(`room:${man._id}`, roomId, () => client.mutation(api.rooms.assignAttendee, { attendeeId, roomId }));
    } else if (step === 1) {
      const tableId = n % 3 === 0 ? null : (world.tables[(n * 5 + w) % world.tables.length]._id as Id<"diningTables">);
      await ledger.write(`table:${man._id}`, tableId, () => client.mutation(api.diningTables.assignAttendee, { attendeeId, tableId }));
    } else if (step === 2) {
      const emails = Array.from({ length: CHUNK_ROWS }, (_, i) => `crash-${round}-${w}-${n}-${i}@example.org`);
      const rows = emails.map((email, i) => ({ row: i + 2, values: { first_name: "Crash", last_name: `Test ${n}`, email } }));
      await ledger.write(`chunk:${round}-${w}-${n}`, emails, () => client.mutation(api.csvImport.importChunk, { attendeeType: "attendee", rows }));
    } else if (step === 3) {
      await ledger.write(`tap:${w}:${n}`, 1, () => client.mutation(api.palanquitaStock.adjust, { id: world.kindId, delta: 1 }));
    } else {
      const value = `Fr. Crash ${round}.${n}`;
      await ledger.write("setting:priest_name", value, () => client.mutation(api.settings.save, { values: { priest_name: value } }));
    }
  }
}

/** Every acknowledged write present and none half-applied; returns how many acknowledged writes were checked. */
function verify(ledger: Ledger, before: Map<string, Raw>, after: Map<string, Raw>, kindId: string): number {
  for (const [field, prefix] of [["room_id", "room:"], ["table_id", "table:"]] as const) {
    for (const key of ledger.keysWithPrefix(prefix)) {
      const id = key.slice(prefix.length);
      expect(ledger.allowed(key, before.get(id)?.[field] ?? null), `${key} after the crash`).toContainEqual(after.get(id)?.[field] ?? null);
    }
  }
  if (ledger.keysWithPrefix("setting:").length > 0) {
    const allowed = ledger.allowed("setting:priest_name", settingValue(before, "priest_name"));
    expect(allowed, "priest_name after the crash").toContainEqual(settingValue(after, "priest_name"));
  }
  const emails = new Set(inTable(after, "attendees").map((man) => man.email));
  for (const key of ledger.keysWithPrefix("chunk:")) {
    const [entry] = ledger.entries(key);
    const present = (entry.value as string[]).filter((email) => emails.has(email)).length;
    if (entry.status === "acked") expect(present, `${key} was acknowledged`).toBe(CHUNK_ROWS);
    else if (entry.status === "inflight") expect([0, CHUNK_ROWS], `${key} was in flight`).toContain(present);
    else expect(present, `${key} was refused`).toBe(0);
  }
  const taps = ledger.keysWithPrefix("tap:").map((key) => ledger.entries(key)[0].status);
  const added = Number(after.get(kindId)?.made) - Number(before.get(kindId)?.made);
  const acked = taps.filter((status) => status === "acked").length;
  expect(added, "palanquita taps").toBeGreaterThanOrEqual(acked);
  expect(added, "palanquita taps").toBeLessThanOrEqual(acked + taps.filter((status) => status === "inflight").length);
  return ledger.count("acked");
}

async function closeAll(clients: ConvexClient[]): Promise<void> {
  // A client whose server died may never finish closing; do not wait for it long.
  await Promise.race([Promise.all(clients.map((client) => client.close())), sleep(2_000)]);
}

test(
  `survives ${SIZE.crashRounds} rounds of kill -9 during mixed work`,
  async () => {
    const data = tempDataDir();
    try {
      const first = await startAppBackend({ demo: true, dataDir: data.dir });
      tableOf = dataDirTableOf(data.dir);
      const setup = await first.signedInClient();
      const kindId = await setup.mutation(api.palanquitaStock.create, {
        input: { name: "Crash-test rosaries", made: 0, needed_per_retreatant: 1 },
      });
      await closeAll([setup]);
      await first.server.stop();

      let writesChecked = 0;
      let inFlightAtCrash = 0;
      for (let round = 1; round <= SIZE.crashRounds; round++) {
        const before = docsOf(data.dir);
        const world: World = {
          men: inTable(before, "attendees").filter((man) => man.sleeps_at_home !== true && !String(man.email).startsWith("crash-")),
          rooms: inTable(before, "rooms"),
          tables: inTable(before, "diningTables"),
          kindId,
        };
        const app = await startAppBackend({ demo: false, dataDir: data.dir });
        const clients = await Promise.all(Array.from({ length: WORKERS }, () => app.signedInClient()));
        const ledger = new Ledger();
        let running = true;
        const workers = clients.map((client, w) => work(client, w, round, world, ledger, () => running));
        await sleep(800 + Math.random() * 1700);
        ledger.freeze();
        running = false;
        await app.server.kill();
        void Promise.allSettled(workers);
        await closeAll(clients);

        const after = docsOf(data.dir);
        writesChecked += verify(ledger, before, after, kindId);
        inFlightAtCrash += ledger.count("inflight");
        expect(invariantViolations(after.values(), tableOf), `invariants after crash ${round}`).toEqual([]);
      }
      // The directory still serves after the last crash.
      const last = await startAppBackend({ demo: false, dataDir: data.dir });
      const client = await last.signedInClient();
      expect((await client.query(api.rooms.list, {})).length).toBeGreaterThan(0);
      await closeAll([client]);
      await last.server.stop();
      report("crash", { "rounds survived": SIZE.crashRounds, "acknowledged writes checked": writesChecked, "writes in flight at a crash": inFlightAtCrash });
      expect(writesChecked).toBeGreaterThan(SIZE.crashRounds);
    } finally {
      data.remove();
    }
  },
  budgetMs(150_000, 3_600_000),
);
