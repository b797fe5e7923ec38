/**
 * Every rule that limits a resource, as a race: many real clients, each its own signed-in
 * session, call at the same moment; exactly the allowed number win and every loser gets the
 * rule's message. To cover a new rule, add an entry to RACES.
 */
import type { ConvexClient } from "convex/browser";
import { expect } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { fetchRoomBoard } from "../fixtures/roomBoard";

export type Contest = {
  /** One call per racer, each made on its own client. */
  calls: Array<(client: ConvexClient) => Promise<unknown>>;
  /** How many calls must succeed. */
  winners: number;
  /** The message a refused call `i` must get. */
  refusal: (i: number) => string | RegExp;
  /** Checks on the data once every call has answered. */
  after?: (results: PromiseSettledResult<unknown>[]) => Promise<void>;
};

export type RaceRule = { name: string; prepare: (admin: ConvexClient, racers: number, tag: string) => Promise<Contest> };

type Man = { _id: Id<"attendees">; first_name: string; last_name: string; attendee_type: "attendee" | "server"; sleeps_at_home: boolean };

const nameOf = (man: Man) => `${man.first_name} ${man.last_name}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Men who fit `want`, taken out of their rooms so they can race. */
async function freeMen(admin: ConvexClient, want: (man: Man) => boolean, count: number): Promise<Man[]> {
  const board = await fetchRoomBoard(admin);
  const men = ([...board.unassigned, ...board.rooms.flatMap((room) => room.occupants)] as Man[]).filter(want).slice(0, count);
  if (men.length < count) throw new Error(`Only ${men.length} men fit; ${count} are needed.`);
  for (const man of men) await admin.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId: null });
  return men;
}

/** An adoration hour nobody holds yet, open for booking. */
async function openAdorationHour(admin: ConvexClient): Promise<Id<"adorationSlots">> {
  const { slots } = await admin.query(api.adoration.adminSchedule, {});
  const open = slots.find((slot) => !slot.outsideSchedule && !slot.is_blocked && slot.holders.length === 0);
  if (!open) throw new Error("No open adoration hour left to race for.");
  return open._id;
}

const retreatant = (man: Man) => man.attendee_type === "attendee" && !man.sleeps_at_home;
const server = (man: Man) => man.attendee_type === "server" && !man.sleeps_at_home;

async function attendeesWithEmail(admin: ConvexClient, email: string): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  for (;;) {
    const page: { page: { email: string }[]; isDone: boolean; continueCursor: string } = await admin.query(api.attendees.listPage, {
      paginationOpts: { numItems: 500, cursor },
    });
    count += page.page.filter((man) => man.email === email).length;
    if (page.isDone) return count;
    cursor = page.continueCursor;
  }
}

/** A new retreatant, not checked in, and the check-in counts before the race. */
async function manAtTheDoor(admin: ConvexClient, tag: string, what: string) {
  const input = { first_name: "Door", last_name: `${what} ${tag}`, email: `door-${what.toLowerCase()}-${tag}@example.org` };
  const id = await admin.mutation(api.attendees.create, { input });
  return { id, arrived: (await admin.query(api.checkIn.counts, {})).retreatants.arrived };
}

/** How many of his audit entries carry `summary`. */
async function auditEntries(admin: ConvexClient, id: Id<"attendees">, summary: string): Promise<number> {
  const profile = await admin.query(api.attendees.profile, { id });
  return profile!.history.filter((entry) => entry.summary === summary).length;
}

const changedCount = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === "fulfilled" && (r.value as { changed: boolean }).changed).length;

const importRow = (email: string, i: number) => ({
  attendeeType: "attendee" as const,
  rows: [{ row: 2, values: { first_name: "Racer", last_name: `Import ${i}`, email } }],
});

export const RACES: RaceRule[] = [
  {
    name: "room capacity: the last 2 beds",
    prepare: async (admin, racers, tag) => {
      const capacity = 4;
      const men = await freeMen(admin, retreatant, capacity - 2 + racers);
      const name = `Race room ${tag}`;
      const roomId = await admin.mutation(api.rooms.create, { name, capacity, room_type: "retreatant" });
      for (const man of men.slice(0, capacity - 2)) await admin.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId });
      const contenders = men.slice(capacity - 2);
      return {
        calls: contenders.map((man) => (client) => client.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId })),
        winners: 2,
        refusal: () => `Cannot assign attendee. Room ${name} is full (${capacity} of ${capacity} beds taken).`,
        after: async () => {
          expect(await admin.query(api.floorPlan.occupants, { roomId })).toHaveLength(capacity);
        },
      };
    },
  },
  {
    name: "room type: retreatants refused from a server room while servers take its 2 beds",
    prepare: async (admin, racers, tag) => {
      const half = Math.ceil(racers / 2);
      const servers = await freeMen(admin, server, Math.min(half, 12));
      const retreatants = await freeMen(admin, retreatant, racers - servers.length);
      const name = `Race server room ${tag}`;
      const roomId = await admin.mutation(api.rooms.create, { name, capacity: 2, room_type: "server" });
      const contenders = [...servers, ...retreatants];
      return {
        calls: contenders.map((man) => (client) => client.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId })),
        winners: 2,
        refusal: (i) =>
          contenders[i].attendee_type === "server"
            ? `Cannot assign attendee. Room ${name} is full (2 of 2 beds taken).`
            : `Cannot assign attendee. Room ${name} is a server room and ${nameOf(contenders[i])} is a retreatant.`,
      };
    },
  },
  {
    name: "sleeps at home: men who sleep at home never get a bed, the others take the 2 free ones",
    prepare: async (admin, racers, tag) => {
      const atHome: Man[] = [];
      for (let i = 0; i < Math.min(Math.floor(racers / 2), 4); i++) {
        const input = { first_name: "Home", last_name: `Sleeper ${tag}-${i}`, email: `home-${tag}-${i}@example.org`, sleeps_at_home: true };
        const _id = await admin.mutation(api.attendees.create, { input });
        atHome.push({ _id, first_name: input.first_name, last_name: input.last_name, attendee_type: "attendee", sleeps_at_home: true });
      }
      const others = await freeMen(admin, retreatant, racers - atHome.length);
      const name = `Race home room ${tag}`;
      const roomId = await admin.mutation(api.rooms.create, { name, capacity: 2, room_type: "retreatant" });
      const contenders = [...atHome, ...others];
      return {
        calls: contenders.map((man) => (client) => client.mutation(api.rooms.assignAttendee, { attendeeId: man._id, roomId })),
        winners: 2,
        refusal: (i) =>
          contenders[i].sleeps_at_home
            ? `Cannot assign attendee. Room ${name} cannot take ${nameOf(contenders[i])}: he sleeps at home and gets no room.`
            : `Cannot assign attendee. Room ${name} is full (2 of 2 beds taken).`,
      };
    },
  },
  {
    name: "table seats: the last 2 seats",
    prepare: async (admin, racers, tag) => {
      const men = await freeMen(admin, retreatant, racers);
      for (const man of men) await admin.mutation(api.diningTables.assignAttendee, { attendeeId: man._id, tableId: null });
      const name = `Race table ${tag}`;
      const tableId = await admin.mutation(api.diningTables.create, { name, capacity: 2 });
      return {
        calls: men.map((man) => (client) => client.mutation(api.diningTables.assignAttendee, { attendeeId: man._id, tableId })),
        winners: 2,
        refusal: () => `Cannot assign attendee. Table ${name} is full (2 of 2 seats taken).`,
      };
    },
  },
  {
    name: "table leader: one server asked to lead many tables at once leads one",
    prepare: async (admin, racers, tag) => {
      const [leader] = await freeMen(admin, server, 1);
      const board = await admin.query(api.diningTables.list, {});
      for (const table of board.filter((t) => t.leader_id === leader._id)) {
        await admin.mutation(api.diningTables.setTableLeader, { tableId: table._id, leaderId: null });
      }
      const tableIds: Id<"diningTables">[] = [];
      for (let i = 0; i < racers; i++) tableIds.push(await admin.mutation(api.diningTables.create, { name: `Race lead ${tag}-${i}` }));
      return {
        calls: tableIds.map((tableId) => (client) => client.mutation(api.diningTables.setTableLeader, { tableId, leaderId: leader._id })),
        winners: 1,
        refusal: () => new RegExp(`^${escapeRegExp(nameOf(leader))} already leads table Race lead ${tag}-\\d+\\.$`),
      };
    },
  },
  {
    name: "duplicate email: many staff add the same man",
    prepare: async (admin, racers, tag) => {
      const email = `race-add-${tag}@example.org`;
      return {
        calls: Array.from({ length: racers }, (_, i) => (client: ConvexClient) =>
          client.mutation(api.attendees.create, { input: { first_name: "Racer", last_name: `Add ${i}`, email } }),
        ),
        winners: 1,
        refusal: () => `An attendee with email ${email} already exists.`,
        after: async () => expect(await attendeesWithEmail(admin, email)).toBe(1),
      };
    },
  },
  {
    name: "duplicate email: many staff import the same man (upsert by email creates him once)",
    prepare: async (admin, racers, tag) => {
      const email = `race-import-${tag}@example.org`;
      return {
        calls: Array.from({ length: racers }, (_, i) => (client: ConvexClient) => client.mutation(api.csvImport.importChunk, importRow(email, i))),
        winners: racers,
        refusal: () => "no import call is refused",
        after: async (results) => {
          const created = results.map((r) => (r.status === "fulfilled" ? (r.value as { created: number }).created : 0));
          expect(created.reduce((a, b) => a + b, 0)).toBe(1);
          expect(await attendeesWithEmail(admin, email)).toBe(1);
        },
      };
    },
  },
  {
    name: "duplicate email: adding and importing the same man at once makes one man",
    prepare: async (admin, racers, tag) => {
      const email = `race-mixed-${tag}@example.org`;
      const adds = Math.ceil(racers / 2);
      const calls = Array.from({ length: racers }, (_, i) => (client: ConvexClient) =>
        i < adds
          ? client.mutation(api.attendees.create, { input: { first_name: "Racer", last_name: `Mixed ${i}`, email } })
          : client.mutation(api.csvImport.importChunk, importRow(email, i)),
      );
      return {
        calls,
        winners: -1,
        refusal: () => `An attendee with email ${email} already exists.`,
        after: async (results) => {
          const addWins = results.slice(0, adds).filter((r) => r.status === "fulfilled").length;
          const importCreates = results
            .slice(adds)
            .map((r) => (r.status === "fulfilled" ? (r.value as { created: number }).created : 0))
            .reduce((a, b) => a + b, 0);
          expect(addWins + importCreates).toBe(1);
          expect(results.slice(adds).every((r) => r.status === "fulfilled")).toBe(true);
          expect(await attendeesWithEmail(admin, email)).toBe(1);
        },
      };
    },
  },
  {
    name: "adoration hour: supporters assigned at once fill its 2 places",
    prepare: async (admin, racers, tag) => {
      const slotId = await openAdorationHour(admin);
      return {
        calls: Array.from({ length: racers }, (_, i) => (client: ConvexClient) =>
          client.mutation(api.adoration.assign, { slotId, adorer: { kind: "guest", name: `Adorer ${tag}-${i}`, phone: `512555${String(1000 + i)}` } }),
        ),
        winners: 2,
        refusal: () => "This hour is already full.",
        after: async () => {
          const hour = (await admin.query(api.adoration.adminSchedule, {})).slots.find((slot) => slot._id === slotId)!;
          expect(hour.holders).toHaveLength(2);
        },
      };
    },
  },
  {
    name: "adoration hour: one supporter assigned many times at once holds it once",
    prepare: async (admin, racers, tag) => {
      const slotId = await openAdorationHour(admin);
      const adorer = { kind: "guest" as const, name: `Faithful ${tag}`, phone: "5125550199" };
      return {
        calls: Array.from({ length: racers }, () => (client: ConvexClient) => client.mutation(api.adoration.assign, { slotId, adorer })),
        winners: 1,
        refusal: () => `Faithful ${tag} already holds this hour.`,
      };
    },
  },
  {
    name: "palanquita counts: taps from many staff at once all add up",
    prepare: async (admin, racers, tag) => {
      const id = await admin.mutation(api.palanquitaStock.create, {
        input: { name: `Race rosaries ${tag}`, made: 0, needed_per_retreatant: 1 },
      });
      return {
        calls: Array.from({ length: racers }, () => (client: ConvexClient) => client.mutation(api.palanquitaStock.adjust, { id, delta: 1 })),
        winners: racers,
        refusal: () => "no tap is refused",
        after: async () => {
          const kind = (await admin.query(api.palanquitaStock.list, {})).kinds.find((k: { _id: string }) => k._id === id)!;
          expect(kind.made).toBe(racers);
        },
      };
    },
  },
  {
    name: "check-in: many staff check in the same man at once, he is checked in once",
    prepare: async (admin, racers, tag) => {
      const { id, arrived } = await manAtTheDoor(admin, tag, "Arrival");
      return {
        calls: Array.from({ length: racers }, () => (client: ConvexClient) => client.mutation(api.checkIn.checkIn, { id })),
        // Every tap answers "checked in"; the server writes once and the others see his time.
        winners: racers,
        refusal: () => "no check-in is refused",
        after: async (results) => {
          expect(changedCount(results)).toBe(1);
          const times = new Set(results.map((r) => (r.status === "fulfilled" ? (r.value as { checked_in_at: number }).checked_in_at : null)));
          expect(times.size).toBe(1);
          expect(await auditEntries(admin, id, "Checked in")).toBe(1);
          expect((await admin.query(api.checkIn.counts, {})).retreatants.arrived).toBe(arrived + 1);
        },
      };
    },
  },
  {
    name: "check-in undo: many staff undo the same check-in at once, it is undone once",
    prepare: async (admin, racers, tag) => {
      const { id, arrived } = await manAtTheDoor(admin, tag, "Undo");
      await admin.mutation(api.checkIn.checkIn, { id });
      return {
        calls: Array.from({ length: racers }, () => (client: ConvexClient) => client.mutation(api.checkIn.undo, { id })),
        winners: racers,
        refusal: () => "no undo is refused",
        after: async (results) => {
          expect(changedCount(results)).toBe(1);
          expect(await auditEntries(admin, id, "Checked in")).toBe(1);
          expect(await auditEntries(admin, id, "Check-in undone")).toBe(1);
          expect((await admin.query(api.checkIn.counts, {})).retreatants.arrived).toBe(arrived);
        },
      };
    },
  },
  {
    name: "check-in: a deleted man is refused to every staff member at once",
    prepare: async (admin, racers, tag) => {
      const { id, arrived } = await manAtTheDoor(admin, tag, "Gone");
      await admin.mutation(api.attendees.remove, { id });
      return {
        calls: Array.from({ length: racers }, () => (client: ConvexClient) => client.mutation(api.checkIn.checkIn, { id })),
        winners: 0,
        refusal: () => "This man is no longer on the list (he was deleted). Search again.",
        after: async () => expect((await admin.query(api.checkIn.counts, {})).retreatants.arrived).toBe(arrived),
      };
    },
  },
];
