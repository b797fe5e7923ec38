import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useState, type FormEvent } from "react";
import { useNotify } from "../../components/notifications/useNotify";
import { checkSignInFields } from "../../lib/passwordRules";
import { serverMessage } from "../../lib/serverError";
import { PasswordField } from "./PasswordField";
import { usePasswordSignIn } from "./usePasswordSignIn";
import { TextInput } from "./TextInput";

/** Email and password, with the spec's messages; `onSignedIn` runs once the session exists. */
export function PasswordSignInForm({
  submitLabel,
  onSignedIn,
  onForgotPassword,
}: {
  submitLabel: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}) {
  const notify = useNotify();
  const signIn = usePasswordSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = checkSignInFields(email, password);
    if (!fields.ok) {
      notify({ title: "Sign In Failed", description: fields.error, variant: "error" });
      return;
    }
    setBusy(true);
    try {
      await signIn(fields.value.email, fields.value.password);
      onSignedIn();
    } catch (error) {
      notify({
        title: "Sign In Failed",
        description: serverMessage(error) ?? "An unexpected error occurred",
        variant: "error",
      });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" disabled={busy} autoFocus />
      <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" disabled={busy} />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? "Signing you in..." : submitLabel}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onForgotPassword} sx={{ alignSelf: "center" }}>
        Forgot your password? No problem!
      </Link>
    </Stack>
  );
}
