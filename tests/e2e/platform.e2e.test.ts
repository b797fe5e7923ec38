import { expect, test } from "vitest";
import { adminSession } from "./adminSession";
import { signIn } from "./harness";

const session = adminSession();

test("the server serves the app, with client routes falling back to index.html", async () => {
  const { app } = session;
  for (const path of ["/", "/auth", "/attendees/abc", "/speaker-portal/some-token"]) {
    const response = await fetch(`${app.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root">');
  }
});

test("a visitor gets the sign-in page, and the seeded admin signs in over the live connection", async () => {
  const { app } = session;
  const page = await session.blankPage();
  await page.goto(app.url);
  await expect(page.getByText("Welcome Back").waitFor()).resolves.toBeUndefined();
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  await expect(page.getByText(`Welcome back, ${app.adminEmail}`).isVisible()).resolves.toBe(true);
  await page.close();
});

test("an unknown address shows the not-found page", async () => {
  const page = await session.blankPage();
  await page.goto(`${session.app.url}/no-such-screen`);
  await page.getByText("Oops! Page not found").waitFor();
  await page.close();
});

test("every screen runs under the served Content-Security-Policy, with no inline script allowed", async () => {
  const { app } = session;
  const response = await fetch(app.url);
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");

  const page = await session.blankPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  await signIn(page, app.url, app.adminEmail, app.adminPassword);
  const routes = ["/", "/attendees", "/servers", "/rooms", "/tables", "/floor-plan", "/checkin", "/reports", "/palancas", "/talks-testimonies",
    "/admin-users", "/settings", "/calendar", "/adoration", "/adoration/admin", "/finance", "/inventory", "/palanquita-stock", "/prayers", "/roles"];
  for (const route of routes) {
    await page.goto(`${app.url}${route}`);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
