import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../../convex/_generated/api";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";
import type { ViewedRetreat } from "./types";

/**
 * Looks at another weekend (null: back to the current one). Every live query reads the account's
 * chosen retreat, so the screens follow without a reload. Resolves true when it worked.
 */
export function useViewRetreat(): (retreat: Pick<ViewedRetreat, "_id" | "name" | "isCurrent"> | null) => Promise<boolean> {
  const t = useT(retreatsNs);
  const view = useMutation(api.retreats.view);
  const run = useNotifiedRun();
  return useCallback(
    (retreat) =>
      run(
        // Choosing the current weekend follows it: when another becomes current, so does the account.
        () => view({ retreatId: retreat === null || retreat.isCurrent ? null : retreat._id }),
        retreat === null || retreat.isCurrent ? t("switch.backDone") : t("switch.done", { name: retreat.name }),
        t("switch.failed"),
      ),
    [run, view, t],
  );
}
