import { useQueries, useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useLiveList } from "../../lib/useLiveList";
import { MEMBERS_PAGE_SIZE, type TableBoard, type TableMember } from "./tableBoard";

/**
 * The Tables screen's board from small subscriptions, so one seat change re-sends only what it
 * touches: the tables with their leaders, each table's seated men, and the unseated retreatants
 * and the servers as live pages. Undefined until every part has arrived.
 */
export function useTableBoard(): TableBoard | undefined {
  const tables = useQuery(api.diningTables.tables, {});
  const requests = useMemo(
    () => Object.fromEntries((tables ?? []).map((t) => [t._id, { query: api.diningTables.seated, args: { tableId: t._id } }])),
    [tables],
  );
  const seated = useQueries(requests) as Record<Id<"diningTables">, TableMember[] | Error | undefined>;
  const unseated = useLiveList(api.diningTables.membersPage, { type: "attendee" }, MEMBERS_PAGE_SIZE);
  const servers = useLiveList(api.diningTables.membersPage, { type: "server" }, MEMBERS_PAGE_SIZE);

  return useMemo(() => {
    if (tables === undefined || unseated.isLoading || servers.isLoading) return undefined;
    const board: TableBoard = { tables: [], unseated: unseated.rows, servers: [] };
    for (const table of tables) {
      const men = seated[table._id];
      if (men instanceof Error) throw men;
      if (men === undefined) return undefined;
      board.tables.push({ ...table, seated: men });
    }
    const leads = new Map(tables.flatMap((t) => (t.leader === null ? [] : [[t.leader._id, t._id] as const])));
    board.servers = servers.rows.map((s) => ({ ...s, leads: leads.get(s._id) ?? null }));
    return board;
  }, [tables, seated, unseated, servers]);
}
