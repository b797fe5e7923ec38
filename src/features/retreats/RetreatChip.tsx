import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import EventOutlined from "@mui/icons-material/EventOutlined";
import Box from "@mui/material/Box";
import Chip, { type ChipProps } from "@mui/material/Chip";
import { useQuery } from "convex/react";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { api } from "../../../convex/_generated/api";
import { useCan } from "../../components/auth/useViewer";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";
import type { ViewedRetreat } from "./types";

// The menu's code (and its list of weekends) is fetched on the first click.
const RetreatMenu = lazy(() => import("./RetreatMenu"));

/** Not the current weekend: a colour of its own, so nobody works on an old weekend unawares. */
function chipColours(retreat: ViewedRetreat): Pick<ChipProps, "color" | "variant"> {
  if (!retreat.isCurrent) return { color: "warning", variant: "filled" };
  return retreat.status === "closed" ? { color: "default", variant: "filled" } : { color: "primary", variant: "outlined" };
}

/**
 * The header's chip naming the weekend the user is looking at ("Closed" after a closed one's
 * name). For those who may switch, a click opens the menu of weekends.
 */
export function RetreatChip() {
  const t = useT(retreatsNs);
  const retreat = useQuery(api.retreats.viewing);
  const canSwitch = useCan("switchRetreat");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!retreat) return null;
  const closed = retreat.status === "closed";
  const label = (
    <Box component="span" sx={{ display: "flex", alignItems: "center", minWidth: 0 }}>
      {/* On a phone the header's subtitle names the weekend already: the chip keeps to its icon, so the badges stay on one line above the door's search. */}
      <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", display: { xs: "none", sm: "inline" } }}>
        {retreat.name}
      </Box>
      {closed && (
        <Box component="span" sx={{ ml: 0.75, fontWeight: 700, flexShrink: 0 }}>
          {t("chip.closed")}
        </Box>
      )}
      {canSwitch && <ArrowDropDown fontSize="small" sx={{ flexShrink: 0, mr: -0.75 }} aria-hidden />}
    </Box>
  );
  return (
    <>
      <Chip
        size="small"
        icon={<EventOutlined />}
        label={label}
        aria-label={t("chip.aria", { name: retreat.name, status: retreat.status })}
        title={retreat.isCurrent ? retreat.name : t("chip.notCurrent")}
        data-current={retreat.isCurrent}
        {...chipColours(retreat)}
        onClick={canSwitch ? (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget) : undefined}
        aria-haspopup={canSwitch ? "menu" : undefined}
        aria-expanded={canSwitch ? anchor !== null : undefined}
        // A 390 px phone: the name gives way, "Closed" and the arrow stay.
        sx={{ maxWidth: { xs: 280, sm: 320 }, "& .MuiChip-label": { display: "flex", minWidth: 0, px: { xs: 0.5, sm: 1 } } }}
      />
      {anchor !== null && (
        <Suspense fallback={null}>
          <RetreatMenu anchor={anchor} viewing={retreat} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

export default RetreatChip;
