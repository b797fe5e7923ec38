import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { AUTO_DISMISS_MS, type Notification } from "./notificationStore";

/** The toast itself; loaded with the first notification so first pages stay light. */
export default function NotificationView({ current, onDismiss }: { current: Notification; onDismiss: (id: number) => void }) {
  return (
    <Snackbar
      key={current.id}
      open={current.open}
      autoHideDuration={AUTO_DISMISS_MS}
      onClose={(_, reason) => reason !== "clickaway" && onDismiss(current.id)}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
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
  );
}
