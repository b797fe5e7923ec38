import { useAction, useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { uploadToStorage } from "../../lib/storageUpload";
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import type { EntryFormValues, ReceiptChoice } from "./EntryDialog";

/** The Finance screen's writes; each resolves true when it worked and shows the reason when not. */
export function useFinanceActions() {
  const run = useNotifiedRun();
  const t = useT(financeNs);
  const generateUploadUrl = useMutation(api.finance.generateReceiptUploadUrl);
  const saveEntry = useAction(api.finance.saveEntry);
  const removeEntry = useMutation(api.finance.removeEntry);
  const grant = useMutation(api.finance.grant);
  const revoke = useMutation(api.finance.revoke);

  const upload = async (file: File): Promise<Id<"_storage">> => await uploadToStorage(await generateUploadUrl(), file);

  return {
    saveEntry: (id: Id<"financeEntries"> | undefined, values: EntryFormValues, receipt: ReceiptChoice) =>
      run(
        async () => {
          const stored = receipt === undefined || receipt === "remove" ? receipt : await upload(receipt.file);
          const { paid_by, description, ...rest } = values;
          await saveEntry({
            id,
            input: { ...rest, description: description || undefined, paid_by: paid_by || undefined },
            receipt: stored,
          });
        },
        values.kind === "expense" ? t("toast.expenseSaved") : t("toast.incomeSaved"),
        t("toast.saveEntryFailed"),
      ),
    removeEntry: (id: Id<"financeEntries">) =>
      run(() => removeEntry({ id }), t("toast.entryDeleted"), t("toast.deleteEntryFailed")),
    grant: (attendeeId: Id<"attendees">, values: { reduced_cost_cents: number; granted_by: string; reason: string }) =>
      run(
        () => grant({ attendeeId, ...values, reason: values.reason || undefined }),
        t("toast.scholarshipSaved"),
        t("toast.saveScholarshipFailed"),
      ),
    revoke: (attendeeId: Id<"attendees">) =>
      run(() => revoke({ attendeeId }), t("toast.scholarshipRemoved"), t("toast.removeScholarshipFailed")),
  };
}
