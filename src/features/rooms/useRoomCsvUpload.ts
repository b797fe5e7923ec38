import { useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotify } from "../../components/notifications/useNotify";
import { ConvexError } from "convex/values";
import { formatNumberIn } from "../../i18n/format";
import { roomsNs } from "../../i18n/namespaces/rooms";
import { useServerErrorText } from "../../i18n/serverErrors";
import { useT, type Translate } from "../../i18n/useT";
import { parseRoomCsv, RoomCsvError, type RoomCsvResult, type RoomCsvTexts } from "../../lib/roomCsv";
import { serverMessage } from "../../lib/serverError";

type RoomsT = Translate<keyof typeof roomsNs.en & string>;

function summary(t: RoomsT, created: number, updated: number, parsed: RoomCsvResult): string {
  const number = (n: number) => formatNumberIn(t.language, n);
  const parts = [t("csv.created", { created, createdN: number(created), updated: number(updated) })];
  if (parsed.skipped > 0) parts.push(t("csv.skipped", { skipped: parsed.skipped, skippedN: number(parsed.skipped) }));
  if (parsed.problems.length > 0) {
    const more = Math.max(0, parsed.problems.length - 3);
    parts.push(t("csv.notImported", { problems: parsed.problems.slice(0, 3).join(" "), more, moreN: number(more) }));
  }
  return parts.join(" ");
}

/** The CSV's refusals and row problems in the person's language. */
function csvTexts(t: RoomsT): RoomCsvTexts {
  return {
    empty: t("csv.empty"),
    nameColumn: t("csv.nameColumn"),
    tooShort: (lines) => t("csv.tooShort", { n: String(lines) }),
    rowCapacity: (row) => t("csv.rowCapacity", { row: String(row) }),
  };
}

/** Reads the picked file, checks it with the spec's rules, and upserts the rooms in one mutation. */
export function useRoomCsvUpload() {
  const notify = useNotify();
  const t = useT(roomsNs);
  const reason = useServerErrorText();
  const importCsv = useMutation(api.rooms.importCsv);
  const [busy, setBusy] = useState(false);

  const upload = useCallback(
    async (file: File) => {
      let text: string;
      try {
        text = await file.text();
      } catch {
        notify({ title: t("toast.error"), description: t("csv.readFailed"), variant: "error" });
        return;
      }
      let parsed: RoomCsvResult;
      try {
        parsed = parseRoomCsv(text, csvTexts(t));
      } catch (error) {
        const description = error instanceof RoomCsvError ? error.message : t("csv.processFailed");
        notify({ title: t("toast.error"), description, variant: "error" });
        return;
      }
      setBusy(true);
      try {
        const { created, updated } = await importCsv({ rows: parsed.rows });
        notify({
          title: parsed.problems.length > 0 ? t("toast.warning") : t("toast.success"),
          description: summary(t, created, updated, parsed),
          variant: parsed.problems.length > 0 ? "warning" : "success",
        });
      } catch (error) {
        // A refusal says why; "try again" only when it may help (serverError.ts failureTitle).
        const refused = error instanceof ConvexError && serverMessage(error) !== null;
        notify({ title: t("toast.error"), description: refused ? `${t("csv.processFailedRefused")} ${reason(error)}` : t("csv.processFailed"), variant: "error" });
      } finally {
        setBusy(false);
      }
    },
    // t changes with the language, as reason does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [importCsv, notify, reason],
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
