import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useRouteError } from "react-router-dom";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";

/** The generic fallback for a route that fails to render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT(commonNs);
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Box sx={{ p: 4 }} role="alert">
      <Typography variant="h2" component="h1" gutterBottom>
        {t("routeError.title")}
      </Typography>
      {detail && (
        <Typography component="pre" color="text.secondary" sx={{ whiteSpace: "pre-wrap" }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" href="/" sx={{ mt: 2 }}>
        {t("goHome")}
      </Button>
    </Box>
  );
}
