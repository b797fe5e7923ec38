/**
 * Backup and restore of the real app on the embedded backend: a demo retreat with an uploaded
 * logo goes through `npm run backup` (taken from the running server) and `npm run restore`
 * into a new data directory, and every table and stored file comes back the same; a backup
 * taken while staff assign rooms is one consistent point in time; an export made by Convex
 * restores and the app works on it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { api } from "../../convex/_generated/api";
import { backup, restore } from "../../server/backup/commands";
import { DocumentIds } from "../../server/engine/documentIds";
import { readStoreState } from "../../server/store/store";
import { dataDirDocs, dataDirTableOf, invariantViolations } from "../fixtures/appInvariants";
import { asConvexExport } from "../fixtures/convexExport";
import { ADMIN_EMAIL, startAppBackend, type AppBackend } from "../fixtures/roomBackend";
import { fetchRoomBoard } from "../fixtures/roomBoard";
import { client, ROOT } from "./helpers";

const CONVEX_DIR = join(ROOT, "convex");
/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

const work = mkdtempSync(join(tmpdir(), "retreat-backup-"));
const freshDir = (name: string) => join(work, name);
afterAll(() => rmSync(work, { recursive: true, force: true }));

let app: AppBackend;
let admin: ConvexClient;
let backupFile: string;
let roomsAtBackup: Record<string, string[]>;

async function uploadLogo(client: ConvexClient): Promise<void> {
  const uploadUrl = await client.mutation(api.images.generateUploadUrl, {});
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: PNG });
  const { storageId } = (await response.json()) as { storageId: string };
  await client.action(api.images.setImage, { slot: "logo1", storageId: storageId as never });
}

async function logoBytes(client: ConvexClient): Promise<Buffer> {
  const urls = await client.query(api.images.urls, {});
  expect(urls.logo1.uploaded).toBe(true);
  return Buffer.from(await (await fetch(urls.logo1.url!)).arrayBuffer());
}

/** Where each man sleeps, by name (names may repeat): comparable across id changes. */
async function roomsByName(client: ConvexClient): Promise<Record<string, string[]>> {
  const board = await fetchRoomBoard(client);
  const where: Record<string, string[]> = {};
  const add = (man: { first_name: string; last_name: string }, room: string) =>
    (where[`${man.first_name} ${man.last_name}`] ??= []).push(room);
  for (const man of board.unassigned) add(man, "(none)");
  for (const room of board.rooms) for (const man of room.occupants) add(man, room.name);
  for (const rooms of Object.values(where)) rooms.sort();
  return where;
}

beforeAll(async () => {
  app = await startAppBackend({ demo: true });
  admin = await app.signedInClient();
  await uploadLogo(admin);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("backup and restore", () => {
  test("a demo retreat with an uploaded logo comes back table for table, file for file", async () => {
    const taken = await backup(app.dataDir, CONVEX_DIR);
    expect(taken.from).toBe("running server");
    backupFile = join(work, "demo.zip");
    writeFileSync(backupFile, taken.zip);
    roomsAtBackup = await roomsByName(admin);

    const target = freshDir("restored");
    expect(restore(backupFile, target).previous).toBeNull();
    const original = readStoreState(app.dataDir).docs;
    const restored = readStoreState(target).docs;
    const tableOf = dataDirTableOf(target);
    // Ids come back unchanged, so the tables keep their numbers.
    expect(DocumentIds.read(target).numbers()).toEqual(DocumentIds.read(app.dataDir).numbers());
    const tables = (docs: typeof original) => new Set([...docs.keys()].map(tableOf));
    expect(tables(restored)).toEqual(tables(original));
    expect(tables(restored)).toContain("_storage");
    expect(Object.fromEntries(restored)).toEqual(Object.fromEntries(original));
    const storedIds = [...original.keys()].filter((id) => tableOf(id) === "_storage");
    expect(storedIds.length).toBeGreaterThan(0);
    for (const id of storedIds) {
      for (const file of [id, `${id}.type`]) {
        expect(readFileSync(join(target, "blobs", file))).toEqual(readFileSync(join(app.dataDir, "blobs", file)));
      }
    }

    const restoredApp = await startAppBackend({ demo: false, dataDir: target });
    try {
      const client = await restoredApp.signedInClient();
      expect(await logoBytes(client)).toEqual(PNG);
      expect(await roomsByName(client)).toEqual(roomsAtBackup);
      expect(invariantViolations(dataDirDocs(target), dataDirTableOf(target))).toEqual([]);
    } finally {
      await restoredApp.stop();
    }
  }, 180_000);

  test("a backup taken while staff assign rooms is one consistent point in time", async () => {
    const board = await fetchRoomBoard(admin);
    const men = [...board.unassigned, ...board.rooms.flatMap((room) => room.occupants)].filter((man) => !man.sleeps_at_home);
    const rooms = board.rooms.map((room) => room._id);
    const staff = await Promise.all([1, 2, 3].map(() => app.signedInClient()));
    let running = true;
    let writes = 0;
    const load = staff.map(async (client, i) => {
      for (let n = i; running; n += 3) {
        const man = men[n % men.length];
        const roomId = n % 4 === 0 ? null : rooms[(n * 5) % rooms.length];
        await client.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId }).then(
          () => writes++,
          () => undefined,
        );
      }
    });
    try {
      for (let round = 0; round < 3; round++) {
        const taken = await backup(app.dataDir, CONVEX_DIR);
        const file = join(work, `under-load-${round}.zip`);
        writeFileSync(file, taken.zip);
        const target = freshDir(`under-load-${round}`);
        restore(file, target);
        expect(invariantViolations(dataDirDocs(target), dataDirTableOf(target))).toEqual([]);
      }
    } finally {
      running = false;
      await Promise.all(load);
    }
    expect(writes).toBeGreaterThan(0);
  }, 120_000);

  test("an export made by a Convex deployment restores, and the app runs on it", async () => {
    const converted = join(work, "convex-export.zip");
    writeFileSync(converted, asConvexExport(new Uint8Array(readFileSync(backupFile))));
    const target = freshDir("from-convex");
    const { snapshot } = restore(converted, target);
    // No id came from the embedded backend, so every document got a new one.
    const originalIds = new Set(readStoreState(app.dataDir).docs.keys());
    expect(snapshot.docs.filter((doc) => originalIds.has(doc._id))).toEqual([]);

    const restoredApp = await startAppBackend({ demo: false, dataDir: target });
    try {
      const client = await restoredApp.signedInClient();
      expect(await logoBytes(client)).toEqual(PNG);
      expect(invariantViolations(dataDirDocs(target), dataDirTableOf(target))).toEqual([]);
      expect(await roomsByName(client)).toEqual(roomsAtBackup);
    } finally {
      await restoredApp.stop();
    }
  }, 120_000);

  test("a backup leaves out live password-reset codes", async () => {
    const c = client(app.url);
    await c.action(api.auth.signIn, { provider: "password", params: { email: ADMIN_EMAIL, flow: "reset" } });
    await c.close();
    const tableOf = dataDirTableOf(app.dataDir);
    const codes = () => dataDirDocs(app.dataDir).filter((doc) => tableOf(doc._id) === "authVerificationCodes");
    for (let i = 0; i < 200 && codes().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(codes().length).toBeGreaterThan(0);
    const taken = await backup(app.dataDir, CONVEX_DIR);
    const entries = unzipSync(taken.zip);
    expect(strFromU8(entries["authVerificationCodes/documents.jsonl"] ?? new Uint8Array())).toBe("");
    expect(taken.snapshot.docs.filter((doc) => taken.snapshot.ids.tableOf(doc._id) === "authVerificationCodes")).toEqual([]);
  });

  test("restore refuses while the server runs and refuses a file that is not a snapshot, changing nothing", async () => {
    expect(() => restore(backupFile, app.dataDir)).toThrow(/in use by another server[\s\S]*Stop the server first/);
    const garbage = join(work, "garbage.zip");
    writeFileSync(garbage, "first_name,last_name\nJosé,Núñez\n");
    const target = freshDir("untouched");
    expect(() => restore(garbage, target)).toThrow("The file is not a snapshot ZIP (it could not be read as a ZIP file).");
    expect(() => readFileSync(join(target, "snapshot.json"))).toThrow();

    const response = await fetch(`${app.url}/api/embedded/backup`, { method: "POST", headers: { Authorization: "Bearer guess" } });
    expect(response.status).toBe(401);
  });
});
