/**
 * The Convex hooks for this feature's component tests: each query answers from `answers` by its
 * name ("retreats:viewing"), or by calling the answer with the query's arguments; each mutation is
 * one `vi.fn` per name. `vi.mock("convex/react", async () => (await import("./testConvex")).convexReact)`.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import { vi, type Mock } from "vitest";
import { permissionsFor } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";

export const answers = new Map<string, unknown>();
const mutations = new Map<string, Mock<(args: unknown) => Promise<unknown>>>();

export function mutation(name: string): Mock<(args: unknown) => Promise<unknown>> {
  let run = mutations.get(name);
  if (run === undefined) {
    run = vi.fn(async () => null);
    mutations.set(name, run);
  }
  return run;
}

export const convexReact = {
  useQuery: (ref: FunctionReference<"query">, args?: unknown) => {
    if (args === "skip") return undefined;
    const answer = answers.get(getFunctionName(ref));
    return typeof answer === "function" ? (answer as (args: unknown) => unknown)(args) : answer;
  },
  useMutation: (ref: FunctionReference<"mutation">) => mutation(getFunctionName(ref)),
  useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }),
};

/** Signs in an account with these roles (as `users:viewer` answers). */
export function signInAs(...roles: Role[]): void {
  answers.set("users:viewer", { userId: "u1", email: "staff@example.org", roles, permissions: permissionsFor(roles), mustChangePassword: false });
}

export function resetConvex(): void {
  answers.clear();
  mutations.clear();
}
