import { useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { parseRoomCsv, RoomCsvError, type RoomCsvResult } from "../../lib/roomCsv";
import { failureTitle, serverMessage } from "../../lib/serverError";

const READ_FAILED = "Failed to read the CSV file. Please try again.";
const PROCESS_FAILED = "Failed to process CSV file. Please try again.";

function summary(created: number, updated: number, parsed: RoomCsvResult): string {
  const parts = [`${created} room${created === 1 ? "" : "s"} created, ${updated} updated.`];
  if (parsed.skipped > 0) parts.push(`${parsed.skipped} row${parsed.skipped === 1 ? "" : "s"} without a name skipped.`);
  if (parsed.problems.length > 0) {
    const more = parsed.problems.length > 3 ? ` and ${parsed.problems.length - 3} more` : "";
    parts.push(`Not imported: ${parsed.problems.slice(0, 3).join(" ")}${more}`);
  }
  return parts.join(" ");
}

/** Reads the picked file, checks it with the spec's rules, and upserts the rooms in one mutation. */
export function useRoomCsvUpload() {
  const notify = useNotify();
  const importCsv = useMutation(api.rooms.importCsv);
  const [busy, setBusy] = useState(false);

  const upload = useCallback(
    async (file: File) => {
      let text: string;
      try {
        text = await file.text();
      } catch {
        notify({ title: "Error", description: READ_FAILED, variant: "error" });
        return;
      }
      let parsed: RoomCsvResult;
      try {
        parsed = parseRoomCsv(text);
      } catch (error) {
        const description = error instanceof RoomCsvError ? error.message : PROCESS_FAILED;
        notify({ title: "Error", description, variant: "error" });
        return;
      }
      setBusy(true);
      try {
        const { created, updated } = await importCsv({ rows: parsed.rows });
        notify({
          title: parsed.problems.length > 0 ? "Warning" : "Success",
          description: summary(created, updated, parsed),
          variant: parsed.problems.length > 0 ? "warning" : "success",
        });
      } catch (error) {
        const message = serverMessage(error);
        notify({ title: "Error", description: message === null ? PROCESS_FAILED : `${failureTitle(PROCESS_FAILED, error)} ${message}`, variant: "error" });
      } finally {
        setBusy(false);
      }
    },
    [importCsv, notify],
  );

  return { upload, busy };
}

export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
