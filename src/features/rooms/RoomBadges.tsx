import type { Ref } from "react";
import { BadgeSheet } from "../../components/print/BadgeSheet";
import { englishText } from "../../i18n/namespace";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { formatFullName } from "../../lib/format";

export type RoomBadgeRoom = { _id: string; name: string; occupants: ReadonlyArray<{ _id: string; first_name: string; last_name: string }> };

const ROOM_BADGE_CSS = `
.room-badge { height: 100%; box-sizing: border-box; padding: 0.15in 0.2in; display: grid; grid-template-columns: 0.8in 1fr; grid-template-rows: auto 1fr; column-gap: 0.12in; }
.room-badge .logo { grid-row: 1; grid-column: 1; height: 0.6in; }
.room-badge .logo img { max-height: 0.6in; max-width: 0.8in; object-fit: contain; }
.room-badge .room-name { grid-row: 1; grid-column: 2; font-size: 22pt; font-weight: 700; line-height: 1.1; align-self: center; overflow-wrap: anywhere; }
.room-badge .occupants { grid-row: 2; grid-column: 1 / span 2; list-style: none; margin: 0.08in 0 0; padding: 0; display: flex; flex-direction: column; justify-content: center; text-align: center; }
.room-badge .occupants li { font-size: 12pt; line-height: 1.25; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.room-badge .occupants.many li { font-size: 9pt; }
`;

/** Why room badges cannot be printed now (in the language of `t`, English by default), or null when they can. */
export function badgePrintProblem(
  rooms: ReadonlyArray<{ occupants: readonly unknown[] }>,
  t: (key: "print.noRooms" | "print.noOccupants") => string = (key) => englishText(roomsNs, key),
): string | null {
  if (rooms.length === 0) return t("print.noRooms");
  if (rooms.every((room) => room.occupants.length === 0)) return t("print.noOccupants");
  return null;
}

/** One room's door badge: the top-left logo, the room name and the full names of the men sleeping there. */
export function RoomBadge({ room, logo }: { room: RoomBadgeRoom; logo: string | null }) {
  return (
    <div className="room-badge">
      <div className="logo">{logo ? <img src={logo} alt="" /> : null}</div>
      <div className="room-name">{room.name}</div>
      <ul className={room.occupants.length > 5 ? "occupants many" : "occupants"}>
        {room.occupants.map((man) => (
          <li key={man._id}>{formatFullName(man.first_name, man.last_name)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Room badges, Letter, 8 per page (2 × 4, each 3.5 × 2.25 in): only rooms that have occupants. */
export function RoomBadgeSheet({ rooms, logo, ref }: { rooms: readonly RoomBadgeRoom[]; logo: string | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref}>
      <style>{ROOM_BADGE_CSS}</style>
      <BadgeSheet items={rooms} getKey={(room) => room._id} renderBadge={(room) => <RoomBadge room={room} logo={logo} />} />
    </div>
  );
}
