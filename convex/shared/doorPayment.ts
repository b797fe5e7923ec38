import { moneyMessage, readCents } from "./money";

/**
 * Money taken (or given back) at the door. Pure rules shared by the check-in screen (to answer
 * before sending) and the server (which decides).
 */
export const DOOR_PAYMENT_MESSAGES = {
  empty: "Enter the amount received.",
  notANumber: (text: string) => `"${text}" is not an amount. Enter a number such as 150 or 150.00.`,
  negative: "The amount cannot be negative. To give money back, tick Refund.",
  zero: "Enter an amount greater than zero.",
  tooLarge: "That amount is too large for a payment at the door.",
  refundTooLarge: (paid: string) => `A refund cannot be more than he has paid (${paid}).`,
} as const;

export const MAX_DOOR_AMOUNT = 100_000;
export const MAX_NOTE_LENGTH = 200;

/**
 * A refusal carries its English message and, for the screens' other languages, the reason (the
 * key of DOOR_PAYMENT_MESSAGES) and the values in it; without a reason, the message is shown as it is.
 */
export type DoorAmountProblem = { ok: false; message: string; reason?: keyof typeof DOOR_PAYMENT_MESSAGES; params?: Record<string, string> };
export type DoorAmount = { ok: true; amount: number } | DoorAmountProblem;

/** The signed amount (negative for a refund) of what staff typed, in cents precision. */
export function parseDoorAmount(text: string, refund: boolean): DoorAmount {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: DOOR_PAYMENT_MESSAGES.empty, reason: "empty" };
  const reading = readCents(trimmed);
  if (!reading.ok && reading.problem === "notANumber") {
    return { ok: false, message: DOOR_PAYMENT_MESSAGES.notANumber(trimmed), reason: "notANumber", params: { text: trimmed } };
  }
  if (!reading.ok && reading.problem === "tooLarge") return { ok: false, message: DOOR_PAYMENT_MESSAGES.tooLarge, reason: "tooLarge" };
  // Other problems (more than two decimals) are the money rule's own messages.
  if (!reading.ok) return { ok: false, message: moneyMessage(reading.problem, "The amount", trimmed) };
  if (reading.cents < 0 && !refund) return { ok: false, message: DOOR_PAYMENT_MESSAGES.negative, reason: "negative" };
  const cents = Math.abs(reading.cents);
  if (cents === 0) return { ok: false, message: DOOR_PAYMENT_MESSAGES.zero, reason: "zero" };
  if (cents > MAX_DOOR_AMOUNT * 100) return { ok: false, message: DOOR_PAYMENT_MESSAGES.tooLarge, reason: "tooLarge" };
  return { ok: true, amount: (refund ? -cents : cents) / 100 };
}

/**
 * Paid once the amount paid covers the cost of the retreat; when no cost is on file, any amount
 * counts as paid (as an import marks a man paid when amount paid is above 0).
 */
export function isPaidAfter(amountPaid: number, costOfRetreat: number | undefined): boolean {
  if (costOfRetreat !== undefined && costOfRetreat > 0) return amountPaid >= costOfRetreat;
  return amountPaid > 0;
}

/** The amount paid after adding a door payment (or refund), in cents precision. */
export function addDoorAmount(amountPaid: number | undefined, amount: number): number {
  return Math.round((amountPaid ?? 0) * 100 + amount * 100) / 100;
}
