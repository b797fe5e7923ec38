import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState, type FormEvent } from "react";
import { checkNewPassword } from "../../../convex/shared/passwordRules";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { PasswordField } from "./PasswordField";
import { ruleText } from "./ruleText";

/**
 * The two password fields and 'Set New Password'. `onSubmit` gets the checked, trimmed password
 * and reports its own outcome; it resolves false when the user may try again.
 */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<boolean> }) {
  const t = useT(authNs);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewPassword(password, confirmation);
    if (!checked.ok) {
      setProblem(ruleText(t, checked.error));
      return;
    }
    setProblem(null);
    setBusy(true);
    const done = await onSubmit(checked.value);
    if (!done) setBusy(false);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {problem && <Alert severity="error">{problem}</Alert>}
      <PasswordField label={t("field.newPassword")} value={password} onChange={setPassword} autoComplete="new-password" disabled={busy} />
      <PasswordField
        label={t("field.confirmPassword")}
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        disabled={busy}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? t("newPassword.busy") : t("newPassword.submit")}
      </Button>
    </Stack>
  );
}
