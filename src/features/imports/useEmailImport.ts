import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import type { ImportValues } from "../../../convex/shared/importRow";
import type { AttendeeType } from "../../../convex/shared/validators";
import { useViewer } from "../../components/auth/useViewer";
import { useNotify } from "../../components/notifications/useNotify";
import { formatFullName } from "../../lib/format";
import { englishText } from "../../i18n/namespace";
import { importsNs } from "../../i18n/namespaces/imports";
import { useServerErrorText } from "../../i18n/serverErrors";
import { failureTitle, serverCode } from "../../lib/serverError";
import { extractionErrorToast } from "./extractionMessages";
import { useImportTexts } from "./useImportTexts";

type ExtractionResult = FunctionReturnType<typeof api.extraction.extractFromEmail>;

/** The attendee types' English names. */
export const TYPE_LABELS: Record<AttendeeType, string> = {
  attendee: englishText(importsNs, "email.type.attendee"),
  server: englishText(importsNs, "email.type.server"),
};

export type EmailImportStage = { kind: "paste" } | { kind: "confirm"; extraction: ExtractionResult };

/** Paste → extract → 'Confirm Extracted Data' → import (and a sign-in account for a server). */
export function useEmailImport(onDone: () => void) {
  const viewer = useViewer();
  const notify = useNotify();
  const { t, label } = useImportTexts();
  const errorText = useServerErrorText();
  const extractFromEmail = useAction(api.extraction.extractFromEmail);
  const importAttendee = useMutation(api.emailImport.importAttendee);
  const syncServerAccounts = useAction(api.csvImport.syncServerAccounts);
  const [stage, setStage] = useState<EmailImportStage>({ kind: "paste" });
  const [busy, setBusy] = useState(false);

  const extract = useCallback(
    async (emailText: string) => {
      if (emailText.trim() === "") {
        notify({ title: t("extraction.errorTitle"), description: t("extraction.emptyText"), variant: "warning" });
        return;
      }
      if (viewer.status !== "signedIn") {
        notify({ title: t("extraction.errorTitle"), description: t("extraction.notLoggedIn"), variant: "error" });
        return;
      }
      setBusy(true);
      try {
        const extraction = await extractFromEmail({ emailText });
        const { first_name, last_name } = extraction.data;
        notify({
          title: t("email.extractedTitle"),
          description: t("email.extracted", { first: String(first_name), last: String(last_name) }),
          variant: "success",
        });
        setStage({ kind: "confirm", extraction });
      } catch (error) {
        notify(extractionErrorToast(error, t, label));
      } finally {
        setBusy(false);
      }
    },
    // t and label change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [extractFromEmail, notify, viewer.status, t.language],
  );

  const confirm = useCallback(
    async (data: ImportValues, attendeeType: AttendeeType) => {
      setBusy(true);
      const name = formatFullName(String(data.first_name), String(data.last_name));
      try {
        const attendeeId = await importAttendee({ attendee: data, attendeeType });
        let account = "";
        let variant: "success" | "warning" = "success";
        if (attendeeType === "server") {
          const sync = await syncServerAccounts({ items: [{ row: 1, attendeeId }] });
          if (sync.unlinked.length > 0) {
            account = t("email.accountExisting");
            variant = "warning";
          } else if (sync.error_count === 0) {
            account = t("email.accountReady");
          } else {
            account = t("email.accountNone", { reason: sync.errors[0]?.message.replace(/^Row 1: /, "") ?? "" });
            variant = "warning";
          }
        }
        notify({ title: t("email.importedTitle"), description: t("email.imported", { name, type: t(`email.type.${attendeeType}`), account }), variant });
        onDone();
      } catch (error) {
        const duplicate = serverCode(error) === "DUPLICATE_EMAIL";
        notify({
          title: duplicate ? t("email.duplicateTitle") : t("email.errorTitle"),
          description: errorText(error, failureTitle(t("email.failed"), error)),
          variant: "error",
        });
      } finally {
        setBusy(false);
      }
    },
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [importAttendee, notify, onDone, syncServerAccounts, t.language],
  );

  const back = useCallback(() => setStage({ kind: "paste" }), []);

  return { stage, busy, extract, confirm, back };
}
