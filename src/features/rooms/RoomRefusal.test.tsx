/** A refused assign or remove is shown in the row of its room as well as in the toast. */
import { cleanup, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import type { ReactNode } from "react";
import { afterEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import type { BoardAttendee, BoardRoom } from "./boardUpdates";
import { RoomTable } from "./RoomTable";
import { useRoomActions } from "./useRoomActions";

const mutation = vi.fn();
vi.mock("convex/react", () => ({
  useMutation: () => Object.assign(mutation, { withOptimisticUpdate: () => mutation }),
}));

afterEach(() => {
  cleanup();
  mutation.mockReset();
});

const room = (name: string, occupants: BoardAttendee[] = []): BoardRoom => ({
  _id: `room-${name}` as Id<"rooms">,
  name,
  room_type: "retreatant",
  capacity: 3,
  description: null,
  occupants,
});
const actions = { assign: vi.fn(), remove: vi.fn(), setType: vi.fn(), edit: vi.fn(), delete: vi.fn() };
const wrapper = ({ children }: { children: ReactNode }) => <NotificationProvider>{children}</NotificationProvider>;

test("assign resolves to the server's reason when a rule refuses it, and to null when it is done", async () => {
  const { result } = renderHook(() => useRoomActions(), { wrapper });
  mutation.mockRejectedValueOnce(new ConvexError({ code: "ROOM_REFUSED", message: "Cannot assign attendee. Room 101 is full (3 of 3 beds taken)." }));
  await expect(result.current.assign("a1" as Id<"attendees">, "room-101" as Id<"rooms">)).resolves.toBe(
    "Cannot assign attendee. Room 101 is full (3 of 3 beds taken).",
  );
  mutation.mockRejectedValueOnce(new Error("network"));
  await expect(result.current.remove("a1" as Id<"attendees">)).resolves.toBe("Failed to remove attendee.");
  mutation.mockResolvedValueOnce(null);
  await expect(result.current.assign("a1" as Id<"attendees">, "room-101" as Id<"rooms">)).resolves.toBeNull();
});

test("the refusal shows in its room's row only, until dismissed", () => {
  const dismiss = vi.fn();
  render(
    <RoomTable
      rooms={[room("101"), room("102")]}
      unassigned={[]}
      actions={actions}
      refusal={{ roomId: "room-101" as Id<"rooms">, message: "Cannot assign attendee. Room 101 is full.", dismiss }}
    />,
  );
  const alert = within(screen.getByTestId("room-row-101")).getByRole("alert");
  expect(alert.textContent).toContain("Cannot assign attendee. Room 101 is full.");
  expect(within(screen.getByTestId("room-row-102")).queryByRole("alert")).toBeNull();
  fireEvent.click(within(alert).getByRole("button", { name: "Close" }));
  expect(dismiss).toHaveBeenCalled();
});
