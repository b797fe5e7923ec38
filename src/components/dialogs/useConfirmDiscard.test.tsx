import Dialog from "@mui/material/Dialog";
import TextField from "@mui/material/TextField";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { DISCARD_TITLE, useConfirmDiscard } from "./useConfirmDiscard";

afterEach(cleanup);

function Form({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const { requestClose, confirmation } = useConfirmDiscard(text !== "", onClose);
  return (
    <>
      <Dialog open onClose={requestClose}>
        <TextField label="Name" value={text} onChange={(e) => setText(e.target.value)} />
      </Dialog>
      {confirmation}
    </>
  );
}

const escape = () => fireEvent.keyDown(screen.getByLabelText("Name"), { key: "Escape" });

test("an untouched form closes on Escape without asking", () => {
  const onClose = vi.fn();
  render(<Form onClose={onClose} />);
  escape();
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByText(DISCARD_TITLE)).toBeNull();
});

test("Escape on a form with typing asks first; Keep Editing keeps the typing, Discard closes", async () => {
  const onClose = vi.fn();
  render(<Form onClose={onClose} />);
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "José" } });
  escape();
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(await screen.findByRole("button", { name: "Keep Editing" }));
  await waitFor(() => expect(screen.queryByText(DISCARD_TITLE)).toBeNull());
  expect(screen.getByLabelText("Name")).toHaveProperty("value", "José");

  escape();
  fireEvent.click(await screen.findByRole("button", { name: "Discard" }));
  expect(onClose).toHaveBeenCalledOnce();
});
