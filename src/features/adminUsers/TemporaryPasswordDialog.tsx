import ContentCopy from "@mui/icons-material/ContentCopy";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "../../lib/format";
import type { TemporaryPassword } from "./useAdminUsers";

/** Shows a temporary password once; closing the dialog forgets it. */
export function TemporaryPasswordDialog({ temporary, onClose }: { temporary: TemporaryPassword; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(temporary.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{temporary.reason === "created" ? "Account created" : "Password reset"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Temporary password for <strong>{temporary.email}</strong>:
          </Typography>
          <Box
            component="output"
            aria-label="Temporary password"
            sx={{ fontFamily: "monospace", fontSize: "1.5rem", letterSpacing: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1, textAlign: "center" }}
          >
            {temporary.password}
          </Box>
          <Alert severity="info">
            It is shown only now and works until {formatDateTime(temporary.expiresAt)}. Give it to the user in person or by phone; at the
            first sign-in they must choose their own password.
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button autoFocus startIcon={<ContentCopy />} onClick={() => void copy()}>
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
