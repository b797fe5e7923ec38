import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";

/** Shown behind the real guard for screens that are not built yet. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 520, textAlign: "center" }}>
        <ConstructionOutlined color="secondary" sx={{ fontSize: 48 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This screen is not available yet. Its data is kept safe and it will appear here in a coming release.
        </Typography>
        <Button variant="outlined" component={Link} to="/">
          Go Home
        </Button>
      </Paper>
    </Box>
  );
}
