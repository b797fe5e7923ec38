import Divider from "@mui/material/Divider";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { useCan } from "../../components/auth/useViewer";
import { useCatalogues } from "../../i18n/useCatalogues";
import { errorsNs } from "../../i18n/namespaces/errors";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";
import { formatDateRangeIn } from "../../lib/format";
import type { RetreatRow, ViewedRetreat } from "./types";
import { useViewRetreat } from "./useViewRetreat";

function RetreatItemText({ retreat }: { retreat: RetreatRow }) {
  const t = useT(retreatsNs);
  const marks = [
    formatDateRangeIn(t.language, retreat.startDate, retreat.endDate),
    retreat.isCurrent ? t("menu.current") : "",
    retreat.status === "closed" ? t("menu.closed") : "",
  ].filter((text) => text !== "");
  return <ListItemText primary={retreat.name} secondary={marks.join(" · ")} />;
}

/** The header chip's menu: every weekend to look at, back to the current one, and Manage retreats for admins. */
export default function RetreatMenu({ anchor, viewing, onClose }: { anchor: HTMLElement; viewing: ViewedRetreat; onClose: () => void }) {
  useCatalogues(retreatsNs, sharedNs, errorsNs);
  const t = useT(retreatsNs);
  const retreats = useQuery(api.retreats.list);
  const canManage = useCan("manageRetreats");
  const viewRetreat = useViewRetreat();

  const choose = (retreat: RetreatRow | null) => {
    onClose();
    void viewRetreat(retreat);
  };

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { "aria-label": t("menu.label"), dense: true }, paper: { sx: { maxHeight: "70vh", maxWidth: 360 } } }}
    >
      {retreats === undefined ? (
        <MenuItem disabled>{t("menu.loading")}</MenuItem>
      ) : (
        retreats.map((retreat) => (
          <MenuItem key={retreat._id} selected={retreat.isViewing} onClick={() => (retreat.isViewing ? onClose() : choose(retreat))}>
            <RetreatItemText retreat={retreat} />
          </MenuItem>
        ))
      )}
      <Divider />
      <MenuItem disabled={viewing.isCurrent} onClick={() => choose(null)}>
        {t("menu.backToCurrent")}
      </MenuItem>
      {canManage && (
        <MenuItem component={Link} to="/retreats" onClick={onClose}>
          {t("menu.manage")}
        </MenuItem>
      )}
    </Menu>
  );
}
