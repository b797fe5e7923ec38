import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { clearSessionEnded, SESSION_ENDED_TEXT, useSessionEndWatch } from "../../components/auth/sessionEnd";
import { useSignOut } from "../../components/auth/useSignOut";
import type { ViewerState } from "../../components/auth/useViewer";
import { ADMIN_TAB_TEXT, SignInScreen, USER_TAB_TEXT } from "./SignInScreen";

const signIn = vi.fn();
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signIn, signOut: vi.fn() }) }));

// The toast view loads lazily; load it once up front so a busy machine does not slow the first toast.
beforeAll(async () => {
  await import("../../components/notifications/NotificationView");
});
beforeEach(() => {
  signIn.mockReset();
  clearSessionEnded();
});
afterEach(cleanup);

function renderAt(path = "/auth") {
  render(
    <NotificationProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<SignInScreen />} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/server-dashboard" element={<p>server dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </NotificationProvider>,
  );
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}

test("the page greets and offers the Admin and User tabs", () => {
  renderAt();
  expect(screen.getByText("Welcome Back")).toBeTruthy();
  expect(screen.getByText("Sign in to manage your retreat")).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Admin" })).toBeTruthy();
  expect(screen.getByRole("tab", { name: "User" })).toBeTruthy();
});

test("empty fields are refused before anything is sent", async () => {
  renderAt();
  fill("   ", "secret");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("Email and password are required")).toBeTruthy();
  expect(signIn).not.toHaveBeenCalled();
});

test("the admin signs in with the trimmed, lower-cased email and goes home; the button says so meanwhile", async () => {
  let finish!: () => void;
  signIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  renderAt();
  fill("  Rector@Parish.ORG ", " my secret ");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByRole("button", { name: "Signing you in..." })).toBeTruthy();
  expect(signIn).toHaveBeenCalledWith("password", { email: "rector@parish.org", password: "my secret", flow: "signIn" });
  finish();
  expect(await screen.findByText("home page")).toBeTruthy();
});

test("a browser that signed in to the address before sends its device token with sign-in and reset requests", async () => {
  window.localStorage.setItem("retreatAdmin.deviceTokens", JSON.stringify({ "rector@parish.org": "device-token-1" }));
  signIn.mockResolvedValue({ signingIn: true });
  renderAt();
  fill("Rector@Parish.org", "my secret");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("home page")).toBeTruthy();
  expect(signIn).toHaveBeenCalledWith("password", { email: "rector@parish.org", password: "my secret", flow: "signIn", deviceToken: "device-token-1" });
  cleanup();

  signIn.mockResolvedValue({ signingIn: false });
  renderAt();
  fireEvent.click(screen.getByRole("button", { name: "Forgot your password? No problem!" }));
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "rector@parish.org" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
  expect(await screen.findByText("Password reset email sent")).toBeTruthy();
  expect(signIn).toHaveBeenCalledWith("password", { email: "rector@parish.org", flow: "reset", deviceToken: "device-token-1" });
  window.localStorage.clear();
});

test("a Gmail address is tried in normal form, then as typed", async () => {
  signIn.mockRejectedValueOnce(new ConvexError({ code: "INVALID_CREDENTIALS", message: "Invalid email or password." }));
  signIn.mockResolvedValueOnce({ signingIn: true });
  renderAt();
  fill("John.Smith+retreat@gmail.com", "secret pass");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("home page")).toBeTruthy();
  expect(signIn.mock.calls.map((call) => call[1].email)).toEqual(["johnsmith@gmail.com", "john.smith+retreat@gmail.com"]);
});

test("a refusal shows 'Sign In Failed' with the server's message; anything else an unexpected error", async () => {
  signIn.mockRejectedValueOnce(new ConvexError({ code: "INVALID_CREDENTIALS", message: "Invalid email or password." }));
  renderAt();
  fill("rector@parish.org", "wrong password");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("Sign In Failed")).toBeTruthy();
  expect(screen.getByText("Invalid email or password.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Sign In as Admin" })).toBeTruthy();

  signIn.mockRejectedValueOnce(new Error("socket closed"));
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("An unexpected error occurred")).toBeTruthy();
});

test("a successful retry takes the stale 'Sign In Failed' away", async () => {
  signIn.mockRejectedValueOnce(new ConvexError({ code: "INVALID_CREDENTIALS", message: "Invalid email or password." }));
  renderAt();
  fill("rector@parish.org", "wrong password");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("Sign In Failed")).toBeTruthy();

  signIn.mockResolvedValueOnce({ signingIn: true });
  fill("rector@parish.org", "right password");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("home page")).toBeTruthy();
  await waitFor(() => expect(screen.queryByText("Sign In Failed")).toBeNull(), { timeout: 5_000 });
});

test("each tab says plainly who it is for", () => {
  renderAt();
  expect(screen.getByText(ADMIN_TAB_TEXT)).toBeTruthy();
  fireEvent.click(screen.getByRole("tab", { name: "User" }));
  expect(screen.getByText(USER_TAB_TEXT)).toBeTruthy();
});

test("signing in on the User tab goes home, which sends staff to their dashboard and servers to theirs", async () => {
  signIn.mockResolvedValue({ signingIn: true });
  renderAt();
  fireEvent.click(screen.getByRole("tab", { name: "User" }));
  fill("server@parish.org", "server pass");
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("home page")).toBeTruthy();
});

test("forgot password sends a reset request and says so, whatever the address", async () => {
  signIn.mockResolvedValue({ signingIn: false });
  renderAt();
  fireEvent.click(screen.getByRole("button", { name: "Forgot your password? No problem!" }));
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: " Rector@Parish.org" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
  expect(await screen.findByText("Password reset email sent")).toBeTruthy();
  expect(screen.getByText("Check your email for password reset instructions")).toBeTruthy();
  expect(signIn).toHaveBeenCalledWith("password", { email: "rector@parish.org", flow: "reset" });
  await waitFor(() => expect(screen.getByRole("button", { name: "Sign In as Admin" })).toBeTruthy());
});

test("forgot password shows its errors on the form itself, not only in a toast", async () => {
  signIn.mockRejectedValueOnce(new ConvexError({ code: "RATE_LIMITED", message: "Too many reset emails for this address. Try again later." }));
  renderAt();
  fireEvent.click(screen.getByRole("button", { name: "Forgot your password? No problem!" }));
  const form = screen.getByRole("button", { name: "Send Reset Link" }).closest("form")!;
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not an address" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe("Please enter a valid email address"));
  expect(signIn).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "rector@parish.org" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
  await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe("Too many reset emails for this address. Try again later."));
  expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeTruthy();
});

test("the password can be shown and hidden", () => {
  renderAt();
  const input = screen.getByLabelText("Password") as HTMLInputElement;
  expect(input.type).toBe("password");
  fireEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect(input.type).toBe("text");
  fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
  expect(input.type).toBe("password");
});

function SessionWatch({ status, onSignOut }: { status: ViewerState["status"]; onSignOut?: (signOut: () => Promise<void>) => void }) {
  useSessionEndWatch(status);
  const signOut = useSignOut(() => undefined);
  onSignOut?.(signOut);
  return null;
}

test("a session ended elsewhere (an admin reset the password) is explained on the sign-in page until the next sign-in", async () => {
  const watch = render(<SessionWatch status="signedIn" />);
  watch.rerender(<SessionWatch status="loading" />);
  watch.rerender(<SessionWatch status="signedOut" />);
  watch.unmount();
  renderAt();
  expect(screen.getByText(SESSION_ENDED_TEXT)).toBeTruthy();

  signIn.mockResolvedValueOnce({ signingIn: true });
  fill("rector@parish.org", "temporary pass");
  fireEvent.click(screen.getByRole("button", { name: "Sign In as Admin" }));
  expect(await screen.findByText("home page")).toBeTruthy();
  cleanup();
  renderAt();
  expect(screen.queryByText(SESSION_ENDED_TEXT)).toBeNull();
});

test("signing out on purpose is not reported as an ended session, and a visitor never signed in sees no notice", async () => {
  let signOut!: () => Promise<void>;
  const watch = render(<SessionWatch status="signedIn" onSignOut={(fn) => (signOut = fn)} />);
  await signOut();
  watch.rerender(<SessionWatch status="signedOut" />);
  watch.rerender(<SessionWatch status="loading" />);
  watch.rerender(<SessionWatch status="signedOut" />);
  watch.unmount();
  renderAt();
  expect(screen.queryByText(SESSION_ENDED_TEXT)).toBeNull();
});
