import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useNotify } from "../../components/notifications/useNotify";
import { cleanEmail } from "../../lib/emailNormalization";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useRequestPasswordReset } from "./usePasswordSignIn";
import { TextInput } from "./TextInput";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a reset link by email; says the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack, initialEmail = "" }: { onBack: () => void; initialEmail?: string }) {
  const t = useT(authNs);
  const errorText = useServerErrorText();
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
      setProblem(t("forgot.invalidEmail"));
      notify({ title: t("error"), description: t("forgot.invalidEmail"), variant: "error" });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await requestReset(address);
      notify({ title: t("forgot.sentTitle"), description: t("forgot.sentText"), variant: "success" });
      onBack();
    } catch (error) {
      const text = errorText(error, t("forgot.failed"));
      setProblem(text);
      notify({ title: t("error"), description: text, variant: "error" });
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography color="text.secondary">{t("forgot.intro")}</Typography>
      {problem !== null && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextInput label={t("field.email")} type="email" value={email} onChange={setEmail} autoComplete="username" disabled={busy} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? t("forgot.busy") : t("forgot.submit")}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: "center" }}>
        {t("backToSignIn")}
      </Link>
    </Stack>
  );
}
