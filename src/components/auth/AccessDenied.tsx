import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";

export type AccessDeniedVariant = "admin" | "palancas" | "adorationAdmin" | "prayers" | "checkIn" | "attendees" | "staff";

const TEXTS: Record<AccessDeniedVariant, { title: string; message: string }> = {
  admin: { title: "Admin Access Required", message: "You need administrator privileges to view this page." },
  palancas: { title: "Palancas Access Required", message: "You need palancas administrator privileges to view this page." },
  adorationAdmin: { title: "Adoration Admin Access Required", message: "You need adoration administrator privileges to view this page." },
  prayers: { title: "Prayers Access Required", message: "You need administrator or adoration admin privileges to view this page." },
  // Check-in admins may use the door screens, so "administrator privileges" would send the wrong person asking.
  checkIn: { title: "Check-In Access Required", message: "You need administrator or check-in admin privileges to view this page." },
  attendees: { title: "Access Denied", message: "You don't have permission to manage attendees." },
  staff: { title: "Access Denied", message: "You don't have permission to view this page." },
};

export function AccessDenied({ variant }: { variant: AccessDeniedVariant }) {
  const { title, message } = TEXTS[variant];
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "60vh", p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: "center" }}>
        <LockOutlined color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          Access Denied
        </Typography>
        {title !== "Access Denied" && (
          <Typography variant="h6" component="p" gutterBottom>
            {title}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          Go Home
        </Button>
      </Paper>
    </Box>
  );
}
