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
import { serverMessage } from "../../lib/serverError";

export const WRONG_PASSWORD = "That password is not right. Try again.";

/**
 * Unlocks the station with the signed-in volunteer's password; the server counts wrong guesses
 * towards the same lockout as sign-ins.
 */
export function UnlockDialog({ email, onUnlock, onCancel }: { email: string; onUnlock: () => void; onCancel: () => void }) {
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
      setError(serverMessage(failure) ?? WRONG_PASSWORD);
      setPassword("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="unlock-station-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="unlock-station-title">Unlock the station</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>The station is locked to check-in. Enter the password of {email} to continue.</Typography>
          <TextField
            label="Password"
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
          <Button onClick={onCancel}>Stay on the station</Button>
          <Button type="submit" variant="contained" disabled={busy || password === ""}>
            Unlock
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
