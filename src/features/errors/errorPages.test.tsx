import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, expect, test, vi } from "vitest";
import { AccessDenied } from "../../components/auth/AccessDenied";
import { NotFoundPage } from "./NotFoundPage";
import { RouteErrorPage } from "./RouteErrorPage";

afterEach(cleanup);

function Broken(): never {
  throw new Error("boom");
}

function renderAt(path: string, element = <p>fine</p>) {
  const router = createMemoryRouter(
    [{ errorElement: <RouteErrorPage />, children: [{ path: "/", element }, { path: "*", element: <NotFoundPage /> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

test("a screen that fails to render shows the generic error page with a way home", () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  renderAt("/", <Broken />);
  expect(screen.getByText("Unexpected Application Error!")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
});

test("an unknown address shows the not-found page", () => {
  renderAt("/no-such-screen");
  expect(screen.getByText("Oops! Page not found")).toBeTruthy();
});

test.each([
  ["admin", "Admin Access Required"],
  ["palancas", "Palancas Access Required"],
  ["adorationAdmin", "Adoration Admin Access Required"],
  ["prayers", "Prayers Access Required"],
  ["checkIn", "Check-In Access Required"],
] as const)("the %s guard says %j and offers Go Home", (variant, title) => {
  const router = createMemoryRouter([{ path: "/", element: <AccessDenied variant={variant} /> }]);
  render(<RouterProvider router={router} />);
  expect(screen.getByText("Access Denied")).toBeTruthy();
  expect(screen.getByText(title)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
});
