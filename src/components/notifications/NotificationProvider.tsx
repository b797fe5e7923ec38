import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { createContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { AUTO_DISMISS_MS, createNotificationStore, type NotificationStore } from "./notificationStore";

export const NotificationContext = createContext<NotificationStore | null>(null);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const store = useMemo(() => createNotificationStore(), []);
  const current = useSyncExternalStore(store.subscribe, store.get);
  return (
    <NotificationContext.Provider value={store}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={current.open}
          autoHideDuration={AUTO_DISMISS_MS}
          onClose={(_, reason) => reason !== "clickaway" && store.dismiss(current.id)}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        >
          <Alert
            severity={current.variant}
            variant="filled"
            onClose={() => store.dismiss(current.id)}
            sx={{ minWidth: 320, whiteSpace: "pre-line" }}
            role={current.variant === "error" ? "alert" : "status"}
          >
            <AlertTitle>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        </Snackbar>
      )}
    </NotificationContext.Provider>
  );
}
