import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { FunctionReturnType } from "convex/server";
import { useNotify } from "./notifications/useNotify";
import { sharedNs } from "../i18n/namespaces/shared";
import { refusalOf, useServerErrorText } from "../i18n/serverErrors";
import { useT } from "../i18n/useT";

/**
 * The head counts Inventory and Palanquita Stock plan for, and the switch (shared by all staff)
 * between the live counts and the Settings estimates used before registration closes.
 */
/** The head counts the inventory and palanquita lists plan for. */
type HeadCounts = FunctionReturnType<typeof api.inventory.list>["counts"];

export function PlanningBasisSwitch({ counts }: { counts: HeadCounts }) {
  const setBasis = useMutation(api.inventory.setPlanningBasis);
  const notify = useNotify();
  const t = useT(sharedNs);
  const errorText = useServerErrorText();
  const live = counts.source === "live";
  const change = async (useLive: boolean) => {
    try {
      await setBasis({ source: useLive ? "live" : "estimates" });
    } catch (error) {
      notify({ title: t("error"), description: refusalOf(error) === null ? t("planning.failed") : errorText(error), variant: "error" });
    }
  };
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={live} onChange={(e) => void change(e.target.checked)} />}
        label={live ? t("planning.live") : t("planning.estimates")}
      />
      <Typography color="text.secondary" data-testid="planning-counts">
        {t("planning.counts", { retreatants: counts.retreatants, servers: counts.servers, source: live ? "live" : "estimates" })}
      </Typography>
    </Stack>
  );
}
