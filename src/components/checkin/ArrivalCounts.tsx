import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";


export type ArrivalCountsData = FunctionReturnType<typeof api.checkIn.counts>;

function Tile({ label, value, tone }: { label: string; value: string; tone?: "warning" }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: "center", borderColor: tone === "warning" ? "warning.main" : undefined }}>
      <Typography sx={{ fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** Arrived / expected per type, not yet arrived and unpaid among the arrived, as four tiles. */
export function ArrivalCounts({ counts }: { counts: ArrivalCountsData | undefined }) {
  const t = useT(checkinNs);
  const show = (text: (c: ArrivalCountsData) => string) => (counts === undefined ? "…" : text(counts));
  return (
    <Box
      role="group"
      aria-label={t("counts.label")}
      aria-live="polite"
      sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(4, 1fr)" } }}
    >
      <Tile label={t("counts.retreatants")} value={show((c) => `${c.retreatants.arrived} / ${c.retreatants.expected}`)} />
      <Tile label={t("counts.servers")} value={show((c) => `${c.servers.arrived} / ${c.servers.expected}`)} />
      <Tile label={t("counts.notArrived")} value={show((c) => String(c.notArrived))} />
      <Tile label={t("counts.unpaid")} value={show((c) => String(c.unpaidArrived))} tone={counts && counts.unpaidArrived > 0 ? "warning" : undefined} />
    </Box>
  );
}

/** The counts, live for every open screen (one small document on the server). */
export function LiveArrivalCounts() {
  const counts = useQuery(api.checkIn.counts, {});
  return <ArrivalCounts counts={counts} />;
}
