/**
 * What the shared rules' refusals carry besides the English message (which stays the spec's
 * words): a reason, the key of the message in the screens' errors catalogue (`CODE.reason`), and
 * the values in it, so a screen can say the same thing in the person's language.
 */
export type RuleRefusal = { code: string; message: string; reason: string; params?: Record<string, string | number> };

/**
 * The values naming a field: `field`, the label as one word ("Needed per retreatant" →
 * "neededPerRetreatant") that a catalogue message selects its own words by, and `label`, the
 * English label, which a message shows for a field it does not know.
 */
export function labelParams(label: string): { field: string; label: string } {
  const words = label.trim().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
  const field = words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join("");
  return { field: field === "" ? "unknown" : field, label };
}
