import ChurchOutlined from "@mui/icons-material/ChurchOutlined";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { SETTING_DEFAULTS } from "../../convex/shared/settings";
import { QueryErrorBoundary } from "../components/QueryErrorBoundary";
import { retreatTitle } from "../lib/retreatName";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";
import { AccountMenu } from "./AccountMenu";
import { HeaderBadges } from "./HeaderBadges";

/** Names the query in the log (not shown). */
const SETTINGS_QUERY = "Site settings";

type HeaderInfo = { retreatName: string; parishName: string; retreatStartDate: string; logoUrl: string | null };

const DEFAULT_HEADER: HeaderInfo = {
  retreatName: SETTING_DEFAULTS.retreat_name,
  parishName: SETTING_DEFAULTS.parish_name,
  retreatStartDate: SETTING_DEFAULTS.retreat_start_date,
  logoUrl: null,
};

function HeaderBar({ info }: { info: HeaderInfo }) {
  const t = useT(commonNs);
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <Box component={Link} to="/" aria-label={t("app.home")} sx={{ display: "flex", color: "primary.main" }}>
          {info.logoUrl ? (
            <Box component="img" src={info.logoUrl} alt="" sx={{ height: 44, width: 44, objectFit: "contain" }} />
          ) : (
            <ChurchOutlined sx={{ fontSize: 44 }} />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, fontWeight: 700 }}>
            {t("app.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {retreatTitle(info.retreatName, info.parishName)}
          </Typography>
        </Box>
        <HeaderBadges retreatStartDate={info.retreatStartDate} />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}

function LiveHeader() {
  const info = useQuery(api.settings.header);
  return <HeaderBar info={info ?? DEFAULT_HEADER} />;
}

/** SPEC §1: title, retreat name and parish, logo linking home, countdown and registration badges. */
export function AppHeader() {
  return (
    <QueryErrorBoundary label={SETTINGS_QUERY} fallback={<HeaderBar info={DEFAULT_HEADER} />}>
      <LiveHeader />
    </QueryErrorBoundary>
  );
}
