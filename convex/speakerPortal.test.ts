import { expect, test } from "vitest";
import { insertAttendee } from "../tests/fixtures/roomData";
import { setRetreatDates } from "../tests/fixtures/retreatData";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { hashPortalToken, newPortalToken } from "./model/portalTokens";
import { asRole, refusalOf, setupTest, type TestConvex } from "./test.helpers";

async function setup() {
  const t = setupTest();
  await setRetreatDates(t, "2027-03-04", "2027-03-07");
  const admin = (await asRole(t, "admin")).client;
  const speaker = await insertAttendee(t, { first_name: "Tomás", last_name: "Ruiz", attendee_type: "server", health_issues: "Asthma" });
  const other = await insertAttendee(t, { first_name: "Pedro", last_name: "Lopez", attendee_type: "server" });
  const base = { kind: "talk" as const, day: "2027-03-05", duration_minutes: 30, status: "assigned" as const };
  const created = await admin.mutation(api.talks.create, { ...base, title: "God's Love", speaker_id: speaker, time: "09:00", staff_notes: "Bring your notes" });
  const second = (await admin.mutation(api.talks.create, { ...base, title: "Forgiveness", kind: "testimony", speaker_id: speaker, time: "14:00", place: "Chapel" })).talkId;
  const othersTalk = (await admin.mutation(api.talks.create, { ...base, title: "The Eucharist", speaker_id: other, time: "09:00" })).talkId;
  return { t, admin, first: created.talkId, second, othersTalk, token: created.portalToken };
}

const statusOf = (t: TestConvex, id: Id<"talks">) => t.run(async (ctx) => (await ctx.db.get("talks", id))!.status);

test("a valid link shows the speaker his own talks and nothing else", async () => {
  const { t, token } = await setup();
  const view = await t.query(api.speakerPortal.view, { token });
  expect(view?.speaker).toBe("Tomás Ruiz");
  expect(view?.talks.map((x) => [x.title, x.kind, x.day, x.time, x.place, x.staff_notes, x.status])).toEqual([
    ["God's Love", "talk", "2027-03-05", "09:00", null, "Bring your notes", "assigned"],
    ["Forgiveness", "testimony", "2027-03-05", "14:00", "Chapel", null, "assigned"],
  ]);
  expect(JSON.stringify(view)).not.toMatch(/Asthma|Pedro|Eucharist|portal_token|speaker_id/);
});

test("malformed, unknown and near-miss tokens get null from the query and the same refusal from the mutations", async () => {
  const { t, first, token } = await setup();
  const nearMiss = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  for (const bad of ["", "x", "../../etc", token + "A", token.slice(1), nearMiss, newPortalToken()]) {
    expect(await t.query(api.speakerPortal.view, { token: bad })).toBeNull();
    expect(await refusalOf(t.mutation(api.speakerPortal.confirm, { token: bad, talkId: first }))).toEqual({
      code: "INVALID_LINK",
      message: "This link is no longer valid",
    });
    expect((await refusalOf(t.mutation(api.speakerPortal.saveNote, { token: bad, talkId: first, note: "hi" }))).message).toBe(
      "This link is no longer valid",
    );
  }
  expect(await statusOf(t, first)).toBe("assigned");
});

test("the speaker confirms his talks and leaves a note for staff, who see them", async () => {
  const { t, admin, first, second, token } = await setup();
  await t.mutation(api.speakerPortal.confirm, { token, talkId: first });
  await t.mutation(api.speakerPortal.confirm, { token, talkId: second });
  await t.mutation(api.speakerPortal.saveNote, { token, talkId: first, note: "  I will need a microphone.  " });
  const list = await admin.query(api.talks.list, {});
  const mine = list.find((x) => x._id === first)!;
  expect([mine.status, mine.speaker_note, typeof mine.confirmed_at]).toEqual(["confirmed", "I will need a microphone.", "number"]);
  expect(list.find((x) => x._id === second)!.status).toBe("confirmed");
  const long = "x".repeat(2001);
  expect((await refusalOf(t.mutation(api.speakerPortal.saveNote, { token, talkId: first, note: long }))).message).toBe(
    "The note is too long (2,000 characters at most).",
  );
  // A delivered talk stays delivered when the speaker presses confirm again.
  await admin.mutation(api.talks.setStatus, { talkId: first, status: "delivered" });
  await t.mutation(api.speakerPortal.confirm, { token, talkId: first });
  expect(await statusOf(t, first)).toBe("delivered");
});

test("a link cannot act on another speaker's talk", async () => {
  const { t, othersTalk, token } = await setup();
  expect((await refusalOf(t.mutation(api.speakerPortal.confirm, { token, talkId: othersTalk }))).code).toBe("INVALID_LINK");
  expect(await statusOf(t, othersTalk)).toBe("assigned");
});

test("rotating a link kills the old one at once and the new one works", async () => {
  const { t, admin, first, token } = await setup();
  const { portalToken: fresh } = await admin.mutation(api.talks.rotateLink, { talkId: first });
  expect(fresh).not.toBe(token);
  expect(await t.query(api.speakerPortal.view, { token })).toBeNull();
  expect((await refusalOf(t.mutation(api.speakerPortal.confirm, { token, talkId: first }))).code).toBe("INVALID_LINK");
  expect((await t.query(api.speakerPortal.view, { token: fresh }))?.speaker).toBe("Tomás Ruiz");
  const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
  expect(audit.some((a) => a.summary === "Rotated the speaker-portal link")).toBe(true);
});

test("a deleted talk's link is no longer valid", async () => {
  const { t, admin, first, token } = await setup();
  await admin.mutation(api.talks.remove, { talkId: first });
  expect(await t.query(api.speakerPortal.view, { token })).toBeNull();
});

test("no stored document holds a portal token, only its hash, and the link given to staff works", async () => {
  const { t, admin, first, token } = await setup();
  const { portalToken: rotated } = await admin.mutation(api.talks.rotateLink, { talkId: first });
  await t.mutation(api.speakerPortal.saveNote, { token: rotated, talkId: first, note: "See you there" });
  expect((await t.query(api.speakerPortal.view, { token: rotated }))?.talks[0].speaker_note).toBe("See you there");
  const everything = await t.run(async (ctx) => ({
    talks: await ctx.db.query("talks").collect(),
    audit: await ctx.db.query("auditLog").collect(),
  }));
  const dump = JSON.stringify(everything);
  for (const secret of [token, rotated]) expect(dump).not.toContain(secret);
  for (const talk of everything.talks) {
    expect(talk).not.toHaveProperty("portal_token");
    expect(talk.portal_token_hash).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(JSON.stringify(await admin.query(api.talks.list, {}))).not.toMatch(/portal_token|[A-Za-z0-9_-]{43}/);
});

test("plain tokens stored by older data are dropped by the migration and by any write; old links keep working", async () => {
  const { t, admin, first, second, othersTalk, token } = await setup();
  const legacy = [newPortalToken(), newPortalToken()];
  await t.run(async (ctx) => {
    await ctx.db.patch("talks", first, { portal_token: token });
    await ctx.db.patch("talks", second, { portal_token: legacy[0], portal_token_hash: await hashPortalToken(legacy[0]) });
    await ctx.db.patch("talks", othersTalk, { portal_token: legacy[1], portal_token_hash: await hashPortalToken(legacy[1]) });
  });
  const plain = () => t.run(async (ctx) => (await ctx.db.query("talks").collect()).filter((talk) => talk.portal_token !== undefined).map((talk) => talk._id));

  await admin.mutation(api.talks.setStatus, { talkId: second, status: "confirmed" });
  expect((await plain()).sort()).toEqual([first, othersTalk].sort());
  expect(await t.mutation(internal.migrations.run, {})).toMatchObject({ plainPortalTokensDropped: 2 });
  expect(await plain()).toEqual([]);
  expect(await t.mutation(internal.migrations.run, {})).toMatchObject({ plainPortalTokensDropped: 0 });

  expect((await t.query(api.speakerPortal.view, { token }))?.speaker).toBe("Tomás Ruiz");
  expect((await t.query(api.speakerPortal.view, { token: legacy[1] }))?.speaker).toBe("Pedro Lopez");
});

test("a note typed but not sent goes with the confirmation instead of being lost", async () => {
  const { t, admin, first, token } = await setup();
  await t.mutation(api.speakerPortal.confirm, { token, talkId: first, note: "Can I have a projector?" });
  const mine = (await admin.query(api.talks.list, {})).find((x) => x._id === first)!;
  expect([mine.status, mine.speaker_note]).toEqual(["confirmed", "Can I have a projector?"]);
});
