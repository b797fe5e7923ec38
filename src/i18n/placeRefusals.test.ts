/**
 * Rooms' and tables' refusals in Spanish: the catalogue's English gives back the server's message
 * with the refusal's values (so translateRefusal trusts it), and Spanish says it with those values.
 * The refusals are the ones convex/placeRefusals.test.ts reads from the server.
 */
import { ConvexError } from "convex/values";
import { expect, test } from "vitest";
import { CAPACITY_INVALID, ROOM_NAME_REQUIRED, ROOM_TYPE_LOCKED, TABLE_NAME_REQUIRED } from "../../convex/shared/placeRules";
import { roomRefusal, roomRefusalText } from "../../convex/shared/roomRule";
import type { Language } from "../../convex/shared/languages";
import { formatterFor, loadCatalogue } from "./namespace";
import { errorsNs } from "./namespaces/errors";
import { refusalOf, translateRefusal } from "./serverErrors";
import type { Translate } from "./useT";

type Key = keyof typeof errorsNs.en;

async function translate(language: Language): Promise<Translate<Key>> {
  const formatter = formatterFor(language, errorsNs, await loadCatalogue(language, errorsNs));
  const t = ((key: Key, values?: Record<string, string>) => formatter.format(key, values)) as Translate<Key>;
  return Object.assign(t, { language });
}

const say = async (language: Language, data: object) => translateRefusal(await translate(language), await translate("en"), refusalOf(new ConvexError(data as never))!);

const man = { _id: "a" as never, first_name: "josé", last_name: "de la cruz", attendee_type: "attendee" as const, sleeps_at_home: false };

/** The room refusal as the server throws it (model/rooms.ts cannotAssign). */
function roomRefused(room: { name: string; room_type: "retreatant" | "server"; capacity?: number }, attendee = man, occupants: string[] = []) {
  const refusal = roomRefusal(room, attendee, occupants as never[])!;
  return { code: "ROOM_REFUSED", reason: refusal.reason, message: `Cannot assign attendee. ${roomRefusalText(refusal)}`, params: refusal.params };
}

test("a room's refusals in Spanish, naming the room as its name does", async () => {
  const full = roomRefused({ name: "101", room_type: "retreatant", capacity: 1 }, man, ["b"]);
  expect(await say("en", full)).toBe("Cannot assign attendee. Room 101 is full (1 of 1 beds taken).");
  expect(await say("es", full)).toBe("No se puede asignar al participante. El cuarto 101 está lleno (1 de 1 camas ocupadas).");
  const type = roomRefused({ name: "Room 7", room_type: "server" });
  expect(await say("es", type)).toBe("No se puede asignar al participante. Room 7 es un cuarto de servidores y José de la Cruz es retirante.");
  const home = roomRefused({ name: "12", room_type: "retreatant" }, { ...man, sleeps_at_home: true });
  expect(await say("es", home)).toBe("No se puede asignar al participante. El cuarto 12 no puede recibir a José de la Cruz: duerme en su casa y no necesita cuarto.");
});

test("room and table editing refusals in Spanish, with and without values", async () => {
  const cases: Array<[object, string]> = [
    [
      { code: "INVALID", reason: "roomCapacityBelow", message: "Room 201 has 2 occupants; its capacity cannot be less than that.", params: { name: "201", labelled: "no", occupants: "2" } },
      "El cuarto 201 tiene 2 ocupantes; su capacidad no puede ser menor.",
    ],
    [{ code: "DUPLICATE", reason: "room", message: "A room named 201 already exists.", params: { name: "201" } }, "Ya existe un cuarto llamado 201."],
    [{ code: "INVALID", message: ROOM_TYPE_LOCKED }, "El tipo de cuarto no puede cambiar mientras tenga ocupantes."],
    [{ code: "INVALID", message: ROOM_NAME_REQUIRED }, "El nombre del cuarto es obligatorio."],
    [{ code: "INVALID", message: TABLE_NAME_REQUIRED }, "El nombre de la mesa es obligatorio."],
    [{ code: "INVALID", message: CAPACITY_INVALID }, "La capacidad debe ser un número entero de al menos 1."],
    [
      { code: "TABLE_REFUSED", reason: "full", message: "Cannot assign attendee. Table St. Luke is full (1 of 1 seats taken).", params: { table: "St. Luke", others: "1", capacity: "1" } },
      "No se puede asignar al participante. La mesa St. Luke está llena (1 de 1 lugares ocupados).",
    ],
    [
      { code: "TABLE_REFUSED", reason: "overfull", message: "Cannot assign attendee. Table St. Luke would have 3 men for 1 seats.", params: { table: "St. Luke", count: "3", capacity: "1" } },
      "No se puede asignar al participante. La mesa St. Luke tendría 3 hombres para 1 lugares.",
    ],
    [
      { code: "INVALID", reason: "leaderTaken", message: "Saúl Reyes already leads table St. Mark.", params: { man: "Saúl Reyes", table: "St. Mark" } },
      "Saúl Reyes ya es líder de la mesa St. Mark.",
    ],
    [
      { code: "INVALID", reason: "leaderNotServer", message: "Andrés Núñez is not a server; a table leader must be a server.", params: { man: "Andrés Núñez" } },
      "Andrés Núñez no es servidor; el líder de mesa debe ser servidor.",
    ],
  ];
  for (const [data, spanish] of cases) {
    expect(await say("es", data)).toBe(spanish);
    expect(await say("en", data)).toBe((data as { message: string }).message);
  }
});

test("a refusal whose values do not give the server's text back stays in English", async () => {
  const wrong = { code: "DUPLICATE", reason: "room", message: "A room named 201 already exists.", params: { name: "202" } };
  expect(await say("es", wrong)).toBe("A room named 201 already exists.");
});
