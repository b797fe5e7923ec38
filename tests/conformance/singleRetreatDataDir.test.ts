/**
 * A data directory of the single-weekend app (tests/fixtures/singleRetreatDataDir: the demo
 * retreat as the version before retreats wrote it) opens as one retreat with nothing lost: every
 * document keeps its id and fields, each domain document now belongs to that retreat, each man is
 * a person, and the screens answer with the same men, rooms and tables as before.
 */
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { decodeConvexId } from "../../server/backup/convexIds";
import { ROOT, tempDataDir } from "./helpers";
import { startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { client } from "./helpers";

const FIXTURE = join(ROOT, "tests", "fixtures", "singleRetreatDataDir");
/** The fixture's administrator (the seed of the version that wrote it). */
const ADMIN = { email: "admin@retreat.local", password: "fixture-password-1" };

type StoredDoc = Record<string, unknown> & { _id: string };
type Snapshot = { docs: StoredDoc[] };

function readSnapshot(dir: string): { docs: StoredDoc[]; tables: Map<number, string> } {
  const snapshot = JSON.parse(readFileSync(join(dir, "snapshot.json"), "utf8")) as Snapshot;
  const numbers = (JSON.parse(readFileSync(join(dir, "tables.json"), "utf8")) as { tables: Record<string, number> }).tables;
  return { docs: snapshot.docs, tables: new Map(Object.entries(numbers).map(([name, n]) => [n, name])) };
}

function tableOf(doc: StoredDoc, tables: Map<number, string>): string {
  return tables.get(decodeConvexId(doc._id)!.tableNumber) ?? "?";
}

const before = readSnapshot(FIXTURE);
const countOf = (table: string) => before.docs.filter((doc) => tableOf(doc, before.tables) === table).length;
const settingOf = (key: string) =>
  before.docs.find((doc) => tableOf(doc, before.tables) === "siteSettings" && doc.setting_key === key)?.setting_value;

let app: AppBackend;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  const data = tempDataDir();
  cpSync(FIXTURE, data.dir, { recursive: true });
  app = await startAppBackend({ demo: false, dataDir: data.dir });
  admin = client(app.url);
  const signedIn = (await admin.action(api.auth.signIn, { provider: "password", params: { ...ADMIN, flow: "signIn" } })) as {
    tokens?: { token: string } | null;
  };
  const token = signedIn.tokens?.token;
  if (!token) throw new Error("The fixture's administrator could not sign in.");
  await new Promise<void>((resolve) => admin.setAuth(async () => token, (ok) => ok && resolve()));
}, 120_000);

afterAll(async () => {
  await admin?.close();
  await app?.stop();
});

describe("a data directory of the single-weekend app", () => {
  it("opens as one current, open retreat named by its settings", async () => {
    expect(countOf("attendees")).toBeGreaterThan(50);
    const viewing = await admin.query(api.retreats.viewing, {});
    expect(viewing).toMatchObject({ name: settingOf("retreat_name"), status: "open", isCurrent: true });
    const all = await admin.query(api.retreats.list, {});
    expect(all.map((r: { _id: string }) => r._id)).toEqual([viewing._id]);
  });

  it("shows the same men, rooms and tables as before", async () => {
    const registration = await admin.query(api.dashboard.registration, {});
    const retreatants = before.docs.filter((doc) => tableOf(doc, before.tables) === "attendees" && doc.attendee_type === "attendee").length;
    expect(registration.retreatants).toBe(retreatants);
    expect((await admin.query(api.rooms.list, {})).length).toBe(countOf("rooms"));
    expect((await admin.query(api.diningTables.tables, {})).length).toBe(countOf("diningTables"));
    const counts = await admin.query(api.checkIn.counts, {});
    expect(counts).toBeTruthy();
    expect(await admin.query(api.settings.get, {})).toMatchObject({ retreat_name: settingOf("retreat_name") });
  });

  it("keeps every document with its id and fields; each domain document belongs to the retreat and each man to a person", async () => {
    const retreatId = (await admin.query(api.retreats.viewing, {}))._id;
    await admin.close();
    await app.server.stop();
    const after = readSnapshot(app.dataDir);
    const byId = new Map(after.docs.map((doc) => [doc._id, doc]));
    const missing: string[] = [];
    const changed: string[] = [];
    for (const old of before.docs) {
      const now = byId.get(old._id);
      if (now === undefined) {
        missing.push(`${tableOf(old, before.tables)} ${old._id}`);
        continue;
      }
      const { retreat_id, person_id, ...rest } = now;
      void person_id;
      if (JSON.stringify(rest) !== JSON.stringify(old)) changed.push(`${tableOf(old, before.tables)} ${old._id}`);
      const table = tableOf(old, before.tables);
      const isDomain = !table.startsWith("auth") && !["users", "userRoles", "images", "outboxEmails", "signInAttempts", "signInDevices", "_storage", "_scheduled_functions"].includes(table);
      if (isDomain) expect(retreat_id, `${table} ${old._id}`).toBe(retreatId);
      if (table === "attendees") expect(typeof person_id, `attendee ${old._id}`).toBe("string");
    }
    expect(missing).toEqual([]);
    expect(changed).toEqual([]);
  }, 60_000);
});
