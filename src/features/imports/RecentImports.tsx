import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useConvex, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { summarizeErrors } from "../../lib/csv/messages";
import { formatDateTime } from "../../lib/format";

export const RECENT_IMPORTS_TITLE = "Recent uploads";

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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The latest uploads with their undo: the men an upload created go, the fields it changed come back. */
export function RecentImports() {
  const convex = useConvex();
  const notify = useNotify();
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
        total.kept.push(...page.kept.map((kept) => `${kept.name}: ${kept.reason}`));
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      const parts = [`${plural(total.removed, "man", "men")} removed, ${plural(total.restored, "man", "men")} restored.`];
      if (total.kept.length > 0) parts.push(`Kept: ${summarizeErrors(total.kept, 3, "man")}`);
      notify({ title: `Upload undone: ${batch.file_name}`, description: parts.join(" "), variant: total.kept.length > 0 ? "warning" : "success" });
    } catch (error) {
      const data = (error as { data?: { message?: string } }).data;
      notify({ title: "Undo failed", description: data?.message ?? (error instanceof Error ? error.message : String(error)), variant: "error" });
    } finally {
      setUndoing(null);
    }
  };

  return (
    <Box component="section" aria-label={RECENT_IMPORTS_TITLE}>
      <Typography variant="subtitle2" gutterBottom>
        {RECENT_IMPORTS_TITLE}
      </Typography>
      <Stack spacing={0.5}>
        {batches.map((batch) => (
          <Stack key={batch._id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {batch.file_name} · {batch.created} new, {batch.updated} updated · {formatDateTime(batch.started_at)}
              {batch.user_email ? ` · ${batch.user_email}` : ""}
            </Typography>
            {batch.undone_at !== null ? (
              <Typography variant="body2" color="text.secondary">
                Undone
              </Typography>
            ) : (
              <Button
                size="small"
                disabled={undoing !== null}
                onClick={() => void undo(batch)}
                aria-label={`Undo upload ${batch.file_name} of ${formatDateTime(batch.started_at)}`}
              >
                {undoing === batch._id ? "Undoing…" : "Undo"}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
