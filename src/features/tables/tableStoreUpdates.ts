import type { OptimisticLocalStore } from "convex/browser";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { TableMember } from "./tableBoard";

/**
 * Optimistic changes to the Tables screen's subscriptions (diningTables.tables, .seated per table,
 * the pages of .membersPage): what the acting screen shows before the server answers.
 */

function seatings(store: OptimisticLocalStore) {
  return store.getAllQueries(api.diningTables.seated).flatMap(({ args, value }) => (value === undefined ? [] : [{ tableId: args.tableId, men: value }]));
}

function pagesOf(store: OptimisticLocalStore, type: "attendee" | "server") {
  return store
    .getAllQueries(api.diningTables.membersPage)
    .flatMap(({ args, value }) => (value === undefined || args.type !== type ? [] : [{ args, value }]));
}

/** One man seated at `tableId` (or unseated with null). */
export function seatInStore(store: OptimisticLocalStore, attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null): void {
  const tables = seatings(store);
  const unseated = pagesOf(store, "attendee");
  const man: TableMember | undefined =
    tables.flatMap((t) => t.men).find((m) => m._id === attendeeId) ?? unseated.flatMap((p) => p.value.page).find((m) => m._id === attendeeId);
  if (man === undefined) return;
  for (const { tableId: id, men } of tables) {
    const without = men.filter((m) => m._id !== attendeeId);
    if (id === tableId) store.setQuery(api.diningTables.seated, { tableId: id }, [...without, man]);
    else if (without.length !== men.length) store.setQuery(api.diningTables.seated, { tableId: id }, without);
  }
  const first = unseated.find(({ args }) => args.paginationOpts.cursor === null);
  for (const { args, value } of unseated) {
    let page = value.page.filter((m) => m._id !== attendeeId);
    if (tableId === null && man.attendee_type === "attendee" && args === first?.args) page = [...page, man];
    if (page.length !== value.page.length) store.setQuery(api.diningTables.membersPage, args, { ...value, page });
  }
}

/** A table's new leader (or none), picked from the servers this screen lists. */
export function setLeaderInStore(store: OptimisticLocalStore, tableId: Id<"diningTables">, leaderId: Id<"attendees"> | null): void {
  const tables = store.getQuery(api.diningTables.tables, {});
  if (tables === undefined) return;
  const leader = leaderId === null ? null : (pagesOf(store, "server").flatMap((p) => p.value.page).find((s) => s._id === leaderId) ?? null);
  store.setQuery(
    api.diningTables.tables,
    {},
    tables.map((t) => (t._id === tableId ? { ...t, leader } : t)),
  );
}
