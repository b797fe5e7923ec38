import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useNotify } from "../../components/notifications/useNotify";
import { cleanEmail } from "../../lib/emailNormalization";
import { serverMessage } from "../../lib/serverError";
import { useRequestPasswordReset } from "./usePasswordSignIn";
import { TextInput } from "./TextInput";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a reset link by email; says the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const notify = useNotify();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = cleanEmail(email);
    if (!EMAIL_PATTERN.test(address)) {
      notify({ title: "Error", description: "Please enter a valid email address", variant: "error" });
      return;
    }
    setBusy(true);
    try {
      await requestReset(address);
      notify({ title: "Password reset email sent", description: "Check your email for password reset instructions", variant: "success" });
      onBack();
    } catch (error) {
      notify({ title: "Error", description: serverMessage(error) ?? "Failed to send reset email", variant: "error" });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography color="text.secondary">Enter your email and we will send you a link to choose a new password.</Typography>
      <TextInput label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" disabled={busy} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? "Sending reset link..." : "Send Reset Link"}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: "center" }}>
        Back to sign in
      </Link>
    </Stack>
  );
}
