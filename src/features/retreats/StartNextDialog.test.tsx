/** Start the next retreat: the name's default, the live preview, the checks before sending, the start. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { renderIn } from "../../i18n/testing";
import { StartNextDialog } from "./StartNextDialog";
import { answers, mutation, resetConvex, signInAs } from "./testConvex";
import type { Carry, CarryPreview } from "./types";

vi.mock("convex/react", async () => (await import("./testConvex")).convexReact);

/** What the server would count for the boxes ticked. */
function previewFor({ carry }: { carry: Carry }): CarryPreview {
  return {
    servers: carry.servers === "none" ? 0 : carry.servers === "all" ? 12 : 7,
    retreatantsAsServers: carry.retreatantsAsServers ? 3 : 0,
    rooms: carry.rooms ? 16 : 0,
    tables: carry.tables ? 8 : 0,
    settings: carry.settings ? 1 : 0,
    inventoryItems: carry.inventory ? 40 : 0,
    palanquitaKinds: carry.palanquitas ? 6 : 0,
    prayers: carry.prayers ? 12 : 0,
  };
}

const onClose = vi.fn();
const dialog = (
  <NotificationProvider>
    <StartNextDialog sourceName="Men's Retreat #50" newestName="Men's Retreat #50" onClose={onClose} />
  </NotificationProvider>
);

beforeEach(() => {
  resetConvex();
  signInAs("admin");
  onClose.mockReset();
  answers.set("retreats:previewNext", previewFor);
  mutation("retreats:startNext").mockResolvedValue({ retreatId: "r51", counts: {}, menCarriedLater: 0 });
});
afterEach(cleanup);

const preview = () => screen.getByRole("status");
const untick = (label: string) => fireEvent.click(screen.getByRole("checkbox", { name: label }));
const typeDates = (start: string, end: string) => {
  fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: end } });
};

describe("the form", () => {
  test("proposes the next number, and previews everything carried over", () => {
    render(dialog);
    expect(screen.getByRole("heading", { name: "Start the next retreat" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "What carries over from Men's Retreat #50" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Men's Retreat #51");
    expect((screen.getByRole("radio", { name: "All servers" }) as HTMLInputElement).checked).toBe(true);
    expect(preview().textContent).toBe(
      "What will be created" +
        "The new retreat starts with 12 servers, 3 of last weekend's retreatants as servers, 16 rooms, 8 tables, 1 setting, 40 inventory items, 6 palanquita kinds, and 12 prayers." +
        "Nothing of the old weekend changes: its records are kept as they are.",
    );
  });

  test("the preview follows the boxes", async () => {
    render(dialog);
    fireEvent.click(screen.getByRole("radio", { name: "Those who served in the last weekends" }));
    for (const label of ["Invite last weekend's retreatants as servers", "Settings", "Inventory items (without counts)", "Palanquita kinds (without counts)", "Prayers"]) untick(label);
    await waitFor(() => expect(preview().textContent).toContain("The new retreat starts with 7 servers, 16 rooms, and 8 tables."));
    untick("Rooms");
    untick("Dining tables");
    fireEvent.click(screen.getByRole("radio", { name: "None" }));
    await waitFor(() => expect(preview().textContent).toContain("Nothing is carried over: the new retreat starts empty."));
  });

  test("the recent servers' weekends count is asked for, and checked", async () => {
    render(dialog);
    fireEvent.click(screen.getByRole("radio", { name: "Those who served in the last weekends" }));
    const weekends = screen.getByRole("spinbutton", { name: "Weekends" });
    expect((weekends as HTMLInputElement).value).toBe("3");
    fireEvent.change(weekends, { target: { value: "0" } });
    expect(screen.getByText("Enter a number of weekends from 1 to 50.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(mutation("retreats:startNext")).not.toHaveBeenCalled();
  });
});

describe("the checks before sending, as the server's", () => {
  test("a name and both dates are required; said at Start, not before", () => {
    render(dialog);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "  " } });
    expect(screen.queryByText("Enter a name.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByText("Enter a name.")).toBeTruthy();
    expect(screen.getByText("Enter the start date.")).toBeTruthy();
    expect(screen.getByText("Enter the end date.")).toBeTruthy();
    expect(mutation("retreats:startNext")).not.toHaveBeenCalled();
  });

  test("the end date cannot come before the start, nor the retreat last more than 14 days: said at once", () => {
    render(dialog);
    typeDates("2027-03-05", "2027-03-04");
    expect(screen.getByText("The end date cannot be before the start date.")).toBeTruthy();
    typeDates("2027-03-05", "2027-03-25");
    expect(screen.getByText("A retreat can last at most 14 days.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(mutation("retreats:startNext")).not.toHaveBeenCalled();
  });
});

describe("Start", () => {
  test("starts the retreat with what was chosen, says so and closes", async () => {
    render(dialog);
    typeDates("2027-03-05", "2027-03-07");
    untick("Prayers");
    fireEvent.click(screen.getByRole("radio", { name: "Those who served in the last weekends" }));
    fireEvent.change(screen.getByRole("spinbutton", { name: "Weekends" }), { target: { value: "2" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start" })));
    expect(mutation("retreats:startNext")).toHaveBeenCalledWith({
      name: "Men's Retreat #51",
      startDate: "2027-03-05",
      endDate: "2027-03-07",
      carry: {
        servers: "recent",
        recentWeekends: 2,
        retreatantsAsServers: true,
        rooms: true,
        tables: true,
        settings: true,
        inventory: true,
        palanquitas: true,
        prayers: false,
      },
    });
    expect(await screen.findByText("Men's Retreat #51 has started and is now the current retreat.")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  test("men still being carried over are counted in the toast", async () => {
    mutation("retreats:startNext").mockResolvedValue({ retreatId: "r51", counts: {}, menCarriedLater: 260 });
    render(dialog);
    typeDates("2027-03-05", "2027-03-07");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start" })));
    expect(
      await screen.findByText("Men's Retreat #51 has started and is now the current retreat; 260 more men are still being carried over."),
    ).toBeTruthy();
  });

  test("a failure is shown and the dialog stays", async () => {
    mutation("retreats:startNext").mockRejectedValueOnce(new Error("network"));
    render(dialog);
    typeDates("2027-03-05", "2027-03-07");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start" })));
    expect(await screen.findByText("Could not start the retreat.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

test("in Spanish: the fields, the preview with its plurals, and the checks", async () => {
  await renderIn("es", dialog);
  expect(screen.getByRole("heading", { name: "Comenzar el próximo retiro" })).toBeTruthy();
  expect(screen.getByRole("radio", { name: "Todos los servidores" })).toBeTruthy();
  expect(within(preview()).getByText(
    "El nuevo retiro comienza con 12 servidores, 3 retirantes del último fin de semana como servidores, 16 cuartos, 8 mesas, 1 ajuste, 40 artículos de inventario, 6 tipos de palanquitas y 12 oraciones.",
  )).toBeTruthy();
  expect(within(preview()).getByText("Nada del fin de semana anterior cambia: sus registros se conservan tal como están.")).toBeTruthy();
  fireEvent.change(screen.getByRole("textbox", { name: "Nombre" }), { target: { value: "" } });
  fireEvent.click(screen.getByRole("button", { name: "Comenzar" }));
  expect(screen.getByText("Escriba un nombre.")).toBeTruthy();
  expect(screen.getByText("Escriba la fecha de inicio.")).toBeTruthy();
  expect(screen.getByRole("group", { name: "Qué se pasa desde Men's Retreat #50" })).toBeTruthy();
});
