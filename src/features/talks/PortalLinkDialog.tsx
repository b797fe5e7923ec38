import ContentCopy from "@mui/icons-material/ContentCopy";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { FocusEvent } from "react";
import { useNotify } from "../../components/notifications/useNotify";
import { portalUrl, type PortalLink } from "./talkTypes";

export const SHOWN_ONCE = "This link is shown only now: the app keeps no copy of it. If it is lost, rotate the link to make a new one.";

/** A new speaker-portal link, the one time it can be seen: copy it or open it. */
export function PortalLinkDialog({ link, onClose }: { link: PortalLink; onClose: () => void }) {
  const notify = useNotify();
  const url = portalUrl(link.token);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify({ title: "Link copied", description: `Send it to ${link.speaker} only: it opens his portal without signing in.`, variant: "success" }),
      () => notify({ title: "Copy failed", description: "Select the link and copy it by hand.", variant: "warning" }),
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="portal-link-title">
      <DialogTitle id="portal-link-title">Portal link for {link.speaker}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            With this link {link.speaker} sees “{link.title}” and his other talks without signing in. {SHOWN_ONCE}
          </DialogContentText>
          <TextField
            label="Portal link"
            value={url}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<OpenInNew />} href={url} target="_blank" rel="noreferrer">
          Open Portal
        </Button>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy Link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
