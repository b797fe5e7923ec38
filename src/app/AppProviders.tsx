import { ConvexAuthProvider } from "@convex-dev/auth/react";
import CssBaseline from "@mui/material/CssBaseline";
import type { ReactNode } from "react";
import { NotificationProvider } from "../components/notifications/NotificationProvider";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { theme } from "../theme/theme";
import { convex } from "./convexClient";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConvexAuthProvider client={convex}>
      <LanguageProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>{children}</NotificationProvider>
      </LanguageProvider>
    </ConvexAuthProvider>
  );
}
