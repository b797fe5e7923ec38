/** Every main dialog puts the focus on its first field (or, with no field, its first button) when it opens. */
import { ThemeProvider } from "@mui/material/styles";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import { NotificationProvider } from "../components/notifications/NotificationProvider";
import { theme } from "../theme/theme";
import { focusFirstField } from "../theme/focusFirstField";
import { CreateAccountDialog } from "./adminUsers/CreateAccountDialog";
import { TemporaryPasswordDialog } from "./adminUsers/TemporaryPasswordDialog";
import { AttendeeFormDialog } from "./attendees/AttendeeFormDialog";
import { DeleteAttendeeDialog } from "./attendees/DeleteAttendeeDialog";
import { BulkDeleteServersDialog } from "./attendees/BulkDeleteServersDialog";
import { EventDialog } from "./calendar/EventDialog";
import { ConfirmExtractedDataDialog } from "./imports/ConfirmExtractedDataDialog";
import { ItemDialog } from "./inventory/ItemDialog";
import { KindDialog } from "./palanquitas/KindDialog";
import { PrayerDialog } from "./prayers/PrayerDialog";
import { DeleteRoomDialog } from "./rooms/DeleteRoomDialog";
import { RoomDialog } from "./rooms/RoomDialog";
import { TableDialog } from "./tables/TableDialog";
import { TalkDialog } from "./talks/TalkDialog";

vi.mock("convex/react", () => ({
  useMutation: () => vi.fn(async () => null),
  useAction: () => vi.fn(async () => null),
  useQuery: () => undefined,
  useConvex: () => ({ query: vi.fn(), mutation: vi.fn(), action: vi.fn() }),
}));

afterEach(cleanup);

const close = () => undefined;
const submit = async () => true;
const extraction = {
  success: true as const,
  extractor: "builtin" as const,
  model: null,
  data: { first_name: "José", last_name: "Núñez", email: "jose@example.org" },
  leftOut: [],
};

const DIALOGS: Array<[string, () => ReactElement, () => HTMLElement]> = [
  ["Add Attendee", () => <AttendeeFormDialog attendee={null} emailOwners={new Map()} onClose={close} />, () => screen.getByRole("textbox", { name: /First Name/ })],
  [
    "Confirm Extracted Data",
    () => <ConfirmExtractedDataDialog extraction={extraction as never} attendeeType="attendee" busy={false} onBack={close} onImport={close} onClose={close} />,
    () => screen.getByRole("textbox", { name: /First Name/ }),
  ],
  ["Delete Attendee", () => <DeleteAttendeeDialog attendee={{ _id: "a1" as Id<"attendees">, first_name: "José", last_name: "Núñez" }} onClose={close} />, () => screen.getByRole("button", { name: "Cancel" })],
  ["Bulk Delete Servers", () => <BulkDeleteServersDialog serverCount={3} onClose={close} />, () => screen.getByRole("textbox", { name: /Confirmation/ })],
  ["Create Account", () => <CreateAccountDialog onClose={close} onCreate={submit} />, () => screen.getByRole("textbox", { name: /Email/ })],
  ["Temporary password", () => <TemporaryPasswordDialog temporary={{ email: "a@b.org", password: "x", expiresAt: 0, reason: "created" }} onClose={close} />, () => screen.getByRole("button", { name: "Copy" })],
  ["Add Room", () => <RoomDialog open onClose={close} onSubmit={submit} />, () => screen.getByRole("textbox", { name: /Room Name/ })],
  ["Delete Room", () => <DeleteRoomDialog room={{ name: "Room 101", occupants: 0 }} onCancel={close} onConfirm={close} />, () => screen.getByRole("button", { name: "Cancel" })],
  ["Add Table", () => <TableDialog onClose={close} onSubmit={submit} />, () => screen.getByRole("textbox", { name: /Table Name/ })],
  ["Add Item", () => <ItemDialog onClose={close} onSubmit={submit} />, () => screen.getByRole("textbox", { name: /^Name/ })],
  ["Add Palanquita", () => <KindDialog onClose={close} onSubmit={submit} />, () => screen.getByRole("textbox", { name: /^Name/ })],
  ["Add Prayer", () => <PrayerDialog prayer={null} onClose={close} />, () => screen.getByRole("textbox", { name: /^Title/ })],
  ["Add Event", () => <EventDialog event={null} days={[]} onClose={close} />, () => screen.getByRole("textbox", { name: /^Title/ })],
  ["Add Talk", () => <TalkDialog talk={null} servers={[]} days={[]} onClose={close} onCreated={close} />, () => screen.getByRole("textbox", { name: /^Title/ })],
];

test.each(DIALOGS)("%s: the first field has the focus when the dialog opens", async (_name, dialog, first) => {
  render(
    <ThemeProvider theme={theme}>
      <NotificationProvider>{dialog()}</NotificationProvider>
    </ThemeProvider>,
  );
  await waitFor(() => expect(document.activeElement).toBe(first()));
});

test("once a dialog has appeared, focus that its focus trap put on the dialog itself moves to the first field, else the first button", () => {
  const { container } = render(
    <div>
      <div role="dialog" tabIndex={-1}>
        <h2>Edit</h2>
        <input type="hidden" />
        <input aria-label="Disabled" disabled />
        <input aria-label="Name" />
        <button>Save</button>
      </div>
    </div>,
  );
  const dialog = screen.getByRole("dialog");
  dialog.focus();
  focusFirstField(container.firstElementChild as HTMLElement);
  expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  cleanup();

  render(
    <div data-testid="container">
      <div role="dialog" tabIndex={-1}>
        <p>Are you sure?</p>
        <button>Cancel</button>
        <button>Delete</button>
      </div>
    </div>,
  );
  screen.getByRole("dialog").focus();
  focusFirstField(screen.getByTestId("container"));
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
});
