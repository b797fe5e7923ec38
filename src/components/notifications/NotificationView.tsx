import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import { useRef } from "react";
import { AUTO_DISMISS_MS, type Notification } from "./notificationStore";
import { useClearOfDialogs } from "./useClearOfDialogs";

/**
 * The toast itself; loaded with the first notification so first pages stay light. It sits at the
 * top, and moves out of the way of an open dialog's title and buttons (useClearOfDialogs), in a
 * portal of its own so an open dialog does not hide it from screen readers.
 */
export default function NotificationView({ current, onDismiss }: { current: Notification; onDismiss: (id: number) => void }) {
  const toastRef = useRef<HTMLDivElement>(null);
  const clearOfDialogs = useClearOfDialogs(toastRef);
  return (
    <Portal>
      <Snackbar
        key={current.id}
        ref={toastRef}
        style={clearOfDialogs}
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
