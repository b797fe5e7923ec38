import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";

export function PageLoading({ label }: { label?: string }) {
  const t = useT(commonNs);
  return (
    <Box sx={{ display: "grid", placeItems: "center", gap: 2, minHeight: "40vh" }} role="status">
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label ?? t("loading")}</Typography>
    </Box>
  );
}
