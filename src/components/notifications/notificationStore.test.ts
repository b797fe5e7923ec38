import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createNotificationStore, REMOVE_DELAY_MS } from "./notificationStore";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("one notification at a time: a new one replaces the current one", () => {
  const store = createNotificationStore();
  store.notify({ title: "Room saved", variant: "success" });
  store.notify({ title: "Sign In Failed", description: "Invalid email or password.", variant: "error" });
  expect(store.get()).toMatchObject({ title: "Sign In Failed", description: "Invalid email or password.", variant: "error", open: true });
});

test("a dismissed notification closes at once and is removed 10 s later", () => {
  const store = createNotificationStore();
  const seen: Array<string | null> = [];
  store.subscribe((current) => seen.push(current === null ? null : `${current.title}:${current.open ? "open" : "closed"}`));
  const id = store.notify({ title: "Password updated" });
  store.dismiss(id);
  expect(store.get()).toMatchObject({ title: "Password updated", open: false });
  vi.advanceTimersByTime(REMOVE_DELAY_MS - 1);
  expect(store.get()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(store.get()).toBeNull();
  expect(REMOVE_DELAY_MS).toBe(10_000);
  expect(seen).toEqual(["Password updated:open", "Password updated:closed", null]);
});

test("removing a dismissed notification leaves a newer one alone", () => {
  const store = createNotificationStore();
  const first = store.notify({ title: "First" });
  store.dismiss(first);
  store.notify({ title: "Second" });
  vi.advanceTimersByTime(REMOVE_DELAY_MS);
  expect(store.get()).toMatchObject({ title: "Second", open: true });
});

test("the default variant is info, and dismissing twice does nothing more", () => {
  const store = createNotificationStore();
  const id = store.notify({ title: "Heads up" });
  expect(store.get()?.variant).toBe("info");
  store.dismiss(id);
  store.dismiss(id);
  expect(vi.getTimerCount()).toBe(1);
});
