/**
 * Server Dashboard: a server signs in on the User tab and lands on his own dashboard (room, the
 * table he leads, his talks); an admin picks any server and opens his; a server cannot open
 * another's.
 */
import type { ConvexHttpClient } from "convex/browser";
import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { adminClient, serverAccount, type TestAccount } from "./accounts";
import { adminSession } from "./adminSession";

const session = adminSession();
let admin: ConvexHttpClient;
let server: TestAccount & { name: string; room: string; table: string; talk: string };
let other: { id: string; name: string };

beforeAll(async () => {
  const { app } = session;
  admin = await adminClient(app);
  // A demo server who sleeps in a room, leads a table and gives a talk; his account is made for him.
  const servers = await admin.query(api.servers.directory, { paginationOpts: { numItems: 200, cursor: null } });
  const demo = servers.page.find((s) => s.room_name !== null && s.tables.some((t) => t.role === "leader") && s.talks.length > 0)!;
  const account = await serverAccount(app, admin, {
    first_name: demo.first_name,
    last_name: demo.last_name,
    email: demo.email,
    password: "server-hours-2026",
  });
  expect(account.attendeeId).toBe(demo._id);
  server = {
    ...account,
    name: `${demo.first_name} ${demo.last_name}`,
    room: demo.room_name!,
    table: demo.tables.find((t) => t.role === "leader")!.name,
    talk: demo.talks[0].title,
  };
  const someoneElse = servers.page.find((s) => s._id !== demo._id)!;
  other = { id: someoneElse._id, name: `${someoneElse.first_name} ${someoneElse.last_name}` };
}, 120_000);

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

test("a server signs in on the User tab and sees his own room, table and talks", async () => {
  const { app } = session;
  const page = await session.blankPage();
  await page.goto(app.url);
  await page.getByRole("tab", { name: "User" }).click();
  await page.getByLabel("Email").fill(server.email);
  await page.getByLabel("Password", { exact: true }).fill(server.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${app.url}/server-dashboard`);
  await page.getByRole("heading", { name: "Server Dashboard" }).waitFor();
  await section(page, "Room").getByText(server.room, { exact: true }).waitFor();
  await section(page, "Table").getByText(`${server.table} (table leader)`).waitFor();
  await section(page, "Talks").getByText(server.talk).waitFor();
  await section(page, "Adoration Hours").getByText("No adoration hours booked.").waitFor();
  expect(await page.getByLabel("Find a server").count()).toBe(0);

  // Another server's id in the address is ignored: he still sees his own.
  await page.goto(`${app.url}/server-dashboard?attendee=${other.id}`);
  await section(page, "Room").getByText(server.room, { exact: true }).waitFor();
  expect(await page.getByText(`${other.name}'s dashboard`).count()).toBe(0);
  await page.close();
});

test("an admin picks a server on 'Server Dashboards' and sees his dashboard", async () => {
  const page = await session.dashboard();
  await page.getByRole("link", { name: /Server Dashboards/ }).click();
  await page.getByRole("heading", { name: "Server Dashboards" }).waitFor();
  await page.getByText("Pick a server to see his room, table, adoration hours and talks.").waitFor();
  const folded = server.name.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
  await page.getByLabel("Find a server").fill(folded);
  await page.getByRole("option", { name: server.name }).click();
  await page.getByText(`${server.name}'s dashboard`).waitFor();
  await section(page, "Room").getByText(server.room, { exact: true }).waitFor();
  await section(page, "Talks").getByText(server.talk).waitFor();
  expect(new URL(page.url()).searchParams.get("attendee")).toBe(server.attendeeId);
  await page.close();
});
