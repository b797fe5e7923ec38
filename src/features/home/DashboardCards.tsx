import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import type { DashboardCard } from "./dashboardCards";

export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  const t = useT(homeNs);
  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
        {t("cards.none")}
      </Typography>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t("cards.label")}
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
    >
      {cards.map(({ key, to, icon: Icon }) => (
        <Card key={key} sx={{ height: "100%" }}>
          <CardActionArea component={Link} to={to} sx={{ height: "100%", alignItems: "flex-start" }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
              <Typography variant="h6" component="h2">
                {t(`card.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`card.${key}.description`)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
