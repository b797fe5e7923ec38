import { cleanup, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Language } from "../../../convex/shared/languages";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { storeLanguage } from "../../i18n/language";
import { renderIn } from "../../i18n/testing";
import SpeakerPortalPage, { portalLanguage } from "./SpeakerPortalPage";

type View = { speaker: string; language: Language | null; talks: unknown[] } | null;
const state: { view: View } = { view: null };

vi.mock("convex/react", () => ({
  useQuery: () => state.view,
  useMutation: () => vi.fn(),
}));

const talk = {
  _id: "t1",
  title: "God's Love",
  kind: "testimony",
  day: "2027-03-05",
  time: "14:00",
  duration_minutes: 30,
  place: "Chapel",
  staff_notes: "Bring your notes",
  status: "assigned",
  speaker_note: null,
};

let browser: string[] = ["en-US"];
beforeEach(() => {
  browser = ["en-US"];
  vi.spyOn(navigator, "languages", "get").mockImplementation(() => browser);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The portal as a visitor with no account opens it, the app itself showing `appLanguage`. */
const openPortal = (appLanguage: Language) =>
  renderIn(
    appLanguage,
    <NotificationProvider>
      <MemoryRouter initialEntries={["/speaker-portal/abc"]}>
        <Routes>
          <Route path="/speaker-portal/:token" element={<SpeakerPortalPage />} />
        </Routes>
      </MemoryRouter>
    </NotificationProvider>,
  );

test("the link's talk says Spanish: the portal is in Spanish whatever the browser", async () => {
  state.view = { speaker: "Tomás Ruiz", language: "es", talks: [talk] };
  await openPortal("en");
  expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido, Tomás Ruiz" })).toBeTruthy();
  expect(screen.getByText(/Aquí está tu charla: por favor confirma/)).toBeTruthy();
  expect(screen.getByText("Esperando tu confirmación")).toBeTruthy();
  expect(screen.getByText("viernes, 5 de marzo, 2:00 p.m. – 2:30 p.m. (30 minutos)")).toBeTruthy();
  expect(screen.getByText("Lugar: Chapel")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Confirmar testimonio" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Enviar nota" })).toBeTruthy();
  expect(screen.queryByText(/Welcome/)).toBeNull();
});

test("the link's talk says English: English even for a Spanish browser", async () => {
  browser = ["es-MX", "es"];
  state.view = { speaker: "Tomás Ruiz", language: "en", talks: [talk] };
  await openPortal("es");
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Tomás Ruiz" })).toBeTruthy();
  expect(screen.getByText("Friday, March 5, 2:00 PM – 2:30 PM (30 minutes)")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Confirm Testimony" })).toBeTruthy();
});

test("no language on the talk: the visitor's browser language", async () => {
  browser = ["es-MX", "en"];
  state.view = { speaker: "Tomás Ruiz", language: null, talks: [talk, { ...talk, _id: "t2", kind: "talk", status: "confirmed" }] };
  await openPortal("en");
  expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido, Tomás Ruiz" })).toBeTruthy();
  expect(screen.getByText(/Aquí están tus charlas/)).toBeTruthy();
  expect(screen.getByText("Confirmada")).toBeTruthy();
  cleanup();

  browser = ["en-US"];
  await openPortal("es");
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Tomás Ruiz" })).toBeTruthy();
});

test("a bad link is told in the browser's language", async () => {
  browser = ["es-419"];
  state.view = null;
  await openPortal("en");
  expect(await screen.findByRole("heading", { name: "Este enlace ya no es válido" })).toBeTruthy();
});

test("no language on the talk, but one chosen on this device with the switch: that one", async () => {
  browser = ["en-US"];
  storeLanguage("es");
  state.view = { speaker: "Tomás Ruiz", language: null, talks: [talk] };
  await openPortal("en");
  expect(await screen.findByRole("heading", { level: 1, name: "Bienvenido, Tomás Ruiz" })).toBeTruthy();
});

test("the order: the talk's language, the one chosen on this device, the browser's, then the app's", () => {
  expect(portalLanguage("es", "en", "en", "en")).toBe("es");
  expect(portalLanguage(null, "es", "en", "en")).toBe("es");
  expect(portalLanguage(null, null, "es", "en")).toBe("es");
  expect(portalLanguage(undefined, null, null, "es")).toBe("es");
  expect(portalLanguage(null, null, null, "en")).toBe("en");
});
