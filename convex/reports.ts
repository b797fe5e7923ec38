import { paginationOptsValidator } from "convex/server";
import { staffQuery } from "./functions";
import { toReportRow } from "./model/reports";
import { nameLookup } from "./model/checkIn";

/**
 * What every report needs of each man, as bounded live pages (in the order men were added): a
 * change to one man re-sends only his page. The reports themselves are built on the client from
 * these rows (src/features/reports/reportDefinitions.ts).
 */
export const rows = staffQuery({
  permission: "viewReports",
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("attendees").paginate(paginationOpts);
    const names = nameLookup(ctx);
    return {
      ...page,
      page: await Promise.all(
        page.page.map(async (man) => toReportRow(man, await names.room(man.room_id), await names.table(man.table_id))),
      ),
    };
  },
});

/** Rooms (for the room list, empty rooms included) and tables with their leaders (for the table list). */
export const places = staffQuery({
  permission: "viewReports",
  args: {},
  handler: async (ctx) => {
    const rooms = await ctx.db.query("rooms").take(1000);
    const tables = await ctx.db.query("diningTables").take(1000);
    return {
      rooms: rooms.map((room) => ({ _id: room._id, name: room.name, room_type: room.room_type, capacity: room.capacity ?? null })),
      tables: tables.map((table) => ({ _id: table._id, name: table.name, leader_id: table.leader_id })),
    };
  },
});
