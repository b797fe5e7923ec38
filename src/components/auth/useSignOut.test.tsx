import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SIGN_OUT_REDIRECT_MS, useSignOut } from "./useSignOut";

const signOut = vi.fn();
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signIn: vi.fn(), signOut }) }));

beforeEach(() => {
  vi.useFakeTimers();
  signOut.mockReset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("signs out on the server, forgets stored auth entries and goes to / after 50 ms", async () => {
  localStorage.setItem("__convexAuthJWT_x", "token");
  localStorage.setItem("__convexAuthOAuthVerifier_x", "v");
  localStorage.setItem("unrelated", "kept");
  const redirect = vi.fn();
  const { result } = renderHook(() => useSignOut(redirect));
  await act(() => result.current());
  expect(signOut).toHaveBeenCalledOnce();
  expect(Object.keys(localStorage)).toEqual(["unrelated"]);
  vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS - 1);
  expect(redirect).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(redirect).toHaveBeenCalledWith("/");
  expect(SIGN_OUT_REDIRECT_MS).toBe(50);
});

test("repeated calls while one is running are ignored", async () => {
  let finish!: () => void;
  signOut.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const redirect = vi.fn();
  const { result } = renderHook(() => useSignOut(redirect));
  const first = result.current();
  await result.current();
  await result.current();
  finish();
  await act(() => first);
  vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS);
  expect(signOut).toHaveBeenCalledOnce();
  expect(redirect).toHaveBeenCalledOnce();
});

test("a failing server sign-out still signs out here and redirects", async () => {
  signOut.mockRejectedValue(new Error("session not found"));
  localStorage.setItem("__convexAuthRefreshToken_x", "r");
  const redirect = vi.fn();
  const { result } = renderHook(() => useSignOut(redirect));
  await act(() => result.current());
  vi.advanceTimersByTime(SIGN_OUT_REDIRECT_MS);
  expect(localStorage.length).toBe(0);
  expect(redirect).toHaveBeenCalledWith("/");
});
