import Alert from "@mui/material/Alert";

/**
 * A refusal shown next to the control that failed, as well as in the toast, so staff see it
 * where they are looking; it stays until dismissed or the next try there.
 */
export function InlineRefusal({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <Alert severity="warning" role="alert" onClose={onClose} sx={{ mt: 1, py: 0, whiteSpace: "normal" }}>
      {message}
    </Alert>
  );
}
