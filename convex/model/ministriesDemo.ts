import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { DEMO_PRAYERS, DEMO_TALKS } from "./demoData";
import { newPortalSecret } from "./portalTokens";

/**
 * Demo talks, prayers, palancas and a staff event for the demo retreat: talks on the middle days
 * given by servers, a few letters for the first retreatants, the chapel's prayers in order.
 */
export async function seedMinistriesDemo(
  ctx: MutationCtx,
  demo: { now: number; days: string[]; servers: Id<"attendees">[]; retreatants: Id<"attendees">[] },
): Promise<void> {
  const { now, days, servers, retreatants } = demo;
  for (const [i, talk] of DEMO_TALKS.entries()) {
    await ctx.db.insert("talks", {
      ...talk,
      speaker_id: servers[i] ?? null,
      day: days[Math.min(1 + Math.floor(i / 3), days.length - 1)],
      time: `${String(9 + (i % 3) * 2).padStart(2, "0")}:00`,
      duration_minutes: talk.kind === "talk" ? 45 : 20,
      place: "Chapel",
      status: "assigned",
      // Staff make a new link to send (the token is not kept).
      portal_token_hash: (await newPortalSecret()).portal_token_hash,
      created_at: now,
    });
  }
  for (const [i, prayer] of DEMO_PRAYERS.entries()) {
    await ctx.db.insert("prayers", { title: prayer.title, body: `<p>${prayer.body}</p>`, kind: "prayer", sort_order: i, created_at: now });
  }
  await ctx.db.insert("prayers", {
    title: "For the families of the retreatants",
    body: "<p>That the Lord bless and keep the families waiting at home this weekend.</p>",
    kind: "intention",
    sort_order: DEMO_PRAYERS.length,
    created_at: now,
  });
  const letters: Array<[number, string, string]> = [
    [0, "María García", "Wife"],
    [0, "Sofía García", "Daughter"],
    [1, "Parish prayer group", "Community"],
  ];
  for (const [index, from_name, relationship] of letters) {
    const attendee_id = retreatants[index];
    if (attendee_id === undefined) continue;
    await ctx.db.insert("palancas", { attendee_id, from_name, relationship, received_date: days[0], created_at: now });
    const kept = await ctx.db.query("palancaCounts").withIndex("by_attendee", (q) => q.eq("attendee_id", attendee_id)).unique();
    if (kept === null) await ctx.db.insert("palancaCounts", { attendee_id, count: 1 });
    else await ctx.db.patch("palancaCounts", kept._id, { count: kept.count + 1 });
  }
  await ctx.db.insert("calendarEvents", {
    title: "Servers' team meeting",
    day: days[0],
    start_time: "14:00",
    end_time: "15:30",
    place: "Dining hall",
    created_at: now,
  });
}
