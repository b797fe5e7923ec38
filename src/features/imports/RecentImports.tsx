import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useConvex, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { formatDateTimeIn } from "../../i18n/format";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { useServerErrorText } from "../../i18n/serverErrors";
import { summarizeErrors } from "../../lib/csv/messages";
import { useImportTexts } from "./useImportTexts";

export const RECENT_IMPORTS_TITLE = englishText(importsNs, "recent.title");

/** Why the undo kept a man, as the server words it (convex/model/importBatches.ts), to its key. */
const KEPT_BECAUSE = {
  "edited after the import": "recent.why.edited",
  "checked in": "recent.why.checkedIn",
  "has a room": "recent.why.room",
  "has a table": "recent.why.table",
  "has palancas": "recent.why.palancas",
  "leads a table": "recent.why.leadsTable",
  "gives a talk": "recent.why.talk",
  "has a sign-in account": "recent.why.account",
} as const;
const CHANGED_SINCE = "changed since the import: ";

type Batch = {
  _id: Id<"importBatches">;
  file_name: string;
  attendee_type: "attendee" | "server";
  user_email: string | null;
  started_at: number;
  created: number;
  updated: number;
  undone_at: number | null;
};

/** The latest uploads with their undo: the men an upload created go, the fields it changed come back. */
export function RecentImports() {
  const convex = useConvex();
  const notify = useNotify();
  const texts = useImportTexts();
  const { t } = texts;
  const errorText = useServerErrorText();
  const when = (ms: number) => formatDateTimeIn(t.language, ms);
  /** The server's reason in the person's language; one it does not know stays as it came. */
  const because = (reason: string) => {
    if (t.language === "en") return reason;
    if (reason in KEPT_BECAUSE) return t(KEPT_BECAUSE[reason as keyof typeof KEPT_BECAUSE]);
    if (!reason.startsWith(CHANGED_SINCE)) return reason;
    return t("recent.why.changed", { fields: reason.slice(CHANGED_SINCE.length).split(", ").map(texts.field).join(", ") });
  };
  const listed = useQuery(api.csvImport.recentImports, {});
  const batches: Batch[] = Array.isArray(listed) ? listed : [];
  const [undoing, setUndoing] = useState<Id<"importBatches"> | null>(null);
  if (batches.length === 0) return null;

  const undo = async (batch: Batch) => {
    setUndoing(batch._id);
    const total = { removed: 0, restored: 0, kept: [] as string[] };
    try {
      let cursor: string | null = null;
      for (;;) {
        const page: { removed: number; restored: number; kept: { name: string; reason: string }[]; isDone: boolean; continueCursor: string } =
          await convex.mutation(api.csvImport.undoImport, { batchId: batch._id, cursor });
        total.removed += page.removed;
        total.restored += page.restored;
        total.kept.push(...page.kept.map((kept) => t("recent.keptLine", { name: kept.name, reason: because(kept.reason) })));
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      const counts = { removedCount: total.removed, removed: String(total.removed), restoredCount: total.restored, restored: String(total.restored) };
      const parts = [t("recent.undoneCounts", counts)];
      if (total.kept.length > 0) parts.push(t("recent.kept", { list: summarizeErrors(total.kept, 3, "man", texts) }));
      notify({
        title: t("recent.undoneTitle", { fileName: batch.file_name }),
        description: parts.join(" "),
        variant: total.kept.length > 0 ? "warning" : "success",
      });
    } catch (error) {
      notify({ title: t("recent.undoFailed"), description: errorText(error, error instanceof Error ? error.message : String(error)), variant: "error" });
    } finally {
      setUndoing(null);
    }
  };

  return (
    <Box component="section" aria-label={t("recent.title")}>
      <Typography variant="subtitle2" gutterBottom>
        {t("recent.title")}
      </Typography>
      <Stack spacing={0.5}>
        {batches.map((batch) => (
          <Stack key={batch._id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t("recent.line", { fileName: batch.file_name, created: String(batch.created), updated: String(batch.updated), when: when(batch.started_at) })}
              {batch.user_email ? t("recent.by", { email: batch.user_email }) : ""}
            </Typography>
            {batch.undone_at !== null ? (
              <Typography variant="body2" color="text.secondary">
                {t("recent.undone")}
              </Typography>
            ) : (
              <Button
                size="small"
                disabled={undoing !== null}
                onClick={() => void undo(batch)}
                aria-label={t("recent.undoLabel", { fileName: batch.file_name, when: when(batch.started_at) })}
              >
                {undoing === batch._id ? t("recent.undoing") : t("recent.undo")}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
