import { createContext, lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { createNotificationStore, type NotificationStore } from "./notificationStore";

export const NotificationContext = createContext<NotificationStore | null>(null);

const NotificationView = lazy(() => import("./NotificationView"));

/** One notification at a time (see notificationStore). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const store = useMemo(() => createNotificationStore(), []);
  const current = useSyncExternalStore(store.subscribe, store.get);
  return (
    <NotificationContext.Provider value={store}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationView current={current} onDismiss={store.dismiss} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}
