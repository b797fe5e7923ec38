/** The profile shows dates as people write them: "March 4, 1980", and Created At with date and time. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import AttendeeProfilePage from "./AttendeeProfilePage";

const created = new Date(2026, 0, 15, 9, 5).getTime();
const attendee = {
  _id: "a1",
  _creationTime: created,
  first_name: "José",
  last_name: "Núñez",
  email: "jose@example.org",
  attendee_type: "attendee",
  birthday: "1980-03-04",
  has_paid: false,
  has_checked_in: true,
  checked_in_at: new Date(2026, 2, 6, 17, 20).getTime(),
  room_id: null,
  table_id: null,
  created_at: created,
};
const profile = {
  attendee,
  room: null,
  table: null,
  palancas: [{ _id: "p1", from_name: "Ana", relationship: null, received_date: "2026-02-20", notes: null }],
  adoration: [],
  history: [
    { _id: "h1", action: "update", who: "admin@parish.org", at: new Date(2026, 1, 1, 14, 30).getTime(), changes: [{ field: "birthday", before: "", after: "1980-03-04" }] },
  ],
};

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">) => (getFunctionName(ref) === "attendees:profile" ? profile : []),
  useMutation: () => Object.assign(vi.fn(), { withOptimisticUpdate: () => vi.fn() }),
}));

afterEach(cleanup);

test("birthday, created at, palanca dates and the history read as dates, not as stored values", () => {
  render(
    <NotificationProvider>
      <MemoryRouter initialEntries={["/attendees/a1"]}>
        <Routes>
          <Route path="/attendees/:id" element={<AttendeeProfilePage />} />
        </Routes>
      </MemoryRouter>
    </NotificationProvider>,
  );
  expect(screen.getByText("Created January 15, 2026, 9:05 AM")).toBeTruthy();
  const personal = screen.getByRole("region", { name: "Personal" });
  expect(within(personal).getByText("March 4, 1980")).toBeTruthy();
  expect(screen.queryByText("1980-03-04")).toBeNull();
  expect(screen.getByText("Received February 20, 2026")).toBeTruthy();
  expect(screen.getByText("Birthday: empty → March 4, 1980")).toBeTruthy();
  expect(screen.getByText("admin@parish.org · February 1, 2026, 2:30 PM")).toBeTruthy();
});
