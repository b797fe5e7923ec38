import Logout from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Viewer } from "../../components/auth/useViewer";
import { useSignOut } from "../../components/auth/useSignOut";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { AdorationWidget } from "./AdorationWidget";
import { ArrivalsWidget } from "./ArrivalsWidget";
import { DashboardCards } from "./DashboardCards";
import { visibleCards } from "./dashboardCards";

/** The staff home: what the viewer's roles allow, live as those roles change. */
export function Dashboard({ viewer }: { viewer: Viewer }) {
  const signOut = useSignOut();
  const t = useT(homeNs);
  return (
    <Stack spacing={3}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
        <div>
          <Typography variant="h1">{t("dashboard.title")}</Typography>
          <Typography color="text.secondary">{t("dashboard.welcome", { email: viewer.email })}</Typography>
        </div>
        <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
          {t("signOut")}
        </Button>
      </Box>
      {viewer.permissions.includes("bookAdoration") && <AdorationWidget />}
      {viewer.permissions.includes("checkIn") && <ArrivalsWidget />}
      <DashboardCards cards={visibleCards(viewer)} />
      <Box component="footer" sx={{ pt: 4, textAlign: "center" }}>
        <Typography variant="body2" color="text.secondary">
          {t("dashboard.footer", { year: String(new Date().getFullYear()) })}
        </Typography>
      </Box>
    </Stack>
  );
}
