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
import { talksNs } from "../../i18n/namespaces/talks";
import { useT } from "../../i18n/useT";
import { englishText } from "../../i18n/namespace";

export const SHOWN_ONCE = englishText(talksNs, "link.shownOnce");

/** A new speaker-portal link, the one time it can be seen: copy it or open it. */
export function PortalLinkDialog({ link, onClose }: { link: PortalLink; onClose: () => void }) {
  const notify = useNotify();
  const t = useT(talksNs);
  const url = portalUrl(link.token);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify({ title: t("link.copied"), description: t("link.copiedText", { speaker: link.speaker }), variant: "success" }),
      () => notify({ title: t("link.copyFailed"), description: t("link.copyFailedText"), variant: "warning" }),
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="portal-link-title">
      <DialogTitle id="portal-link-title">{t("link.title", { speaker: link.speaker })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t("link.text", { speaker: link.speaker, title: link.title })} {t("link.shownOnce")}
          </DialogContentText>
          <TextField
            label={t("link.label")}
            value={url}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<OpenInNew />} href={url} target="_blank" rel="noreferrer">
          {t("link.open")}
        </Button>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t("link.copy")}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t("link.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
