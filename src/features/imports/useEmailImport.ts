import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api } from "../../../convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { EXTRACTION_MESSAGES } from "../../../convex/shared/extractionMessages";
import type { ImportValues } from "../../../convex/shared/importRow";
import type { AttendeeType } from "../../../convex/shared/validators";
import { useViewer } from "../../components/auth/useViewer";
import { useNotify } from "../../components/notifications/useNotify";
import { formatFullName } from "../../lib/format";
import { failureTitle, serverCode, serverMessage } from "../../lib/serverError";
import { EXTRACTION_ERROR_TITLE, extractionErrorToast, NOT_LOGGED_IN } from "./extractionMessages";

type ExtractionResult = FunctionReturnType<typeof api.extraction.extractFromEmail>;

export const TYPE_LABELS: Record<AttendeeType, string> = { attendee: "Retreatant", server: "Server" };

export type EmailImportStage = { kind: "paste" } | { kind: "confirm"; extraction: ExtractionResult };

/** Paste → extract → 'Confirm Extracted Data' → import (and a sign-in account for a server). */
export function useEmailImport(onDone: () => void) {
  const viewer = useViewer();
  const notify = useNotify();
  const extractFromEmail = useAction(api.extraction.extractFromEmail);
  const importAttendee = useMutation(api.emailImport.importAttendee);
  const syncServerAccounts = useAction(api.csvImport.syncServerAccounts);
  const [stage, setStage] = useState<EmailImportStage>({ kind: "paste" });
  const [busy, setBusy] = useState(false);

  const extract = useCallback(
    async (emailText: string) => {
      if (emailText.trim() === "") {
        notify({ title: EXTRACTION_ERROR_TITLE, description: EXTRACTION_MESSAGES.emptyText, variant: "warning" });
        return;
      }
      if (viewer.status !== "signedIn") {
        notify({ title: EXTRACTION_ERROR_TITLE, description: NOT_LOGGED_IN, variant: "error" });
        return;
      }
      setBusy(true);
      try {
        const extraction = await extractFromEmail({ emailText });
        const { first_name, last_name } = extraction.data;
        notify({
          title: "Data Extracted",
          description: `Found ${String(first_name)} ${String(last_name)}. Review the details before importing.`,
          variant: "success",
        });
        setStage({ kind: "confirm", extraction });
      } catch (error) {
        notify(extractionErrorToast(error));
      } finally {
        setBusy(false);
      }
    },
    [extractFromEmail, notify, viewer.status],
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
            account = " His email already has a sign-in account, which was left as it is; if it is his, give it the server role on Roles.";
            variant = "warning";
          } else if (sync.error_count === 0) {
            account = " His sign-in account is ready.";
          } else {
            account = ` No sign-in account: ${sync.errors[0]?.message.replace(/^Row 1: /, "")}`;
            variant = "warning";
          }
        }
        notify({ title: "Attendee Imported", description: `${name} was added as a ${TYPE_LABELS[attendeeType]}.${account}`, variant });
        onDone();
      } catch (error) {
        const duplicate = serverCode(error) === "DUPLICATE_EMAIL";
        notify({
          title: duplicate ? "Duplicate Email" : "Error",
          description: serverMessage(error) ?? failureTitle("Failed to add attendee. Please try again.", error),
          variant: "error",
        });
      } finally {
        setBusy(false);
      }
    },
    [importAttendee, notify, onDone, syncServerAccounts],
  );

  const back = useCallback(() => setStage({ kind: "paste" }), []);

  return { stage, busy, extract, confirm, back };
}
