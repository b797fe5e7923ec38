import { useConvex } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotify } from "../../components/notifications/useNotify";
import { downloadFile, XLSX_MIME } from "../../lib/excel/workbook";
import type { TypeFilter } from "./attendeeFilter";
import { buildAttendeeWorkbook, exportFileName } from "./attendeeExport";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";

/** Men per export request (the server's limit, convex/model/attendeeLists.ts EXPORT_CHUNK). */
const EXPORT_CHUNK = 250;

/**
 * Exports the given attendees (in the given order) to .xlsx. The full records are fetched once,
 * at export time, so the live list stays small.
 */
export function useAttendeeExport() {
  const convex = useConvex();
  const t = useT(attendeesNs);
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportRows = async (ids: Id<"attendees">[], filter: { type: TypeFilter; search: string }) => {
    setExporting(true);
    try {
      // Full records chunk by chunk (each a bounded query), in the grid's order.
      const chunks: Id<"attendees">[][] = [];
      for (let i = 0; i < ids.length; i += EXPORT_CHUNK) chunks.push(ids.slice(i, i + EXPORT_CHUNK));
      const records = (await Promise.all(chunks.map((chunk) => convex.query(api.attendees.exportRows, { ids: chunk })))).flat();
      const buffer = await buildAttendeeWorkbook(records, t);
      downloadFile(buffer, exportFileName(filter.type, filter.search, new Date(), t), XLSX_MIME);
      notify({ title: t("export.doneTitle"), description: t("export.done", { n: String(records.length) }), variant: "success" });
    } catch {
      notify({ title: t("export.failedTitle"), description: t("export.failed"), variant: "error" });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportRows };
}
