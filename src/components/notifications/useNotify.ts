import { useContext } from "react";
import { NotificationContext } from "./NotificationProvider";
import type { NotifyInput } from "./notificationStore";

/** `notify({ title, description, variant })` shows one notification at a time. */
export function useNotify(): (input: NotifyInput) => number {
  const store = useContext(NotificationContext);
  if (store === null) throw new Error("useNotify must be used inside <NotificationProvider>");
  return store.notify;
}

/** `dismiss(id)` closes the notification `notify` returned `id` for, if it is still the one shown. */
export function useDismissNotification(): (id: number) => void {
  const store = useContext(NotificationContext);
  if (store === null) throw new Error("useDismissNotification must be used inside <NotificationProvider>");
  return store.dismiss;
}
