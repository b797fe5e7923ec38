/**
 * The viewer while a stored session is being restored: the server's "no one" answer, given
 * before the renewed token reaches it, is not a sign-out (the door would flash the sign-in page).
 */
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useViewer } from "./useViewer";

const auth = { isLoading: true, isAuthenticated: false };
let answer: unknown = undefined;
vi.mock("convex/react", () => ({
  useQuery: () => answer,
  useConvexAuth: () => auth,
}));

describe("useViewer", () => {
  beforeEach(() => {
    auth.isLoading = true;
    auth.isAuthenticated = false;
    answer = undefined;
  });

  it("stays loading while the session is restored, even when the server already answered no one", () => {
    answer = null;
    expect(renderHook(() => useViewer()).result.current).toEqual({ status: "loading" });
  });

  it("is signed out once restoring is over and the server still answers no one", () => {
    answer = null;
    auth.isLoading = false;
    expect(renderHook(() => useViewer()).result.current).toEqual({ status: "signedOut" });
  });

  it("is signed in with the server's viewer, restoring or not", () => {
    const viewer = { userId: "u1", email: "a@example.org", roles: ["admin"], permissions: ["anyAdminRole"] };
    answer = viewer;
    expect(renderHook(() => useViewer()).result.current).toEqual({ status: "signedIn", viewer });
    auth.isLoading = false;
    auth.isAuthenticated = true;
    expect(renderHook(() => useViewer()).result.current).toEqual({ status: "signedIn", viewer });
  });
});
