import { ConvexError } from "convex/values";

/** What a rule's refusal carries: a code the client can tell apart and the message shown to staff. */
type Refusal = { code: string; message: string };

/** The ConvexError data of an error a rule raised; any other error is thrown again. */
export function refusalData<Data = Refusal>(error: unknown): Data {
  if (error instanceof ConvexError) return error.data as Data;
  throw error;
}

/**
 * The ConvexError data of a call that must be refused; fails the test if the call succeeds or fails
 * any other way.
 */
export async function refusalOf<Data = Refusal>(promise: Promise<unknown>): Promise<Data> {
  try {
    await promise;
  } catch (error) {
    return refusalData<Data>(error);
  }
  throw new Error("expected the call to be refused");
}

/** The message of a call that must be refused by a rule. */
export async function refusalMessage(promise: Promise<unknown>): Promise<string> {
  return (await refusalOf(promise)).message;
}
