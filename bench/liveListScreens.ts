/**
 * The screens of the live-lists bench, subscribed exactly as the app's screens subscribe (the
 * same queries, arguments and page chain, tests/fixtures/liveList.ts), with the app shell's
 * header (viewer, settings header, registration badge): the attendee grid (its live pages, the
 * rooms and tables for its pickers, the logos), the Rooms screen (rooms, each room's occupants,
 * the pages of men without a room, the logos) and the check-in screen (its live pages and the
 * arrival counts). Used by the bench's main thread and its worker threads alike, over a
 * ConvexClient or, as in the browser, a ConvexReactClient (`reactSubscriber`).
 */
import type { ConvexReactClient } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { GRID_PAGE_SIZE, type AttendeeRow } from "../src/features/attendees/types";
import type { CheckInRow } from "../src/features/checkin/checkInSearch";
import { CHECK_IN_PAGE_SIZE } from "../src/features/checkin/useCheckInList";
import { UNASSIGNED_PAGE_SIZE, type BoardAttendee } from "../src/features/rooms/boardUpdates";
import { LiveListClient, type Subscriber } from "../tests/fixtures/liveList";

export type Room = FunctionReturnType<typeof api.rooms.list>[number];
export type ScreenKind = "grid" | "rooms" | "checkin";
/** What a screen must show once a man is moved: him, in this room (id and name). */
export type Expected = { man: Id<"attendees">; room: Pick<Room, "_id" | "name"> };

export type Screen = {
  kind: ScreenKind;
  /** Whether the screen shows the man in the room. */
  shows: (expected: Expected) => boolean;
  loaded: () => boolean;
  onChange: (listener: () => void) => () => void;
};

/**
 * ConvexReactClient's subscriptions as ConvexClient's `onUpdate`: a watch per query, whose
 * listener reads the query's local result, as the app's hooks do.
 */
export function reactSubscriber(client: ConvexReactClient): Subscriber {
  return {
    onUpdate(query, args, callback, onError) {
      const watch = client.watchQuery(query, args);
      const read = () => {
        let value: unknown;
        try {
          value = watch.localQueryResult();
        } catch (e) {
          onError(e instanceof Error ? e : new Error(String(e)));
          return;
        }
        if (value !== undefined) callback(value);
      };
      return watch.onUpdate(read);
    },
  };
}

/** One client subscribed as one screen subscribes. */
export function subscribe(kind: ScreenKind, client: Subscriber): Screen {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  // The app shell around every screen: the signed-in user, the header and its registration badge.
  const ignore = () => undefined;
  for (const query of [api.users.viewer, api.settings.header, api.dashboard.registration]) client.onUpdate(query, {}, ignore, ignore);
  const onChange = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  if (kind === "rooms") {
    let rooms: Room[] | null = null;
    const occupants = new Map<Id<"rooms">, BoardAttendee[]>();
    const unassigned = new LiveListClient<BoardAttendee>(client, api.rooms.unassignedPage, {}, UNASSIGNED_PAGE_SIZE);
    unassigned.onChange(changed);
    client.onUpdate(api.images.urls, {}, ignore, ignore);
    client.onUpdate(
      api.rooms.list,
      {},
      (value) => {
        const list = value as Room[];
        for (const room of list) {
          if (occupants.has(room._id)) continue;
          client.onUpdate(
            api.floorPlan.occupants,
            { roomId: room._id },
            (men) => {
              occupants.set(room._id, men as BoardAttendee[]);
              changed();
            },
            ignore,
          );
        }
        rooms = list;
        changed();
      },
      ignore,
    );
    return {
      kind,
      shows: ({ man, room }) => (occupants.get(room._id)?.some((m) => m._id === man) ?? false) && unassigned.find(man) === undefined,
      loaded: () => rooms !== null && rooms.every((r) => occupants.has(r._id)) && unassigned.complete,
      onChange,
    };
  }
  if (kind === "checkin") {
    const list = new LiveListClient<CheckInRow>(client, api.checkIn.list, {}, CHECK_IN_PAGE_SIZE);
    list.onChange(changed);
    client.onUpdate(api.checkIn.counts, {}, ignore, ignore);
    return { kind, shows: ({ man, room }) => list.find(man)?.room_name === room.name, loaded: () => list.complete, onChange };
  }
  const grid = new LiveListClient<AttendeeRow>(client, api.attendees.listPage, {}, GRID_PAGE_SIZE);
  grid.onChange(changed);
  for (const query of [api.rooms.list, api.diningTables.tables, api.images.urls]) client.onUpdate(query, {}, ignore, ignore);
  return { kind, shows: ({ man, room }) => grid.find(man)?.room_id === room._id, loaded: () => grid.complete, onChange };
}
