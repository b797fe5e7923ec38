import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { useToday } from "./useToday";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 1, 22, 30));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("today moves on at the next midnight and then every 24 hours", () => {
  const { result } = renderHook(() => useToday());
  expect(result.current.getDate()).toBe(1);
  act(() => vi.advanceTimersByTime(89 * 60_000));
  expect(result.current.getDate()).toBe(1);
  act(() => vi.advanceTimersByTime(60_000));
  expect(result.current.getDate()).toBe(2);
  act(() => vi.advanceTimersByTime(24 * 3_600_000));
  expect(result.current.getDate()).toBe(3);
});
