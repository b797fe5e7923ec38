/**
 * Shared runs. Nested queries (ctx.runQuery inside a query) that do not look at the caller's identity are run
 * once per snapshot and shared by every subscription making the same call, whoever its caller;
 * a nested query that reads the identity is never shared. A query that returns the nested answer
 * untouched is brought up to date by running the nested call alone, as long as nothing else it
 * read (its caller check) changed; when that changed, the query runs again. Identical top-level
 * calls (a live list's page) whose own code never looks at the identity or the page id share one
 * run among callers whose identity-reading checks answer alike, each check run as its caller.
 */
import type { ConvexClient } from "convex/browser";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "./fixture/convex/_generated/api";
import { client, fileServer, logCaughtUp, sleep, waitForValue } from "./helpers";
import { refusalOf } from "../../convex/refusal.helpers";

const server = fileServer({ RETREAT_VERBOSE: "1" });
const clients: ConvexClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

/** Runs of the client-facing query `path` the server logged (not answers taken from another caller's run). */
const runs = (path: string) =>
  server.output().split("\n").filter((l) => l.startsWith(`[query] ${path} `) && !l.includes("(nested") && !l.includes("(shared run)")).length;

/** Lines the server logged for nested runs of `path`: runs of its own, and answers from a shared run. */
function nestedRuns(path: string): { own: number; shared: number } {
  const lines = server.output().split("\n").filter((l) => l.startsWith(`[query] ${path} `));
  return { own: lines.filter((l) => !l.includes("shared run")).length, shared: lines.filter((l) => l.includes("shared run")).length };
}

let accounts = 0;

/** A client signed in as a new account (its own identity). */
async function signedIn(): Promise<ConvexClient> {
  const c = client(server.url);
  clients.push(c);
  const email = `shared${++accounts}@example.org`;
  const result = (await c.action(api.auth.signIn, { provider: "password", params: { email, password: "correct horse 9", flow: "signUp" } })) as {
    tokens: { token: string } | null;
  };
  const token = result.tokens?.token;
  if (!token) throw new Error("sign-up gave no token");
  await new Promise<void>((resolve) => c.setAuth(async () => token, (ok) => ok && resolve()));
  return c;
}

async function until(pred: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !pred(); i++) await sleep(25);
  if (!pred()) throw new Error(`timed out waiting for ${what}`);
}

describe("shared nested query runs", () => {
  it("run a caller-independent nested query once per change for every caller, and still check each caller", async () => {
    const staff = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const writer = client(server.url);
    clients.push(writer);
    const seen: unknown[] = [];
    staff.forEach((c, i) => c.onUpdate(api.shared.board, {}, (v) => (seen[i] = v), (e) => (seen[i] = e)));
    const newest = (i: number) => (Array.isArray(seen[i]) ? (seen[i] as string[])[0] : seen[i]);
    await until(() => staff.every((_, i) => seen[i] !== undefined), "the first answers");
    await logCaughtUp(server);

    // A change to what the nested query read: it runs once for all three, and the callers'
    // functions, which passed its answer through, need not run again.
    let before = { board: runs("shared:board"), messages: nestedRuns("shared:messages") };
    await writer.mutation(api.messages.send, { body: "one run for all" });
    await until(() => staff.every((_, i) => newest(i) === "one run for all"), "the new message on every screen");
    await logCaughtUp(server);
    expect(runs("shared:board")).toBe(before.board);
    expect(nestedRuns("shared:messages").own - before.messages.own).toBe(1);

    // A change to what one caller's own check read runs that caller's function again, and only his.
    before = { board: runs("shared:board"), messages: nestedRuns("shared:messages") };
    await staff[0].mutation(api.shared.rename, { name: "disabled" });
    await until(() => seen[0] instanceof Error, "the refusal");
    expect((seen[0] as Error).message).toMatch(/UNAUTHENTICATED/);
    await logCaughtUp(server);
    expect(runs("shared:board")).toBe(before.board + 1);

    // The others still follow the list; the refused caller stays refused.
    await writer.mutation(api.messages.send, { body: "still shared" });
    await until(() => newest(1) === "still shared" && newest(2) === "still shared", "the next message");
    await logCaughtUp(server);
    expect(seen[0]).toBeInstanceOf(Error);

    // A signed-out caller is refused by its own check too.
    const anonymous = client(server.url);
    clients.push(anonymous);
    await expect(anonymous.query(api.shared.board, {})).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it("never share a nested query that reads the identity, however deep the read", async () => {
    const [ana, bea] = await Promise.all([signedIn(), signedIn()]);
    for (const query of [api.shared.mine, api.shared.mineNested]) {
      const a = await waitForValue<{ subject: string | null }>(ana, query, {}, () => true);
      const b = await waitForValue<{ subject: string | null }>(bea, query, {}, () => true);
      expect(a.subject).not.toBeNull();
      expect(b.subject).not.toBeNull();
      expect(a.subject).not.toBe(b.subject);
    }
    const seen: Array<{ subject: string | null; bodies: string[] } | undefined> = [];
    [ana, bea].forEach((c, i) => c.onUpdate(api.shared.mineNested, {}, (v) => (seen[i] = v)));
    await until(() => seen[0] !== undefined && seen[1] !== undefined, "the first answers");
    await logCaughtUp(server);
    const subjects = seen.map((v) => v!.subject);
    const before = { inner: nestedRuns("shared:withSubject"), outer: nestedRuns("shared:outer"), mine: runs("shared:mineNested") };
    await ana.mutation(api.messages.send, { body: "each his own" });
    await until(() => seen.every((v) => v?.bodies[0] === "each his own"), "the new message for both");
    await logCaughtUp(server);
    expect(seen.map((v) => v!.subject)).toEqual(subjects);
    expect(nestedRuns("shared:withSubject").shared - before.inner.shared).toBe(0);
    expect(nestedRuns("shared:outer").shared - before.outer.shared).toBe(0);
    // Their nested call looks at the identity: each caller's function runs again.
    expect(runs("shared:mineNested") - before.mine).toBe(2);
    expect(server.output()).toContain("(nested, not shared)");
  });

  it("run a query again when it looked into the nested answer it returned", async () => {
    const c = client(server.url);
    clients.push(c);
    const writer = client(server.url);
    clients.push(writer);
    const count = (await c.query(api.messages.list, {})).length;
    let latest: unknown;
    c.onUpdate(api.shared.guarded, { max: count + 1 }, (v) => (latest = v), (e) => (latest = e));
    await until(() => Array.isArray(latest) && latest.length === count, "the first answer");
    await writer.mutation(api.messages.send, { body: "one more" });
    await until(() => Array.isArray(latest) && latest.length === count + 1, "the longer list");
    await writer.mutation(api.messages.send, { body: "one too many" });
    await until(() => latest instanceof Error, "the refusal");
    expect((latest as Error).message).toMatch(/TOO_MANY/);
  });

  it("pass a nested query's ConvexError to its caller with its data", async () => {
    const c = client(server.url);
    clients.push(c);
    expect(await refusalOf(c.query(api.shared.failing, {}))).toEqual({ code: "NESTED", detail: "from a nested query" });
  });

  it("share one top-level run of the same page among callers whose checks answer alike, each checked as himself", async () => {
    const staff = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const writer = client(server.url);
    clients.push(writer);
    type Page = { page: Array<{ body: string }> };
    const seen: unknown[] = [];
    // Each client's page query has its own id, as Convex's paginated queries do.
    staff.forEach((c, i) =>
      c.onUpdate(api.shared.listPage, { paginationOpts: { numItems: 3, cursor: null, id: 100 + i } }, (v) => (seen[i] = v), (e) => (seen[i] = e)),
    );
    const newest = (i: number) => (seen[i] as Page | undefined)?.page?.[0]?.body;
    await until(() => staff.every((_, i) => seen[i] !== undefined), "the first pages");
    await logCaughtUp(server);

    const shared = () => server.output().split("\n").filter((l) => l.startsWith("[query] shared:listPage (shared run)")).length;
    let before = { own: runs("shared:listPage"), shared: shared(), checks: runs("shared:checkSignedIn") };
    await writer.mutation(api.messages.send, { body: "one page run" });
    await until(() => staff.every((_, i) => newest(i) === "one page run"), "the new message on every page");
    await logCaughtUp(server);
    // One caller's run; the two others took its answer, their own checks' answers unchanged (nothing they read was written).
    expect(runs("shared:listPage") - before.own).toBe(1);
    expect(shared() - before.shared).toBe(2);
    expect(runs("shared:checkSignedIn") - before.checks).toBe(0);

    // A caller his own check refuses gets his refusal, not the others' page.
    await staff[0].mutation(api.shared.rename, { name: "disabled" });
    await until(() => seen[0] instanceof Error, "the refusal");
    // The rename's own re-runs are all logged before counting from here.
    await logCaughtUp(server);
    before = { own: runs("shared:listPage"), shared: shared(), checks: runs("shared:checkSignedIn") };
    await writer.mutation(api.messages.send, { body: "without him" });
    await until(() => newest(1) === "without him" && newest(2) === "without him", "the next message");
    await logCaughtUp(server);
    expect(seen[0]).toBeInstanceOf(Error);
    expect((seen[0] as Error).message).toMatch(/UNAUTHENTICATED/);
    // The two others: one run and one answer taken from it (his refused run read no page, so it does not run again).
    expect(runs("shared:listPage") - before.own).toBe(1);
    expect(shared() - before.shared).toBe(1);

    // A change to a caller's check and to the page in one commit: his check runs again, as him, before any sharing.
    const [first, second] = [(await staff[1].query(api.shared.myId, {}))!, (await staff[2].query(api.shared.myId, {}))!];
    await writer.mutation(api.shared.renameTwoAndPost, { first, firstName: "still in", second, secondName: "disabled", body: "and he is out" });
    await until(() => newest(1) === "and he is out" && seen[2] instanceof Error, "the message for one, the refusal for the other");
    expect((seen[2] as Error).message).toMatch(/UNAUTHENTICATED/);
  });

  it("never share a top-level run whose answer may depend on the caller or on the page id", async () => {
    const [ana, bea] = await Promise.all([signedIn(), signedIn()]);
    await ana.mutation(api.shared.rename, { name: "Ana" });
    await bea.mutation(api.shared.rename, { name: "Bea" });
    const writer = client(server.url);
    clients.push(writer);
    type Seen = { page: Array<{ body: string }>; subject?: string | null; name?: string | null; id?: number | null };
    const watch = (c: ConvexClient, query: typeof api.shared.directPage, id: number) => {
      const box: { value?: Seen } = {};
      c.onUpdate(query, { paginationOpts: { numItems: 2, cursor: null, id } }, (v) => (box.value = v as Seen));
      return box;
    };
    const direct = [watch(ana, api.shared.directPage, 1), watch(bea, api.shared.directPage, 1)];
    const named = [watch(ana, api.shared.namedPage as never, 1), watch(bea, api.shared.namedPage as never, 1)];
    const ids = [watch(ana, api.shared.pageWithId as never, 7), watch(bea, api.shared.pageWithId as never, 8)];
    const all = [...direct, ...named, ...ids];
    await until(() => all.every((b) => b.value !== undefined), "the first pages");
    for (let round = 0; round < 2; round++) {
      const body = `round ${round}`;
      await writer.mutation(api.messages.send, { body });
      await until(() => all.every((b) => b.value?.page[0]?.body === body), `the message of ${body}`);
      expect(direct[0].value!.subject).not.toBe(direct[1].value!.subject);
      expect(direct.every((b) => typeof b.value!.subject === "string")).toBe(true);
      expect(named.map((b) => b.value!.name)).toEqual(["Ana", "Bea"]);
      expect(ids.map((b) => b.value!.id)).toEqual([7, 8]);
    }
    const sharedOf = (path: string) => server.output().split("\n").filter((l) => l.startsWith(`[query] ${path} (shared run)`)).length;
    expect(sharedOf("shared:directPage")).toBe(0);
    expect(sharedOf("shared:namedPage")).toBe(0);
    expect(sharedOf("shared:pageWithId")).toBe(0);
  });
});
