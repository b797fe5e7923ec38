import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useCan } from "../../components/auth/useViewer";
import { useCatalogues } from "../../i18n/useCatalogues";
import { errorsNs } from "../../i18n/namespaces/errors";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";
import { useViewRetreat } from "./useViewRetreat";

/**
 * Across the top of every staff screen while the weekend looked at is closed: its records are
 * read-only (the server refuses changes). Those who chose it can go back to the current weekend.
 */
export function ClosedRetreatBanner() {
  useCatalogues(retreatsNs, sharedNs, errorsNs);
  const t = useT(retreatsNs);
  const retreat = useQuery(api.retreats.viewing);
  const canSwitch = useCan("switchRetreat");
  const viewRetreat = useViewRetreat();
  const [leaving, setLeaving] = useState(false);
  if (!retreat || retreat.status !== "closed") return null;

  const back = async () => {
    setLeaving(true);
    await viewRetreat(null);
    setLeaving(false);
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      // On a phone the button goes under the text, which keeps the width of the screen.
      sx={{
        borderRadius: 0,
        alignItems: "center",
        flexWrap: { xs: "wrap", sm: "nowrap" },
        "& .MuiAlert-message": { flex: "1 1 0", minWidth: 200 },
      }}
      action={
        canSwitch &&
        !retreat.isCurrent && (
          <Button color="inherit" size="small" variant="outlined" onClick={() => void back()} disabled={leaving} sx={{ whiteSpace: "nowrap" }}>
            {t("banner.back")}
          </Button>
        )
      }
    >
      {t("banner.text", { name: retreat.name })}
    </Alert>
  );
}

export default ClosedRetreatBanner;
