import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useCan } from "../../components/auth/useViewer";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { PageHeader } from "../../components/PageHeader";
import { PageLoading } from "../../components/PageLoading";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { errorsNs } from "../../i18n/namespaces/errors";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { ConfirmRetreatDialog } from "./ConfirmRetreatDialog";
import { RetreatCard, type RetreatAction } from "./RetreatCard";
import { StartNextDialog } from "./StartNextDialog";
import type { RetreatRow } from "./types";
import { useViewRetreat } from "./useViewRetreat";

type Confirming = { action: "close" | "makeCurrent"; retreat: RetreatRow };

function Retreats() {
  useCatalogues(retreatsNs, sharedNs, errorsNs);
  const t = useT(retreatsNs);
  const retreats = useQuery(api.retreats.list);
  const canManage = useCan("manageRetreats");
  const viewRetreat = useViewRetreat();
  const run = useNotifiedRun();
  const setCurrent = useMutation(api.retreats.setCurrent);
  const close = useMutation(api.retreats.close);
  const reopen = useMutation(api.retreats.reopen);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [starting, setStarting] = useState(false);
  if (retreats === undefined) return <PageLoading label={t("page.loading")} />;

  const current = retreats.find((retreat) => retreat.isCurrent);
  const viewing = retreats.find((retreat) => retreat.isViewing);

  const act = (action: RetreatAction, retreat: RetreatRow) => {
    if (action === "view") void viewRetreat(retreat);
    else if (action === "reopen") void run(() => reopen({ retreatId: retreat._id }), t("reopen.done", { name: retreat.name }), t("reopen.failed"));
    else setConfirming({ action, retreat });
  };

  const confirmed = ({ action, retreat }: Confirming) =>
    action === "close"
      ? run(() => close({ retreatId: retreat._id }), t("close.done", { name: retreat.name }), t("close.failed"))
      : run(() => setCurrent({ retreatId: retreat._id }), t("current.done", { name: retreat.name }), t("current.failed"));

  return (
    <>
      <PageHeader title={t("page.title")}>
        {canManage && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setStarting(true)}>
            {t("page.start")}
          </Button>
        )}
      </PageHeader>
      {retreats.length === 0 ? (
        <Typography color="text.secondary">{t("page.empty")}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {retreats.map((retreat) => (
            <RetreatCard key={retreat._id} retreat={retreat} canManage={canManage} onAction={act} />
          ))}
        </Stack>
      )}
      {confirming !== null && (
        <ConfirmRetreatDialog
          title={confirming.action === "close" ? t("close.title") : t("current.title")}
          text={t(confirming.action === "close" ? "close.text" : "current.text", { name: confirming.retreat.name })}
          confirmLabel={confirming.action === "close" ? t("close.confirm") : t("current.confirm")}
          onClose={() => setConfirming(null)}
          onConfirm={() => confirmed(confirming)}
        />
      )}
      {starting && (
        // The server starts the next retreat from the weekend looked at; its name follows the newest.
        <StartNextDialog
          sourceName={(viewing ?? current ?? retreats[0])?.name ?? ""}
          newestName={retreats[0]?.name ?? ""}
          onClose={() => setStarting(false)}
        />
      )}
    </>
  );
}

/** /retreats: every weekend, newest first; look at one, make one current, close or reopen, start the next. */
export default function RetreatsPage() {
  return (
    <QueryErrorBoundary>
      <Retreats />
    </QueryErrorBoundary>
  );
}
