import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { NotificationProvider } from "../../components/notifications/NotificationProvider";
import { LINK_MISSING, RecoveryScreen } from "./RecoveryScreen";

const signIn = vi.fn();
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signIn, signOut: vi.fn() }) }));

// The toast view loads lazily; load it once up front so a busy machine does not slow the first toast.
beforeAll(async () => {
  await import("../../components/notifications/NotificationView");
});
beforeEach(() => {
  signIn.mockReset();
});
afterEach(cleanup);

function renderScreen(link = { email: "rector@parish.org", code: "C0DE" }) {
  const onDone = vi.fn();
  render(
    <NotificationProvider>
      <MemoryRouter>
        <RecoveryScreen link={link} onDone={onDone} />
      </MemoryRouter>
    </NotificationProvider>,
  );
  return onDone;
}

function submit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));
}

test.each([
  ["", "", "Please enter your new password twice."],
  ["longenough1", "longenough2", "Passwords do not match."],
  ["short", "short", "Password must be at least 8 characters long."],
])("%j / %j is refused with %j", async (password, confirmation, message) => {
  renderScreen();
  submit(password, confirmation);
  expect(await screen.findByText(message)).toBeTruthy();
  expect(signIn).not.toHaveBeenCalled();
});

test("a good password is sent trimmed with the link's code; then the user is told to sign in", async () => {
  let finish!: () => void;
  signIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const onDone = renderScreen();
  submit("  new secret 1 ", "new secret 1");
  expect(await screen.findByRole("button", { name: "Updating password..." })).toBeTruthy();
  expect(signIn).toHaveBeenCalledWith("password", {
    email: "rector@parish.org",
    code: "C0DE",
    newPassword: "new secret 1",
    flow: "reset-verification",
  });
  finish();
  expect(await screen.findByText("Password updated")).toBeTruthy();
  expect(screen.getByText("You can now sign in with your new password.")).toBeTruthy();
  expect(onDone).toHaveBeenCalledOnce();
});

test("an expired or used link says to reopen it; other failures say the update failed", async () => {
  signIn.mockRejectedValueOnce(
    new ConvexError({ code: "RESET_LINK_EXPIRED", message: "Session expired. Please reopen the reset link from your email." }),
  );
  const onDone = renderScreen();
  submit("new secret 1", "new secret 1");
  expect((await screen.findAllByText("Session expired. Please reopen the reset link from your email.")).length).toBeGreaterThan(0);
  expect(screen.getByRole("button", { name: "Send a new reset link" })).toBeTruthy();
  expect(onDone).not.toHaveBeenCalled();
});

test("other failures say the update failed and let the user try again", async () => {
  signIn.mockRejectedValueOnce(new Error("network down"));
  renderScreen();
  submit("new secret 1", "new secret 1");
  expect((await screen.findAllByText("Failed to update password.")).length).toBeGreaterThan(0);
  expect(screen.getByRole("button", { name: "Set New Password" })).toBeTruthy();
});

test("a spent link says it was already used and offers a new one", async () => {
  const used = "This reset link was already used. Send yourself a new one if you still need to change your password.";
  signIn.mockRejectedValueOnce(new ConvexError({ code: "RESET_LINK_USED", message: used }));
  renderScreen();
  submit("new secret 1", "new secret 1");
  expect((await screen.findAllByText(used)).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole("button", { name: "Send a new reset link" }));
  expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("rector@parish.org");
});

test("a link without its code says the link is missing and offers to send a new one", async () => {
  renderScreen({ email: "", code: "" });
  expect(screen.getByText(LINK_MISSING)).toBeTruthy();
  expect(screen.queryByLabelText("New password")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Send a new reset link" }));
  expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeTruthy();
  expect(signIn).not.toHaveBeenCalled();
});
