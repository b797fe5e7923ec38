import { useConvex } from "convex/react";
import { useCallback, useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { AttendeeType } from "../../../convex/shared/validators";
import { useNotify } from "../../components/notifications/useNotify";
import { commitImport, outcomeToast, previewImport, type ImportCalls, type ImportPreview } from "../../lib/csv/importRunner";
import { CSV_LIMITS, CSV_MESSAGES, CsvImportError, summarizeErrors } from "../../lib/csv/messages";
import type { ColumnTarget } from "../../lib/csv/columnMeaning";
import { parseAttendeeSheet, type ColumnChoices, type ParsedAttendeeCsv } from "../../lib/csv/parseAttendeeCsv";
import { readSpreadsheet, type Sheet } from "../../lib/csv/readSpreadsheet";
import { headerSignature } from "../../lib/csv/columnMeaning";
import { rememberChoices, rememberedChoices } from "../../lib/csv/rememberedColumns";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useImportTexts } from "./useImportTexts";

/** What the preview was built from, so a new column choice, sheet or option rebuilds it. */
type Reading = { fileName: string; bytes: Uint8Array; sheet: Sheet; choices: ColumnChoices; clearBlanks: boolean };

type Shown = Reading & { parsed: ParsedAttendeeCsv; preview: ImportPreview };

export type CsvUploadStage =
  | { kind: "confirm" }
  | { kind: "reading"; fileName: string }
  | ({ kind: "preview"; updating: boolean } & Shown)
  | ({ kind: "saving"; progress: number } & Shown);

const EMPTY_PREVIEW: ImportPreview = { create: [], update: [], unchanged: 0, rejected: [], warnings: [], existingAccounts: [] };

function headerOf(sheet: Sheet): string[] {
  return sheet.records.find((cells) => cells.some((cell) => cell.trim() !== "")) ?? [];
}

/** The file's bytes (FileReader rather than Blob.arrayBuffer, which older browsers lack). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error(CSV_MESSAGES.encodingDescription));
    reader.readAsArrayBuffer(file);
  });
}

/** Confirm → file → preview → save with progress → result toast, for one attendee type. */
export function useCsvUpload(attendeeType: AttendeeType, onDone: () => void) {
  const convex = useConvex();
  const notify = useNotify();
  const texts = useImportTexts();
  const { t, row: said } = texts;
  const serverErrorText = useServerErrorText();
  const errorText = (error: unknown) => serverErrorText(error, error instanceof Error ? said(error.message) : t("toast.somethingWrong"));
  const [stage, setStage] = useState<CsvUploadStage>({ kind: "confirm" });

  const calls: ImportCalls = useMemo(
    () => ({
      previewChunk: (args) => convex.query(api.csvImport.previewChunk, args),
      importChunk: (args) => convex.mutation(api.csvImport.importChunk, args),
      startImport: (args) => convex.mutation(api.csvImport.startImport, args),
      syncServerAccounts: (args) => convex.action(api.csvImport.syncServerAccounts, args),
    }),
    [convex],
  );

  const report = useCallback(
    (error: unknown) => {
      if (error instanceof CsvImportError) notify({ title: said(error.title), description: said(error.description), variant: "error" });
      else notify({ title: t("csv.uploadErrorTitle"), description: errorText(error), variant: "error" });
    },
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [notify, t.language],
  );

  /** Parses the sheet with the column choices and asks the server what saving would do. */
  const build = useCallback(
    async (reading: Reading): Promise<Shown> => {
      const parsed = parseAttendeeSheet(reading.sheet, { attendeeType, choices: reading.choices, incomplete: "report" });
      const preview =
        parsed.missingFields.length > 0 ? EMPTY_PREVIEW : await previewImport(parsed, attendeeType, calls, 4, reading.clearBlanks);
      return { ...reading, parsed, preview };
    },
    [attendeeType, calls],
  );

  const pickFile = useCallback(
    async (file: File) => {
      setStage({ kind: "reading", fileName: file.name });
      try {
        if (file.size > CSV_LIMITS.maxBytes) {
          throw new CsvImportError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.tooLarge((file.size / 1024 / 1024).toFixed(1)));
        }
        const bytes = await readBytes(file);
        const sheet = await readSpreadsheet(bytes);
        const choices = rememberedChoices(headerSignature(headerOf(sheet)));
        const shown = await build({ fileName: file.name, bytes, sheet, choices, clearBlanks: false });
        const { preview, parsed } = shown;
        if (parsed.missingFields.length === 0 && preview.create.length + preview.update.length + preview.unchanged === 0) {
          notify({
            title: t("csv.noValidDataTitle"),
            description: summarizeErrors(preview.rejected.map((error) => error.message), 3, "error", texts),
            variant: "error",
          });
        }
        setStage({ kind: "preview", updating: false, ...shown });
      } catch (error) {
        report(error);
        setStage({ kind: "confirm" });
      }
    },
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [build, notify, report, t.language],
  );

  /** Rebuilds the preview from a changed reading; a failure keeps the previous preview. */
  const rebuild = useCallback(
    async (change: (reading: Reading) => Reading | Promise<Reading>) => {
      if (stage.kind !== "preview") return;
      const previous = stage;
      setStage({ ...previous, updating: true });
      try {
        const shown = await build(await change(previous));
        setStage({ kind: "preview", updating: false, ...shown });
      } catch (error) {
        report(error);
        setStage({ ...previous, updating: false });
      }
    },
    [build, report, stage],
  );

  /** Sends a column to another field (or none), and remembers it for files with the same headers. */
  const remap = useCallback(
    (position: number, target: ColumnTarget | null) =>
      rebuild((reading) => {
        const choices = { ...reading.choices, [position]: target };
        rememberChoices(headerSignature(headerOf(reading.sheet)), choices);
        return { ...reading, choices };
      }),
    [rebuild],
  );

  const chooseSheet = useCallback(
    (sheetName: string) =>
      rebuild(async (reading) => {
        const sheet = await readSpreadsheet(reading.bytes, { sheetName });
        return { ...reading, sheet, choices: rememberedChoices(headerSignature(headerOf(sheet))) };
      }),
    [rebuild],
  );

  const setClearBlanks = useCallback((clearBlanks: boolean) => rebuild((reading) => ({ ...reading, clearBlanks })), [rebuild]);

  /** Saves the file; existing accounts get the server role only for the rows in `linkRows` (ticked in the preview). */
  const commit = useCallback(async (linkRows: ReadonlySet<number> = new Set()) => {
    if (stage.kind !== "preview") return;
    const { parsed, clearBlanks, fileName } = stage;
    setStage({ ...stage, kind: "saving", progress: 0 });
    try {
      const outcome = await commitImport(
        parsed,
        attendeeType,
        calls,
        (progress) => setStage((current) => (current.kind === "saving" ? { ...current, progress } : current)),
        linkRows,
        clearBlanks,
        fileName,
      );
      notify(outcomeToast(outcome, parsed.ignoredColumns, texts));
      onDone();
    } catch (error) {
      notify({ title: t("csv.uploadErrorTitle"), description: errorText(error), variant: "error" });
      onDone();
    }
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attendeeType, calls, notify, onDone, stage, t.language]);

  return { stage, pickFile, commit, remap, chooseSheet, setClearBlanks };
}
