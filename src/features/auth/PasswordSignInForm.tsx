import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useRef, useState, type FormEvent } from "react";
import { useDismissNotification, useNotify } from "../../components/notifications/useNotify";
import { checkSignInFields } from "../../../convex/shared/passwordRules";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";
import { ruleText } from "./ruleText";
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
  const t = useT(authNs);
  const errorText = useServerErrorText();
  const notify = useNotify();
  const dismiss = useDismissNotification();
  // The last "Sign In Failed" shown, closed once a retry succeeds.
  const failure = useRef<number | null>(null);
  const fail = (description: string) => {
    failure.current = notify({ title: t("signIn.failed"), description, variant: "error" });
  };
  const signIn = usePasswordSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const fields = checkSignInFields(email, password);
    if (!fields.ok) {
      fail(ruleText(t, fields.error));
      return;
    }
    setBusy(true);
    try {
      await signIn(fields.value.email, fields.value.password);
      if (failure.current !== null) dismiss(failure.current);
      onSignedIn();
    } catch (error) {
      fail(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextInput label={t("field.email")} type="email" value={email} onChange={setEmail} autoComplete="username" disabled={busy} autoFocus />
      <PasswordField label={t("field.password")} value={password} onChange={setPassword} autoComplete="current-password" disabled={busy} />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? t("signIn.busy") : submitLabel}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onForgotPassword} sx={{ alignSelf: "center" }}>
        {t("signIn.forgot")}
      </Link>
    </Stack>
  );
}
