import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

export function PageLoading({ label = "Loading" }: { label?: string }) {
  return (
    <Box sx={{ display: "grid", placeItems: "center", gap: 2, minHeight: "40vh" }} role="status">
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
