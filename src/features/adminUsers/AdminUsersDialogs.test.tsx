import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { formatDateTime } from "../../lib/format";
import { CreateAccountDialog } from "./CreateAccountDialog";
import { TemporaryPasswordDialog } from "./TemporaryPasswordDialog";

afterEach(cleanup);

test("the temporary password is shown once, with whom it is for and until when it works; Done closes the dialog", () => {
  const onClose = vi.fn();
  const expiresAt = new Date(2026, 2, 14, 18, 30).getTime();
  render(<TemporaryPasswordDialog temporary={{ email: "door@parish.org", password: "qhtwzmkd4821", expiresAt, reason: "created" }} onClose={onClose} />);
  expect(screen.getByText(new RegExp(`works until ${formatDateTime(expiresAt)}`))).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Account created" })).toBeTruthy();
  expect(screen.getByText("door@parish.org")).toBeTruthy();
  expect(screen.getByLabelText("Temporary password").textContent).toBe("qhtwzmkd4821");
  fireEvent.click(screen.getByRole("button", { name: "Done" }));
  expect(onClose).toHaveBeenCalledOnce();
});

test("a new account needs a valid email, both names and a role before it is sent", async () => {
  const onCreate = vi.fn(async () => true);
  const onClose = vi.fn();
  render(<CreateAccountDialog onClose={onClose} onCreate={onCreate} />);
  fireEvent.click(screen.getByLabelText("Basic")); // the default role, unticked
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
  expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
  expect(screen.getAllByText("Text is required")).toHaveLength(2);
  expect(screen.getByText("Choose at least one role.")).toBeTruthy();
  expect(onCreate).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "door@parish.org" } });
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: "Lucía" } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: "Puerta" } });
  fireEvent.click(screen.getByLabelText("Check-in admin"));
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onCreate).toHaveBeenCalledWith({ email: "door@parish.org", firstName: "Lucía", lastName: "Puerta", roles: ["checkin_admin"] });
});
