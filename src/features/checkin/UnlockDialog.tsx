import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useAction } from "convex/react";
import { useState, type FormEvent } from "react";
import { api } from "../../../convex/_generated/api";
import { deviceTokenFor } from "../../lib/deviceTokens";
import { englishText } from "../../i18n/namespace";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";

/** The English text of a wrong password (the catalogue's). */
export const WRONG_PASSWORD = englishText(checkinNs, "unlock.wrong");

/**
 * Unlocks the station with the signed-in volunteer's password; the server counts wrong guesses
 * towards the same lockout as sign-ins.
 */
export function UnlockDialog({ email, onUnlock, onCancel }: { email: string; onUnlock: () => void; onCancel: () => void }) {
  const t = useT(checkinNs);
  const errorText = useServerErrorText();
  const unlock = useAction(api.checkIn.unlockStation);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === "") return;
    setBusy(true);
    setError(null);
    try {
      const deviceToken = deviceTokenFor(email);
      await unlock(deviceToken === undefined ? { password } : { password, deviceToken });
      onUnlock();
    } catch (failure) {
      setError(errorText(failure, t("unlock.wrong")));
      setPassword("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="unlock-station-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="unlock-station-title">{t("unlock.title")}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t("unlock.text", { email })}</Typography>
          <TextField
            label={t("unlock.password")}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
            fullWidth
            autoComplete="current-password"
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t("unlock.stay")}</Button>
          <Button type="submit" variant="contained" disabled={busy || password === ""}>
            {t("unlock.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
