/** The floor plan in Spanish: tiles, the unassigned list, and why a room cannot take the picked man. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { roomRefusal, roomRefusalText } from "../../../convex/shared/roomRule";
import { englishText } from "../../i18n/namespace";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { renderIn } from "../../i18n/testing";
import { translator } from "../../i18n/useT";
import { floorLabel } from "./floors";
import type { FloorPlanMan, FloorPlanRoom, Picked } from "./floorPlanQueries";
import { RoomTile } from "./RoomTile";
import { UnassignedPanel } from "./UnassignedPanel";

afterEach(cleanup);

const man = (id: string, first: string, extra: Partial<FloorPlanMan> = {}): FloorPlanMan => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: "Ortiz",
  attendee_type: "attendee",
  snore: false,
  sleeps_at_home: false,
  ...extra,
});
const room = (name: string, capacity: number | null = 2): FloorPlanRoom => ({ _id: `r-${name}` as Id<"rooms">, name, room_type: "retreatant", capacity });

function Plan({ rooms, occupants, men, atHome = 0 }: { rooms: FloorPlanRoom[]; occupants: FloorPlanMan[]; men: FloorPlanMan[]; atHome?: number }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  return (
    <>
      {rooms.map((r) => (
        <RoomTile key={r._id} room={r} occupants={occupants} picked={picked} onPick={(m, from) => setPicked({ man: m, from })} onPlace={vi.fn()} />
      ))}
      <UnassignedPanel
        list={{ men, matching: men.length, needRoom: men.length, atHome }}
        loading={false}
        filter="all"
        search=""
        picked={picked}
        onFilter={vi.fn()}
        onSearch={vi.fn()}
        onPick={(m) => setPicked({ man: m, from: null })}
        onUnassign={vi.fn()}
      />
    </>
  );
}

test("tiles and the unassigned list speak Spanish; names and room names stay as they are", async () => {
  await renderIn("es", <Plan rooms={[room("101", 3)]} occupants={[man("a", "ana", { snore: true })]} men={[man("c", "carlos")]} atHome={2} />);
  expect(screen.getByRole("group", { name: "101: 1 de 3 camas ocupadas, cuarto de retirantes" })).toBeTruthy();
  expect(screen.getByLabelText("En este cuarto hay quien ronca")).toBeTruthy();
  expect(screen.getByText("Retirante")).toBeTruthy();
  expect(screen.getByText("Ana Ortiz (R)")).toBeTruthy();
  const panel = screen.getByRole("region", { name: "Participantes sin cuarto" });
  expect(within(panel).getByText("Sin cuarto (1)")).toBeTruthy();
  expect(within(panel).getByLabelText("Buscar por nombre o teléfono")).toBeTruthy();
  expect(within(panel).getByRole("button", { name: "Todos los tipos" })).toBeTruthy();
  expect(within(panel).getByText("2 hombres duermen en su casa y no necesitan cuarto.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Elegir a Carlos Ortiz" }));
  expect(screen.getByRole("button", { name: "Carlos Ortiz, elegido: escoge un cuarto" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Poner a Carlos Ortiz aquí" })).toBeTruthy();
});

test("a room that cannot take the picked man says why in Spanish", async () => {
  const full = [man("a", "ana"), man("b", "beto")];
  await renderIn("es", <Plan rooms={[room("101"), { ...room("Room 7", null), room_type: "server" }]} occupants={full} men={[man("c", "carlos")]} />);
  fireEvent.click(screen.getByRole("button", { name: "Elegir a Carlos Ortiz" }));
  expect(within(screen.getByTestId("tile-101")).getByText("El cuarto 101 está lleno (2 de 2 camas ocupadas).")).toBeTruthy();
  expect(within(screen.getByTestId("tile-Room 7")).getByText("Room 7 es un cuarto de servidores y Carlos Ortiz es retirante.")).toBeTruthy();
});

test("the English offers are the room rule's own texts, for every reason", () => {
  const r = { name: "101", room_type: "retreatant" as const, capacity: 1 };
  const cases = [
    roomRefusal(r, man("x", "xavier"), ["o" as Id<"attendees">]),
    roomRefusal({ ...r, name: "Room 9", room_type: "server" }, man("x", "xavier"), []),
    roomRefusal(r, man("x", "xavier", { sleeps_at_home: true }), []),
  ];
  expect(cases.map((c) => c?.reason)).toEqual(["full", "type", "atHome"]);
  for (const refusal of cases) expect(englishText(floorPlanNs, `offer.${refusal!.reason}`, refusal!.params)).toBe(roomRefusalText(refusal!));
});

test("floors are named in Spanish, the wing as the rooms name it", async () => {
  const t = await translator("es", floorPlanNs);
  expect([floorLabel(0, "", t), floorLabel(2, "", t), floorLabel(3, "Ala Este", t), floorLabel(null, "", t)]).toEqual([
    "Planta baja",
    "Piso 2",
    "Ala Este · Piso 3",
    "Otros",
  ]);
  expect(floorLabel(3, "East")).toBe("East · Floor 3");
});
