import { useEffect, type ReactNode } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDiscardDialog } from "./useConfirmDiscard";

/**
 * Guards a page with unsaved edits (`dirty`): leaving it inside the app asks "Discard your
 * changes?", and closing or reloading the tab gets the browser's own warning. Render the result.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers show their warning only with returnValue set
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <ConfirmDiscardDialog
      open={blocker.state === "blocked"}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
