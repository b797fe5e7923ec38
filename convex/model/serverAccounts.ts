/**
 * Accounts for imported servers (SPEC.md §7 "CSV import per row", PRODUCT.md §5.3): a new server
 * gets a password account with a random temporary password he must change at first sign-in
 * (he sets his own through "Forgot your password?" or an admin reset; the temporary one is
 * never shown or logged), and the `server` role. An account that already holds his email but
 * not the server role (a staff member's, say) gets it only when staff confirmed that row in the
 * import preview; otherwise it is left exactly as it is.
 */
import { createAccount } from "@convex-dev/auth/server";
import type { Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import type { ActionCtx, MutationCtx, QueryCtx } from "../_generated/server";

const PREFIX_LETTERS = "abcdefghjkmnpqrstuvwxyz";

/** A random prefix plus a 4-digit number (SPEC.md §9), e.g. "qhtwzmkd4821". */
export function temporaryPassword(): string {
  const random = new Uint32Array(9);
  crypto.getRandomValues(random);
  const prefix = [...random.subarray(0, 8)].map((n) => PREFIX_LETTERS[n % PREFIX_LETTERS.length]).join("");
  const digits = String(1000 + (random[8] % 9000));
  return `${prefix}${digits}`;
}

export type AccountState = {
  email: string;
  first_name: string;
  last_name: string;
  userId: Id<"users"> | null;
};

export async function accountStateOf(ctx: QueryCtx, attendeeId: Id<"attendees">): Promise<AccountState | null> {
  const attendee = await ctx.db.get("attendees", attendeeId);
  if (attendee === null) return null;
  const user = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", attendee.email))
    .first();
  return { email: attendee.email, first_name: attendee.first_name, last_name: attendee.last_name, userId: user?._id ?? null };
}

/**
 * Gives the account the server role and links it to the attendee; nothing is written when both
 * hold. An account without the server role gets it only when `mayAddRole` (it was just made for
 * him, or staff confirmed the row); otherwise nothing is written and the answer says so.
 */
export async function grantServerRole(
  ctx: MutationCtx,
  userId: Id<"users">,
  attendeeId: Id<"attendees">,
  mayAddRole: boolean,
): Promise<"ready" | "unconfirmed"> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw new Error("The account no longer exists.");
  const role = await ctx.db
    .query("userRoles")
    .withIndex("by_user_and_role", (q) => q.eq("user_id", userId).eq("role", "server"))
    .first();
  if (role === null) {
    if (!mayAddRole) return "unconfirmed";
    await ctx.db.insert("userRoles", { user_id: userId, role: "server", created_at: Date.now() });
  }
  if (user.attendee_id === undefined) await ctx.db.patch("users", userId, { attendee_id: attendeeId });
  return "ready";
}

export type AccountSyncResult = {
  success_count: number;
  error_count: number;
  created_count: number;
  errors: { row: number; message: string }[];
  /** Rows whose email belongs to an account without the server role, not confirmed: the account was left as it is. */
  unlinked: { row: number; message: string }[];
};

export type AccountSyncItem = { row: number; attendeeId: Id<"attendees">; linkExistingAccount?: boolean };

export function unlinkedMessage(row: number, email: string): string {
  return `Row ${row}: ${email} already has a sign-in account; it was left as it is (no server role added).`;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Makes sure each imported server has an account with the server role. */
export async function syncServerAccounts(ctx: ActionCtx & { retreatId: Id<"retreats"> }, items: AccountSyncItem[]): Promise<AccountSyncResult> {
  const result: AccountSyncResult = { success_count: 0, error_count: 0, created_count: 0, errors: [], unlinked: [] };
  const fail = (row: number, message: string) => {
    result.error_count++;
    result.errors.push({ row, message: `Row ${row}: ${message}` });
  };
  for (const { row, attendeeId, linkExistingAccount } of items) {
    const state: AccountState | null = await ctx.runQuery(internal.csvImport.accountState, { attendeeId, retreatId: ctx.retreatId });
    if (state === null) {
      fail(row, "The attendee no longer exists, so no account was made.");
      continue;
    }
    let userId = state.userId;
    let mayAddRole = linkExistingAccount === true;
    if (userId === null) {
      try {
        const { user } = await createAccount(ctx, {
          provider: "password",
          account: { id: state.email, secret: temporaryPassword() },
          profile: {
            email: state.email,
            first_name: state.first_name,
            last_name: state.last_name,
            must_change_password: true,
            attendee_id: attendeeId,
          },
        });
        userId = user._id;
        mayAddRole = true;
        result.created_count++;
      } catch (error) {
        fail(row, `Could not create the account for ${state.email}. ${reason(error)}`);
        continue;
      }
    }
    try {
      const outcome = await ctx.runMutation(internal.csvImport.grantServerRole, { userId, attendeeId, mayAddRole, retreatId: ctx.retreatId });
      if (outcome === "unconfirmed") {
        result.unlinked.push({ row, message: unlinkedMessage(row, state.email) });
        continue;
      }
    } catch (error) {
      fail(row, `Could not give ${state.email} the server role. ${reason(error)}`);
      continue;
    }
    result.success_count++;
  }
  return result;
}
