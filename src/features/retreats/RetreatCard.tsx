import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { useT } from "../../i18n/useT";
import { formatDateRangeIn } from "../../lib/format";
import type { RetreatRow } from "./types";

export type RetreatAction = "view" | "makeCurrent" | "close" | "reopen";

/** The actions a weekend offers: View unless one is looking at it; the rest to those who manage retreats. */
export function actionsFor(retreat: RetreatRow, canManage: boolean): RetreatAction[] {
  const actions: RetreatAction[] = retreat.isViewing ? [] : ["view"];
  if (!canManage) return actions;
  if (!retreat.isCurrent) actions.push("makeCurrent");
  actions.push(retreat.status === "open" ? "close" : "reopen");
  return actions;
}

const ACTION_TEXT = {
  view: ["card.view", "card.viewAria"],
  makeCurrent: ["card.makeCurrent", "card.makeCurrentAria"],
  close: ["card.close", "card.closeAria"],
  reopen: ["card.reopen", "card.reopenAria"],
} as const;

/** One weekend on /retreats: name, marks, dates, how many men, and what can be done with it. */
export function RetreatCard({
  retreat,
  canManage,
  onAction,
}: {
  retreat: RetreatRow;
  canManage: boolean;
  onAction: (action: RetreatAction, retreat: RetreatRow) => void;
}) {
  const t = useT(retreatsNs);
  const dates = formatDateRangeIn(t.language, retreat.startDate, retreat.endDate);
  const closed = retreat.status === "closed";
  const history = [
    t("card.created", { date: new Date(retreat.createdAt) }),
    retreat.closedAt === undefined ? "" : t("card.closedOn", { date: new Date(retreat.closedAt) }),
  ].filter((text) => text !== "");
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={retreat.name}
      sx={{ borderColor: retreat.isCurrent ? "primary.main" : undefined, borderWidth: retreat.isCurrent ? 2 : 1 }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1, overflowWrap: "anywhere" }}>
            {retreat.name}
          </Typography>
          {retreat.isCurrent && <Chip size="small" color="primary" label={t("card.current")} />}
          {retreat.isViewing && <Chip size="small" color="info" variant="outlined" label={t("card.viewing")} />}
          <Chip size="small" variant="outlined" color={closed ? "default" : "success"} label={closed ? t("card.closed") : t("card.open")} />
        </Stack>
        <Typography variant="body2">{dates === "" ? t("card.noDates") : dates}</Typography>
        <Typography variant="body2">{t("card.men", { retreatants: retreat.retreatants, servers: retreat.servers })}</Typography>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {history.join(" · ")}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", px: 2, pb: 2 }}>
        {actionsFor(retreat, canManage).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === "view" ? "outlined" : "text"}
            color={action === "close" ? "warning" : "primary"}
            aria-label={t(ACTION_TEXT[action][1], { name: retreat.name })}
            onClick={() => onAction(action, retreat)}
          >
            {t(ACTION_TEXT[action][0])}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
