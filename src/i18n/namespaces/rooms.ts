import en from "../locales/en/rooms.json";
import { defineNamespace } from "../namespace";

/** Manage Rooms: the rooms table, the room dialogs, the suggestion, room badges and the room CSV. */
export const roomsNs = defineNamespace("rooms", en);
