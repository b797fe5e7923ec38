import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { PageLoading } from "../../components/PageLoading";
import { useGuardedCall } from "../../components/notifications/useGuardedCall";
import { useNotify } from "../../components/notifications/useNotify";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { phoneCards } from "../../components/table/phoneCards";
import { PortalLinkDialog } from "./PortalLinkDialog";
import { TalkDialog } from "./TalkDialog";
import { TalkRow, type TalkRowActions } from "./TalkRow";
import type { PortalLink, TalkRowData } from "./talkTypes";
import { talksNs } from "../../i18n/namespaces/talks";
import { useT } from "../../i18n/useT";

type DialogState =
  | { kind: "edit"; talk: TalkRowData | null }
  | { kind: "rotate" | "delete"; talk: TalkRowData }
  | { kind: "link"; link: PortalLink }
  | null;

function Talks() {
  const t = useT(talksNs);
  const talks = useQuery(api.talks.list, {});
  const days = useQuery(api.talks.days, {});
  const { rows: servers } = useLiveList(api.talks.serverPage, {}, 200);
  const setStatus = useMutation(api.talks.setStatus);
  const rotate = useMutation(api.talks.rotateLink);
  const remove = useMutation(api.talks.remove);
  const guarded = useGuardedCall();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>(null);
  if (talks === undefined || days === undefined) return <PageLoading />;

  const actions: TalkRowActions = {
    setStatus: (talk, status) => void guarded(() => setStatus({ talkId: talk._id, status }), t("fail.status")),
    rotateLink: (talk) => setDialog({ kind: "rotate", talk }),
    edit: (talk) => setDialog({ kind: "edit", talk }),
    remove: (talk) => setDialog({ kind: "delete", talk }),
  };
  const confirmDialog = async () => {
    if (dialog?.kind === "rotate") {
      const { talk } = dialog;
      const done = await guarded(() => rotate({ talkId: talk._id }), t("fail.rotate"));
      if (done !== undefined) {
        notify({ title: t("rotated.title"), description: t("rotated.text"), variant: "success" });
        setDialog({ kind: "link", link: { title: talk.title, speaker: talk.speaker, token: done.portalToken } });
        return;
      }
    }
    if (dialog?.kind === "delete") await guarded(() => remove({ talkId: dialog.talk._id }), t("fail.delete"));
    setDialog(null);
  };
  const confirmed = talks.filter((row) => row.status !== "assigned").length;

  return (
    <>
      <PageHeader title={t("page.title")}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: "edit", talk: null })}>
          {t("page.add")}
        </Button>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {t("page.summary", { count: talks.length, confirmed })}
      </Typography>
      {talks.length === 0 ? (
        <Typography color="text.secondary">{t("page.empty")}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
          <Table size="small" aria-label={t("page.tableAria")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("col.when")}</TableCell>
                <TableCell>{t("col.title")}</TableCell>
                <TableCell>{t("col.speaker")}</TableCell>
                <TableCell>{t("col.place")}</TableCell>
                <TableCell>{t("col.status")}</TableCell>
                <TableCell>{t("col.notes")}</TableCell>
                <TableCell>{t("col.portal")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {talks.map((talk) => (
                <TalkRow key={talk._id} talk={talk} actions={actions} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog?.kind === "edit" && (
        <TalkDialog
          talk={dialog.talk}
          servers={servers}
          days={days}
          onClose={() => setDialog(null)}
          onCreated={(link) => setDialog({ kind: "link", link })}
        />
      )}
      {dialog?.kind === "link" && <PortalLinkDialog link={dialog.link} onClose={() => setDialog(null)} />}
      <Dialog open={dialog?.kind === "rotate" || dialog?.kind === "delete"} onClose={() => setDialog(null)}>
        <DialogTitle>{dialog?.kind === "rotate" ? t("confirm.rotateTitle") : t("confirm.deleteTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {dialog?.kind === "rotate"
              ? t("confirm.rotateText", { speaker: dialog.talk.speaker })
              : dialog?.kind === "delete"
                ? t("confirm.deleteText", { title: dialog.talk.title })
                : ""}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setDialog(null)}>
            {t("confirm.cancel")}
          </Button>
          <Button color={dialog?.kind === "delete" ? "error" : "primary"} variant="contained" onClick={() => void confirmDialog()}>
            {dialog?.kind === "rotate" ? t("confirm.rotate") : t("confirm.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /talks-testimonies: the weekend's talks in order, their speakers, status and portal links. */
export default function TalksPage() {
  return (
    <QueryErrorBoundary>
      <Talks />
    </QueryErrorBoundary>
  );
}
