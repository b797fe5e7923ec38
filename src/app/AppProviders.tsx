import { ConvexAuthProvider } from "@convex-dev/auth/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { NotificationProvider } from "../components/notifications/NotificationProvider";
import { theme } from "../theme/theme";
import { convex } from "./convexClient";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>{children}</NotificationProvider>
      </ThemeProvider>
    </ConvexAuthProvider>
  );
}
