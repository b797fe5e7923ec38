import Alert from "@mui/material/Alert";
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
export function ForgotPasswordForm({ onBack, initialEmail = "" }: { onBack: () => void; initialEmail?: string }) {
  const notify = useNotify();
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  // Shown where the user is looking as well as in the toast.
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = cleanEmail(email);
    if (!EMAIL_PATTERN.test(address)) {
      setProblem("Please enter a valid email address");
      notify({ title: "Error", description: "Please enter a valid email address", variant: "error" });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await requestReset(address);
      notify({ title: "Password reset email sent", description: "Check your email for password reset instructions", variant: "success" });
      onBack();
    } catch (error) {
      const text = serverMessage(error) ?? "Failed to send reset email";
      setProblem(text);
      notify({ title: "Error", description: text, variant: "error" });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography color="text.secondary">Enter your email and we will send you a link to choose a new password.</Typography>
      {problem !== null && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
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
