import Add from "@mui/icons-material/Add";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import Remove from "@mui/icons-material/Remove";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import { palanquitasNs } from "../../i18n/namespaces/palanquitas";
import { useT } from "../../i18n/useT";

export type KindRow = FunctionReturnType<typeof api.palanquitaStock.list>["kinds"][number];

/** One kind of palanquita: made / needed with a progress bar, the gap, and quick −1 / +1 taps. */
export function KindCard({
  kind,
  onAdjust,
  onEdit,
  onDelete,
}: {
  kind: KindRow;
  onAdjust: (delta: 1 | -1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(palanquitasNs);
  const percent = kind.needed === 0 ? 100 : Math.min(100, Math.round((kind.made / kind.needed) * 100));
  return (
    <Card variant="outlined" component="section" aria-label={kind.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
              {kind.name}
            </Typography>
            {kind.maker && (
              <Typography variant="body2" color="text.secondary">
                {t("card.madeBy", { maker: kind.maker })}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <IconButton size="small" aria-label={t("card.edit", { name: kind.name })} onClick={onEdit}>
              <Edit fontSize="small" />
            </IconButton>
            <IconButton size="small" color="error" aria-label={t("card.delete", { name: kind.name })} onClick={onDelete}>
              <Delete fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 1 }}>
          <IconButton aria-label={t("card.less", { name: kind.name })} onClick={() => onAdjust(-1)} disabled={kind.made === 0}>
            <Remove />
          </IconButton>
          <Typography variant="h5" data-testid="made" sx={{ minWidth: "3ch", textAlign: "center" }}>
            {kind.made}
          </Typography>
          <IconButton aria-label={t("card.more", { name: kind.name })} onClick={() => onAdjust(1)} color="primary">
            <Add />
          </IconButton>
          <Typography color="text.secondary">{t("card.ofNeeded", { needed: String(kind.needed) })}</Typography>
        </Stack>
        <LinearProgress variant="determinate" value={percent} aria-label={t("card.progress", { name: kind.name })} color={kind.gap === 0 ? "success" : "primary"} />
        <Typography variant="body2" sx={{ mt: 1 }} color={kind.gap === 0 ? "success.main" : "text.primary"}>
          {kind.gap === 0 ? t("card.enough") : t("card.gap", { gap: String(kind.gap) })} · {t("card.perRetreatant", { perRetreatant: String(kind.needed_per_retreatant) })}
        </Typography>
        {kind.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {kind.notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
