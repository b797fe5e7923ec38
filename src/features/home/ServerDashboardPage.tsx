import Logout from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSignOut } from "../../components/auth/useSignOut";
import { useViewer } from "../../components/auth/useViewer";

/** A server's own page; the route guard guarantees a signed-in account. */
export default function ServerDashboardPage() {
  const state = useViewer();
  const signOut = useSignOut();
  if (state.status !== "signedIn") return null;
  const { viewer } = state;
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(" ") || viewer.email || "Server";
  return (
    <Stack spacing={3}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
        <div>
          <Typography variant="h1">Server Dashboard</Typography>
          <Typography color="text.secondary">Welcome, {name}</Typography>
        </div>
        <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>
          Your room, dining table, adoration hours and talks will be listed here as the retreat team assigns them.
        </Typography>
      </Paper>
    </Stack>
  );
}
