/** The profile's Weekends: each weekend the man was part of, this one marked. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { renderIn } from "../../i18n/testing";
import { WeekendsCard } from "./WeekendsCard";

let weekends: unknown;
const asked: unknown[] = [];

vi.mock("convex/react", () => ({
  useQuery: (ref: FunctionReference<"query">, args: unknown) => {
    if (getFunctionName(ref) !== "people:weekendsOf") return undefined;
    asked.push(args);
    return weekends;
  },
}));

const THIS = "a49" as Id<"attendees">;

beforeEach(() => {
  asked.length = 0;
  weekends = [
    { retreatId: "r48", retreatName: "Men's Retreat #48", startDate: "2024-03-01", attendeeType: "attendee", attendeeId: "a48", isThisRecord: false },
    { retreatId: "r49", retreatName: "Men's Retreat #49", startDate: "2025-03-07", attendeeType: "server", attendeeId: THIS, isThisRecord: true },
    { retreatId: "r50", retreatName: "Men's Retreat #50", startDate: "", attendeeType: "server", attendeeId: "a50", isThisRecord: false },
  ];
});
afterEach(cleanup);

const items = () => within(screen.getByRole("region", { name: "Weekends" })).getAllByRole("listitem");

test("oldest first: retreatant or server at which weekend, when, this one marked", () => {
  render(<WeekendsCard attendeeId={THIS} />);
  expect(asked[0]).toEqual({ attendeeId: THIS });
  expect(items().map((item) => item.textContent)).toEqual([
    "Retreatant at Men's Retreat #48March 1, 2024",
    "Server at Men's Retreat #49March 7, 2025This weekend",
    "Server at Men's Retreat #50",
  ]);
  expect(items().map((item) => item.getAttribute("aria-current"))).toEqual([null, "true", null]);
});

test("while it loads", () => {
  weekends = undefined;
  render(<WeekendsCard attendeeId={THIS} />);
  expect(screen.getByText("Loading weekends...")).toBeTruthy();
});

test("in Spanish", async () => {
  await renderIn("es", <WeekendsCard attendeeId={THIS} />);
  const region = screen.getByRole("region", { name: "Fines de semana" });
  expect(within(region).getByText("Retirante en Men's Retreat #48")).toBeTruthy();
  expect(within(region).getByText("1 de marzo de 2024")).toBeTruthy();
  expect(within(region).getByText("Servidor en Men's Retreat #49")).toBeTruthy();
  expect(within(region).getByText("Este fin de semana")).toBeTruthy();
});
