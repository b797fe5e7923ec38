import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import { AUTO_DISMISS_MS, type Notification } from "./notificationStore";

/**
 * The toast itself; loaded with the first notification so first pages stay light. It sits at the
 * top, clear of dialog action buttons, in a portal of its own so an open dialog does not hide it
 * from screen readers.
 */
export default function NotificationView({ current, onDismiss }: { current: Notification; onDismiss: (id: number) => void }) {
  return (
    <Portal>
      <Snackbar
        key={current.id}
        open={current.open}
        autoHideDuration={AUTO_DISMISS_MS}
        onClose={(_, reason) => reason !== "clickaway" && onDismiss(current.id)}
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
      >
        <Alert
          severity={current.variant}
          variant="filled"
          onClose={() => onDismiss(current.id)}
          sx={{ minWidth: 320, whiteSpace: "pre-line" }}
          role={current.variant === "error" ? "alert" : "status"}
        >
          <AlertTitle>{current.title}</AlertTitle>
          {current.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
