import type { OptimisticLocalStore } from "convex/browser";
import { optimisticallyUpdateValueInPaginatedQuery, useMutation } from "convex/react";
import { useCallback, useMemo } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { englishText } from "../../i18n/namespace";
import { refusalOf, useServerErrorText } from "../../i18n/serverErrors";
import { useT } from "../../i18n/useT";
import type { AttendeeRow } from "./types";

export const ROOM_FAILED = englishText(attendeesNs, "assign.roomFailed");
export const TABLE_FAILED = englishText(attendeesNs, "assign.tableFailed");

/** The man's row as this screen's loaded grid pages show it, or null when no loaded page holds him. */
function loadedRow(store: OptimisticLocalStore, attendeeId: Id<"attendees">): AttendeeRow | null {
  for (const { value } of store.getAllQueries(api.attendees.listPage)) {
    const row = value?.page.find((r) => r._id === attendeeId);
    if (row !== undefined) return row;
  }
  return null;
}

/** Changes the man's row in every loaded page of the grid. */
function updateRow(store: OptimisticLocalStore, attendeeId: Id<"attendees">, change: Partial<AttendeeRow>): void {
  optimisticallyUpdateValueInPaginatedQuery(store, api.attendees.listPage, {}, (row) =>
    row._id === attendeeId ? { ...row, ...change } : row,
  );
}

/**
 * Room and table changes from the grid: the row (and so the pickers' counts, taken from the rows)
 * and an open dialog's counts change at once; when the server refuses, Convex drops the optimistic
 * change (the row rolls back) and a toast says why.
 */
export function useAssignments() {
  const t = useT(attendeesNs);
  const refusalText = useServerErrorText();
  const notify = useNotify();

  const roomMutation = useMutation(api.rooms.assignAttendee);
  const tableMutation = useMutation(api.diningTables.assignAttendee);

  const assignRoom = useMemo(
    () =>
      roomMutation.withOptimisticUpdate((store, { attendeeId, roomId }) => {
        const row = loadedRow(store, attendeeId);
        if (row === null) return;
        const previous = row.room_id;
        updateRow(store, attendeeId, { room_id: roomId });
        const rooms = store.getQuery(api.rooms.options, {});
        if (rooms === undefined) return;
        store.setQuery(
          api.rooms.options,
          {},
          rooms.map((room) => {
            const delta = (room._id === roomId ? 1 : 0) - (room._id === previous ? 1 : 0);
            return delta === 0 ? room : { ...room, occupant_count: room.occupant_count + delta };
          }),
        );
      }),
    [roomMutation],
  );

  const assignTable = useMemo(
    () =>
      tableMutation.withOptimisticUpdate((store, { attendeeId, tableId }) => {
        const row = loadedRow(store, attendeeId);
        if (row === null) return;
        const previous = row.table_id;
        updateRow(store, attendeeId, { table_id: tableId });
        const tables = store.getQuery(api.diningTables.list, {});
        if (tables === undefined) return;
        store.setQuery(
          api.diningTables.list,
          {},
          tables.map((table) => {
            const delta = (table._id === tableId ? 1 : 0) - (table._id === previous ? 1 : 0);
            return delta === 0 ? table : { ...table, seated_count: table.seated_count + delta };
          }),
        );
      }),
    [tableMutation],
  );

  const setRoom = useCallback(
    async (attendeeId: Id<"attendees">, roomId: Id<"rooms"> | null) => {
      try {
        await assignRoom({ attendeeId, roomId });
      } catch (error) {
        notify({ title: t("assign.roomFailed"), description: refusalOf(error) === null ? undefined : refusalText(error), variant: "error" });
      }
    },
    [assignRoom, notify, t, refusalText],
  );

  const setTable = useCallback(
    async (attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null) => {
      try {
        await assignTable({ attendeeId, tableId });
      } catch (error) {
        notify({ title: t("assign.tableFailed"), description: refusalOf(error) === null ? undefined : refusalText(error), variant: "error" });
      }
    },
    [assignTable, notify, t, refusalText],
  );

  return { setRoom, setTable };
}
