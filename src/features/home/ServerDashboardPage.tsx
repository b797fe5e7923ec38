import Logout from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { useSearchParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { useSignOut } from "../../components/auth/useSignOut";
import { useViewer } from "../../components/auth/useViewer";
import { PageLoading } from "../../components/PageLoading";
import { formatFullName } from "../../lib/format";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";
import { ServerDashboardSections } from "./ServerDashboardSections";
import { ServerPicker } from "./ServerPicker";

/**
 * A server's own page: his room, table, adoration hours and talks. An admin ('Server Dashboards')
 * picks any server and sees his (`?attendee=ID`); the server refuses anyone else.
 */
export default function ServerDashboardPage() {
  const state = useViewer();
  const signOut = useSignOut();
  const t = useT(homeNs);
  const [params, setParams] = useSearchParams();
  const canPick = state.status === "signedIn" && state.viewer.permissions.includes("manageAttendees");
  const picked = canPick ? params.get("attendee") : null;
  const dashboard = useQuery(api.servers.dashboard, state.status !== "signedIn" ? "skip" : picked ? { attendeeId: picked } : {});
  if (state.status !== "signedIn") return null;
  const { viewer } = state;
  const ownName = [viewer.firstName, viewer.lastName].filter(Boolean).join(" ") || viewer.email || t("server.fallbackName");
  const showingOther = dashboard?.found === true && !dashboard.self;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
        <div>
          <Typography variant="h1">{canPick ? t("server.titleAll") : t("server.title")}</Typography>
          <Typography color="text.secondary">
            {showingOther
              ? t("server.whose", { name: formatFullName(dashboard.attendee.first_name, dashboard.attendee.last_name) })
              : t("server.welcome", { name: ownName })}
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
          {t("signOut")}
        </Button>
      </Box>
      {canPick && <ServerPicker value={picked} onPick={(id) => setParams({ attendee: id })} />}
      {dashboard === undefined ? (
        <PageLoading />
      ) : dashboard.found ? (
        <ServerDashboardSections dashboard={dashboard} />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            {canPick
              ? picked
                ? t("server.gone")
                : t("server.pick")
              : t("server.notLinked")}
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
