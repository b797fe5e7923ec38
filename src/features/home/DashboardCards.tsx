import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import type { DashboardCard } from "./dashboardCards";

export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
        No dashboard items available for your current permissions.
      </Typography>
    );
  }
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
    >
      {cards.map(({ title, description, to, icon: Icon }) => (
        <Card key={title} sx={{ height: "100%" }}>
          <CardActionArea component={Link} to={to} sx={{ height: "100%", alignItems: "flex-start" }}>
            <CardContent>
              <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
