/**
 * One notification at a time (a new one replaces the current one); a dismissed
 * notification stays in memory for REMOVE_DELAY_MS so its closing animation can finish.
 */
export type NotificationVariant = "info" | "success" | "warning" | "error";

export type Notification = {
  id: number;
  title: string;
  description?: string;
  variant: NotificationVariant;
  open: boolean;
};

export type NotifyInput = { title: string; description?: string; variant?: NotificationVariant };

export const REMOVE_DELAY_MS = 10_000;
export const AUTO_DISMISS_MS = 6_000;

type Listener = (current: Notification | null) => void;

export function createNotificationStore(setTimer: typeof setTimeout = setTimeout) {
  let current: Notification | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(current));

  return {
    get: () => current,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(input: NotifyInput): number {
      current = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? "info", open: true };
      emit();
      return current.id;
    },
    dismiss(id: number) {
      if (current?.id !== id || !current.open) return;
      current = { ...current, open: false };
      emit();
      setTimer(() => {
        if (current?.id === id) {
          current = null;
          emit();
        }
      }, REMOVE_DELAY_MS);
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
