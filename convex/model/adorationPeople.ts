/**
 * The people an adoration admin can put in an hour: accounts (staff and servers), servers
 * without an account, and supporters typed in by name and phone.
 */
import { v, type Infer } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { isValidPhone, LIMITS, phoneDigits, stripHtml } from "../shared/attendeeRules";
import { personOfAttendee, personOfUser, refused, type BookingPerson } from "./adorationBookings";
import { compareNames } from "../shared/collation";


export const adorerValidator = v.union(
  v.object({ kind: v.literal("account"), userId: v.id("users") }),
  v.object({ kind: v.literal("attendee"), attendeeId: v.id("attendees") }),
  v.object({ kind: v.literal("guest"), name: v.string(), phone: v.string() }),
);
export type Adorer = Infer<typeof adorerValidator>;

/** The booking details of the chosen adorer, or a refusal naming what is wrong. */
export async function personOfAdorer(ctx: QueryCtx, adorer: Adorer): Promise<BookingPerson> {
  if (adorer.kind === "account") {
    const user = await ctx.db.get("users", adorer.userId);
    if (user === null) throw refused("This account no longer exists.");
    return await personOfUser(ctx, user);
  }
  if (adorer.kind === "attendee") {
    const attendee = await ctx.db.get("attendees", adorer.attendeeId);
    if (attendee === null) throw refused("This person is no longer on the attendee list.");
    return await personOfAttendee(ctx, attendee);
  }
  const name = stripHtml(adorer.name).replace(/\s+/g, " ").trim();
  if (name === "") throw refused("Enter the adorer's name.");
  if (name.length > LIMITS.name * 2) throw refused(`The name must be ${LIMITS.name * 2} characters or less.`);
  if (!isValidPhone(adorer.phone.trim())) throw refused("Please enter a valid phone number");
  return { name, phone: phoneDigits(adorer.phone) };
}

export type PickablePerson =
  | { kind: "account"; userId: Id<"users">; name: string; email: string | null; phone: string | null }
  | { kind: "attendee"; attendeeId: Id<"attendees">; name: string; email: string | null; phone: string | null };

/**
 * Accounts with a role, and servers without an account, by name: all of them, never a silent
 * first part. At 5,000 men (500 servers, about 600 accounts) this reads a few thousand documents
 * and a range per linked account, far inside Convex's per-function limits.
 */
export async function pickablePeople(ctx: QueryCtx): Promise<PickablePerson[]> {
  const [users, grants, servers] = await Promise.all([
    ctx.db.query("users").collect(),
    ctx.db.query("userRoles").collect(),
    ctx.db
      .query("attendees")
      .withIndex("by_type_and_room", (q) => q.eq("attendee_type", "server"))
      .collect(),
  ]);
  const withRole = new Set(grants.map((grant) => grant.user_id));
  const people: PickablePerson[] = [];
  const linked = new Set<string>();
  for (const user of users) {
    if (!withRole.has(user._id) || user.disabled) continue;
    const person = await personOfUser(ctx, user);
    if (person.attendee_id) linked.add(person.attendee_id);
    people.push({ kind: "account", userId: user._id, name: person.name, email: user.email ?? null, phone: person.phone ?? null });
  }
  const accountEmails = new Set(users.map((user) => user.email));
  for (const server of servers) {
    if (linked.has(server._id) || accountEmails.has(server.email)) continue;
    people.push({
      kind: "attendee",
      attendeeId: server._id,
      name: `${server.first_name} ${server.last_name}`.trim(),
      email: server.email || null,
      phone: server.phone_number,
    });
  }
  return people.sort((a, b) => compareNames(a.name, b.name));
}
