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
import { formatDateTimeIn } from "../../i18n/format";
import { adminUsersNs } from "../../i18n/namespaces/adminUsers";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import type { TemporaryPassword } from "./useAdminUsers";

/** Shows a temporary password once; closing the dialog forgets it. */
export function TemporaryPasswordDialog({ temporary, onClose }: { temporary: TemporaryPassword; onClose: () => void }) {
  useCatalogues(adminUsersNs);
  const t = useT(adminUsersNs);
  // The email in bold inside the sentence, wherever the language puts it.
  const [before, after] = t("temporary.for", { email: "\u0000" }).split("\u0000");
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
      <DialogTitle id="temporary-password-title">{temporary.reason === "created" ? t("temporary.created") : t("temporary.reset")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {before}
            <strong>{temporary.email}</strong>
            {after}
          </Typography>
          <Box
            component="output"
            aria-label={t("temporary.label")}
            sx={{ fontFamily: "monospace", fontSize: "1.5rem", letterSpacing: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1, textAlign: "center" }}
          >
            {temporary.password}
          </Box>
          <Alert severity="info">
            {t("temporary.once", { when: formatDateTimeIn(t.language, temporary.expiresAt) })}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button autoFocus startIcon={<ContentCopy />} onClick={() => void copy()}>
          {copied ? t("temporary.copied") : t("temporary.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t("temporary.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
