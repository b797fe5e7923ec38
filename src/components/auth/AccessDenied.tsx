import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";

export type AccessDeniedVariant = "admin" | "palancas" | "adorationAdmin" | "prayers" | "checkIn" | "attendees" | "staff";

// The texts are common.json's accessDenied.<variant>.title/message. Check-in admins may use the door
// screens, so its message does not say "administrator privileges" (that would send the wrong person asking).

export function AccessDenied({ variant }: { variant: AccessDeniedVariant }) {
  const t = useT(commonNs);
  const title = t(`accessDenied.${variant}.title`);
  const message = t(`accessDenied.${variant}.message`);
  const generic = variant === "attendees" || variant === "staff";
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh", p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: "center" }}>
        <LockOutlined color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          {t("accessDenied.title")}
        </Typography>
        {!generic && (
          <Typography variant="h6" component="p" gutterBottom>
            {title}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {t("goHome")}
        </Button>
      </Paper>
    </Box>
  );
}
