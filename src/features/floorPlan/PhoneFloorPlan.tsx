import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";
import { formatNumberIn } from "../../i18n/format";
import { floorPlanNs } from "../../i18n/namespaces/floorPlan";
import { useT } from "../../i18n/useT";
import { occupantLabel } from "../rooms";
import type { Picked } from "./floorPlanQueries";

export type PhoneView = "unassigned" | "rooms";

/**
 * The floor plan on a phone: the unassigned men and the rooms as two tabs at the top, so the men
 * are one tap away instead of below every floor. Picking a man opens the rooms with a bar saying
 * whom a tap on a room places.
 */
export function PhoneFloorPlan({
  view,
  onView,
  unassignedCount,
  picked,
  onCancelPick,
  floors,
  panel,
}: {
  view: PhoneView;
  onView: (view: PhoneView) => void;
  unassignedCount: number;
  picked: Picked | null;
  onCancelPick: () => void;
  floors: ReactNode;
  panel: ReactNode;
}) {
  const t = useT(floorPlanNs);
  return (
    <>
      <Box sx={{ position: "sticky", top: 0, zIndex: 2, bgcolor: "background.default", mb: 2 }}>
        <Tabs value={view} onChange={(_e, value: PhoneView) => onView(value)} variant="fullWidth" aria-label={t("phone.view")}>
          <Tab value="unassigned" label={t("phone.unassigned", { count: formatNumberIn(t.language, unassignedCount) })} sx={{ textTransform: "none" }} />
          <Tab value="rooms" label={t("phone.rooms")} sx={{ textTransform: "none" }} />
        </Tabs>
        {picked !== null && view === "rooms" && (
          <Alert
            severity="info"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={onCancelPick}>
                {t("phone.cancel")}
              </Button>
            }
          >
            {t("phone.tapRoom", { man: occupantLabel(picked.man) })}
          </Alert>
        )}
      </Box>
      <Box role="tabpanel" aria-label={view === "rooms" ? t("phone.rooms") : t("phone.unassignedPanel")}>
        {view === "rooms" ? floors : panel}
      </Box>
    </>
  );
}
