import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useRef } from "react";
import { api } from "../../../convex/_generated/api";
import { localeTag } from "../../i18n/format";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT, type Translate } from "../../i18n/useT";
import type { Carry, CarryPreview } from "./types";

type RetreatsKey = keyof typeof retreatsNs.en;

/** The preview's counts in the order the form asks for them. */
const COUNTS: [keyof CarryPreview, RetreatsKey][] = [
  ["servers", "preview.servers"],
  ["retreatantsAsServers", "preview.retreatantsAsServers"],
  ["rooms", "preview.rooms"],
  ["tables", "preview.tables"],
  ["settings", "preview.settings"],
  ["inventoryItems", "preview.inventoryItems"],
  ["palanquitaKinds", "preview.palanquitaKinds"],
  ["prayers", "preview.prayers"],
];

/** "12 servers, 16 rooms and 8 tables", in the person's language; null when nothing is carried. */
export function previewList(t: Translate<RetreatsKey>, preview: CarryPreview): string | null {
  const parts = COUNTS.filter(([count]) => preview[count] > 0).map(([count, key]) => t(key, { count: preview[count] }));
  if (parts.length === 0) return null;
  return new Intl.ListFormat(localeTag(t.language), { type: "conjunction" }).format(parts);
}

/**
 * What Start will create, counted live by the server for the boxes ticked (`carry` null while the
 * form cannot be asked about), and that the old weekend stays as it is.
 */
export function CarryPreviewText({ carry }: { carry: Carry | null }) {
  const t = useT(retreatsNs);
  const answer = useQuery(api.retreats.previewNext, carry === null ? "skip" : { carry });
  // The last count stays while the next one is asked, so the text does not flicker at each tick.
  const last = useRef<CarryPreview | undefined>(undefined);
  if (answer !== undefined) last.current = answer;
  const preview = answer ?? last.current;
  const list = preview === undefined ? null : previewList(t, preview);
  return (
    <Alert severity="info" role="status" aria-live="polite">
      <AlertTitle>{t("start.preview")}</AlertTitle>
      <Typography variant="body2" sx={{ opacity: answer === undefined ? 0.6 : 1 }}>
        {preview === undefined ? t("start.counting") : list === null ? t("preview.nothing") : t("preview.creates", { list })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t("preview.unchanged")}
      </Typography>
    </Alert>
  );
}
