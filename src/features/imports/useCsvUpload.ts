import { useConvex } from "convex/react";
import { useCallback, useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { AttendeeType } from "../../../convex/model/validators";
import { useNotify } from "../../components/notifications/useNotify";
import { commitImport, outcomeToast, previewImport, type ImportCalls, type ImportPreview } from "../../lib/csv/importRunner";
import { CSV_LIMITS, CSV_MESSAGES, CsvImportError, summarizeErrors } from "../../lib/csv/messages";
import { parseAttendeeCsv, type ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";

export type CsvUploadStage =
  | { kind: "confirm" }
  | { kind: "reading"; fileName: string }
  | { kind: "preview"; fileName: string; parsed: ParsedAttendeeCsv; preview: ImportPreview }
  | { kind: "saving"; fileName: string; parsed: ParsedAttendeeCsv; preview: ImportPreview; progress: number };

/** The file's bytes (FileReader rather than Blob.arrayBuffer, which older browsers lack). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error(CSV_MESSAGES.encodingDescription));
    reader.readAsArrayBuffer(file);
  });
}

function errorText(error: unknown): string {
  if (typeof error === "object" && error !== null && "data" in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === "object" && data !== null && "message" in data) return String(data.message);
  }
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

/** Confirm → file → preview → save with progress → result toast, for one attendee type. */
export function useCsvUpload(attendeeType: AttendeeType, onDone: () => void) {
  const convex = useConvex();
  const notify = useNotify();
  const [stage, setStage] = useState<CsvUploadStage>({ kind: "confirm" });

  const calls: ImportCalls = useMemo(
    () => ({
      previewChunk: (args) => convex.query(api.csvImport.previewChunk, args),
      importChunk: (args) => convex.mutation(api.csvImport.importChunk, args),
      syncServerAccounts: (args) => convex.action(api.csvImport.syncServerAccounts, args),
    }),
    [convex],
  );

  const pickFile = useCallback(
    async (file: File) => {
      setStage({ kind: "reading", fileName: file.name });
      try {
        if (file.size > CSV_LIMITS.maxBytes) {
          throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooLarge((file.size / 1024 / 1024).toFixed(1)));
        }
        const bytes = await readBytes(file);
        const parsed = parseAttendeeCsv(bytes, { attendeeType });
        const preview = await previewImport(parsed, attendeeType, calls);
        if (preview.create.length + preview.update.length + preview.unchanged === 0) {
          notify({
            title: CSV_MESSAGES.noValidDataTitle,
            description: summarizeErrors(preview.rejected.map((error) => error.message)),
            variant: "error",
          });
        }
        setStage({ kind: "preview", fileName: file.name, parsed, preview });
      } catch (error) {
        if (error instanceof CsvImportError) {
          notify({ title: error.title, description: error.description, variant: "error" });
        } else {
          notify({ title: CSV_MESSAGES.uploadErrorTitle, description: errorText(error), variant: "error" });
        }
        setStage({ kind: "confirm" });
      }
    },
    [attendeeType, calls, notify],
  );

  /** Saves the file; existing accounts get the server role only for the rows in `linkRows` (ticked in the preview). */
  const commit = useCallback(async (linkRows: ReadonlySet<number> = new Set()) => {
    if (stage.kind !== "preview") return;
    const { parsed } = stage;
    setStage({ ...stage, kind: "saving", progress: 0 });
    try {
      const outcome = await commitImport(
        parsed,
        attendeeType,
        calls,
        (progress) => setStage((current) => (current.kind === "saving" ? { ...current, progress } : current)),
        linkRows,
      );
      notify(outcomeToast(outcome, parsed.ignoredColumns));
      onDone();
    } catch (error) {
      notify({ title: CSV_MESSAGES.uploadErrorTitle, description: errorText(error), variant: "error" });
      onDone();
    }
  }, [attendeeType, calls, notify, onDone, stage]);

  return { stage, pickFile, commit };
}
