import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import CheckInPage from "./CheckInPage";
import type { CheckInRow } from "./checkInSearch";

const row = (id: string, first: string, last: string, extra: Partial<CheckInRow> = {}): CheckInRow => ({
  _id: id as Id<"attendees">,
  first_name: first,
  last_name: last,
  email: `${id}@example.org`,
  phone_number: null,
  attendee_type: "attendee",
  has_checked_in: false,
  checked_in_at: null,
  checked_in_by: null,
  has_paid: false,
  amount_paid: null,
  cost_of_retreat: null,
  room_name: null,
  table_name: null,
  snore: false,
  sleeps_at_home: false,
  ...extra,
});

const rows: CheckInRow[] = [
  row("m1", "Josefina", "Joseph"),
  row("m2", "María José", "Pérez"),
  row("m3", "José", "Núñez", { room_name: "Room 204", table_name: "St. Peter", snore: true, phone_number: "5125553183" }),
  row("m4", "Pedro", "Nunez Gil"),
  row("m5", "Raúl", "García", { has_checked_in: true, checked_in_at: Date.UTC(2027, 2, 5, 23, 5), checked_in_by: "door@parish.org" }),
];
const counts = { retreatants: { expected: 5, arrived: 1 }, servers: { expected: 0, arrived: 0 }, notArrived: 4, unpaidArrived: 1 };
const mutations = { checkIn: vi.fn(), undo: vi.fn(), recordPayment: vi.fn() };
const connectionState = { isWebSocketConnected: true, hasEverConnected: true };

vi.mock("../../lib/useLiveList", () => ({ useLiveList: () => ({ rows, isLoading: false }) }));

vi.mock("convex/react", () => ({
  useQuery: () => counts,
  useMutation: (ref: unknown) => {
    const name = getFunctionName(ref as FunctionReference<"mutation">);
    if (name.endsWith("undo")) return mutations.undo;
    if (name.endsWith("recordPayment")) return mutations.recordPayment;
    return mutations.checkIn;
  },
  useConvex: () => ({ mutation: mutations.checkIn }),
  useConvexConnectionState: () => connectionState,
}));

beforeAll(async () => {
  await import("../../components/notifications/NotificationView");
});
beforeEach(() => {
  mutations.checkIn.mockReset().mockResolvedValue({ changed: true, checked_in_at: 1, checked_in_by: "me@parish.org" });
  mutations.undo.mockReset().mockResolvedValue({ changed: true });
  connectionState.isWebSocketConnected = true;
});
afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter>
      <NotificationProvider>
        <CheckInPage />
      </NotificationProvider>
    </MemoryRouter>,
  );
}

const resultNames = () => within(screen.getByRole("list", { name: "Search results" })).getAllByRole("heading").map((h) => h.textContent);
const type = (text: string) => fireEvent.change(screen.getByLabelText("Search by name, email or phone"), { target: { value: text } });

test("accent-free typing finds accented names, the man in front of you first", () => {
  renderPage();
  type("jose nunez");
  expect(resultNames()).toEqual(["José Núñez"]);
  type("jose");
  expect(resultNames()[0]).toBe("José Núñez");
  expect(resultNames()).toEqual(expect.arrayContaining(["María José Pérez", "Josefina Joseph"]));
  type("nunez");
  expect(resultNames()).toEqual(["José Núñez", "Pedro Nunez Gil"]);
  type("555-3183");
  expect(resultNames()).toEqual(["José Núñez"]);
  type("zzz");
  expect(screen.getByText('No one matches "zzz".')).toBeTruthy();
});

test("with nothing typed the latest arrivals are listed with who checked them in", () => {
  renderPage();
  expect(resultNames()).toEqual(["Raúl García"]);
  expect(screen.getByText(/Checked in at .* by door@parish.org/)).toBeTruthy();
  expect(screen.getByText("1 / 5")).toBeTruthy();
});

test("one tap checks him in, shows room and table large, and the snackbar undoes it", async () => {
  renderPage();
  type("jose nu");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check in José Núñez" })));
  expect(mutations.checkIn).toHaveBeenCalledWith({ id: "m3" });
  const panel = screen.getByRole("region", { name: "Just checked in" });
  expect(within(panel).getByText("Room 204")).toBeTruthy();
  expect(within(panel).getByText("St. Peter")).toBeTruthy();
  expect(within(panel).getByText("Snores (R)")).toBeTruthy();
  expect(screen.getByText("José Núñez checked in")).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Undo" })));
  expect(mutations.undo).toHaveBeenCalledWith({ id: "m3" });
});

test("after a check-in the search is empty and keeps the focus, ready for the next man", async () => {
  renderPage();
  const box = screen.getByLabelText<HTMLInputElement>("Search by name, email or phone");
  type("jose nu");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check in José Núñez" })));
  expect(box.value).toBe("");
  expect(document.activeElement).toBe(box);
  // Typing the next name hides the last man's room and table, so the matches sit right under the box.
  type("pedro");
  expect(screen.queryByRole("region", { name: "Just checked in" })).toBeNull();
  expect(resultNames()).toEqual(["Pedro Nunez Gil"]);
});

test("the clear button empties the search", () => {
  renderPage();
  expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  type("pedro");
  fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
  expect(screen.getByLabelText<HTMLInputElement>("Search by name, email or phone").value).toBe("");
  expect(resultNames()).toEqual(["Raúl García"]);
});

test("while a name is typed the counts and lists give way to the matches", () => {
  renderPage();
  expect(screen.getByRole("group", { name: "Arrival counts" })).toBeTruthy();
  type("pedro");
  expect(screen.queryByRole("group", { name: "Arrival counts" })).toBeNull();
  expect(screen.queryByRole("tab", { name: "Not arrived" })).toBeNull();
});

test("the not-arrived list has a tap-to-call link per man", () => {
  renderPage();
  fireEvent.click(screen.getByRole("tab", { name: "Not arrived" }));
  const list = screen.getByRole("list", { name: "Not arrived" });
  expect(within(list).queryByText("Raúl García")).toBeNull();
  expect(within(list).getByRole("link", { name: "Call José Núñez" }).getAttribute("href")).toBe("tel:5125553183");
});

test("with the connection down a tap waits on the phone, shows on his row and can be undone; nothing is sent", async () => {
  connectionState.isWebSocketConnected = false;
  renderPage();
  const box = screen.getByLabelText<HTMLInputElement>("Search by name, email or phone");
  type("pedro");
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check in Pedro Nunez Gil" })));
  expect(box.value).toBe("");
  expect(screen.getByRole("status", { name: "Connection" }).textContent).toBe(
    "Reconnecting… Check-ins are kept on this phone until the connection is back. 1 check-in is waiting on this phone.",
  );
  expect(screen.getByText("Pedro Nunez Gil will be checked in when the connection is back")).toBeTruthy();
  // With nothing typed he heads the list, as waiting.
  expect(resultNames()[0]).toBe("Pedro Nunez Gil");
  const card = screen.getByRole("article", { name: "Pedro Nunez Gil" });
  expect(within(card).getByText("Check-in waiting to be sent (no connection)")).toBeTruthy();
  await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Undo waiting check-in of Pedro Nunez Gil" })));
  expect(screen.getByRole("status", { name: "Connection" }).textContent).toBe(
    "Reconnecting… Check-ins are kept on this phone until the connection is back.",
  );
  expect(resultNames()).toEqual(["Raúl García"]);
  expect(mutations.checkIn).not.toHaveBeenCalled();
  expect(mutations.undo).not.toHaveBeenCalled();
});
