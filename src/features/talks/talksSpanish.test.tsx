import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { PortalLinkDialog } from "./PortalLinkDialog";
import { TalkDialog } from "./TalkDialog";
import { TalkRow } from "./TalkRow";
import type { TalkRowData } from "./talkTypes";

const create = vi.fn();
vi.mock("convex/react", () => ({ useMutation: () => create }));

afterEach(() => {
  cleanup();
  create.mockReset();
});

const talk = {
  _id: "t1",
  title: "God's Love",
  kind: "testimony",
  speaker_id: "s1",
  speaker: "Tomás Ruiz",
  day: "2027-03-05",
  time: "09:00",
  duration_minutes: 45,
  place: null,
  status: "confirmed",
  staff_notes: null,
  speaker_note: "I will bring slides",
  confirmed_at: 1,
  language: null,
} as unknown as TalkRowData;

const actions = { setStatus: () => undefined, rotateLink: () => undefined, edit: () => undefined, remove: () => undefined };

test("a talk's row in Spanish", async () => {
  await renderIn(
    "es",
    <table>
      <tbody>
        <TalkRow talk={talk} actions={actions} />
      </tbody>
    </table>,
  );
  expect(screen.getByText("vie, 5 de mar")).toBeTruthy();
  expect(screen.getByText("9:00 a.m. – 9:45 a.m.")).toBeTruthy();
  expect(screen.getByText("Testimonio")).toBeTruthy();
  expect(screen.getByText("Del expositor: I will bring slides")).toBeTruthy();
  expect(screen.getByRole("combobox", { name: "Estado de God's Love" }).textContent).toBe("Confirmada");
  expect(screen.getByRole("button", { name: "Renovar el enlace del portal de God's Love" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Eliminar God's Love" })).toBeTruthy();
});

test("the new portal link in Spanish", async () => {
  await renderIn(
    "es",
    <NotificationProvider>
      <PortalLinkDialog link={{ title: "God's Love", speaker: "Tomás Ruiz", token: "abc" }} onClose={() => undefined} />
    </NotificationProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Enlace del portal de Tomás Ruiz" });
  expect(within(dialog).getByText(/^Con este enlace Tomás Ruiz ve «God's Love» y sus otras charlas sin iniciar sesión\. Este enlace se muestra solo ahora/)).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: "Copiar enlace" })).toBeTruthy();
});

test("the talk's form sets the portal's language, and sends none to follow the speaker's browser", async () => {
  const servers = [{ _id: "s1" as Id<"attendees">, first_name: "Tomás", last_name: "Ruiz" }];
  const days = [{ date: "2027-03-05", start: "07:00", end: "22:00" }];
  create.mockResolvedValue({ talkId: "t2", portalToken: "tok" });
  const onCreated = vi.fn();
  await renderIn("es", <TalkDialog talk={{ ...talk, language: "es" }} servers={servers} days={days} onClose={() => undefined} onCreated={onCreated} />);
  expect(screen.getByRole("dialog").querySelector("h2")?.textContent).toBe("Editar charla");
  const language = screen.getByRole("combobox", { name: "Idioma del portal" });
  expect(language.textContent).toBe("Español");
  fireEvent.mouseDown(language);
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["El idioma del navegador del expositor", "English", "Español"]);
  fireEvent.click(screen.getByRole("option", { name: "English" }));
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][0]).toMatchObject({ talkId: "t1", language: "en", title: "God's Love" });

  fireEvent.mouseDown(screen.getByRole("combobox", { name: "Idioma del portal" }));
  fireEvent.click(screen.getByRole("option", { name: "El idioma del navegador del expositor" }));
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls[1][0]).not.toHaveProperty("language");
});

test("a refusal naming the day and hours is said with them in Spanish", async () => {
  const servers = [{ _id: "s1" as Id<"attendees">, first_name: "Tomás", last_name: "Ruiz" }];
  const days = [{ date: "2027-03-04", start: "17:00", end: "22:00" }];
  // As the server throws it (convex/refusalParams.test.ts).
  create.mockRejectedValue(
    new ConvexError({
      code: "OUTSIDE_RETREAT",
      message: "On Thursday, March 4, 2027 the retreat runs from 5:00 PM to 10:00 PM; this talk would run from 4:30 PM to 5:15 PM.",
      reason: "talkHours",
      params: {
        day: "Thursday, March 4, 2027",
        from: "5:00 PM",
        to: "10:00 PM",
        start: "4:30 PM",
        end: "5:15 PM",
        dayDate: "2027-03-04",
        fromTime: "17:00",
        toTime: "22:00",
        startTime: "16:30",
        endTime: "17:15",
      },
    }),
  );
  await renderIn("es", <TalkDialog talk={{ ...talk, day: "2027-03-04", time: "16:30" }} servers={servers} days={days} onClose={() => undefined} onCreated={() => undefined} />);
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  expect((await screen.findByRole("alert")).textContent).toBe(
    "El 4 de marzo de 2027 el retiro va de 5:00 p.m. a 10:00 p.m.; esta charla iría de 4:30 p.m. a 5:15 p.m.",
  );
});
