/**
 * The attendee rules' refusals inside the import's row texts ("Row 5: Email: Please enter a valid
 * email address", 'Row 3: Phone "12": Please enter a valid phone number; left empty'), made in
 * English by the parser and by the server, said again in the person's language. A text with any
 * part this does not know stays wholly English rather than half translated.
 */
import { LIMITS, MESSAGES } from "../../../convex/shared/attendeeRules";
import { AMOUNT_PROBLEMS, type AmountProblem } from "../../../convex/shared/money";
import type { ImportsKey } from "../../lib/csv/messages";

type Say = (key: ImportsKey, values?: Record<string, string>) => string;

const PLAIN: Record<string, ImportsKey> = {
  [MESSAGES.required]: "rule.required",
  [MESSAGES.email]: "rule.email",
  [MESSAGES.phone]: "rule.phone",
  [MESSAGES.date]: "rule.date",
  [MESSAGES.money]: "rule.money",
  [MESSAGES.boolean]: "rule.boolean",
  "Type must be Retreatant or Server": "rule.type",
  // A value the email extractor could not read (convex/model/emailExtraction.ts).
  "could not be read": "rule.couldNotRead",
};

const PROBLEM_KEYS: Record<AmountProblem, ImportsKey> = {
  empty: "csv.problem.empty",
  notANumber: "csv.problem.notANumber",
  decimals: "csv.problem.decimals",
  tooLarge: "csv.problem.tooLarge",
};

/** One rule's message, or undefined. */
function ruleMessage(message: string, t: Say): string | undefined {
  if (Object.prototype.hasOwnProperty.call(PLAIN, message)) return t(PLAIN[message]);
  for (const n of new Set<number>([LIMITS.name, LIMITS.email, LIMITS.text])) {
    if (message === MESSAGES.tooLong(n)) return t("rule.tooLong", { n: String(n) });
    if (message === MESSAGES.nameTooLong(n)) return t("rule.nameTooLong", { n: String(n) });
  }
  for (const [problem, text] of Object.entries(AMOUNT_PROBLEMS) as [AmountProblem, string][]) {
    if (message === `${MESSAGES.money}: ${text}`) return t("rule.moneyProblem", { problem: t(PROBLEM_KEYS[problem]) });
  }
  return undefined;
}

/** "Label: message" parts joined with "; ", each field named by `label` (undefined for a name it does not know). */
function reasonText(reason: string, t: Say, label: (english: string) => string | undefined): string | undefined {
  const parts: string[] = [];
  for (const part of reason.split("; ")) {
    const colon = part.indexOf(": ");
    if (colon < 0) return undefined;
    const name = label(part.slice(0, colon));
    const message = ruleMessage(part.slice(colon + 2), t);
    if (name === undefined || message === undefined) return undefined;
    parts.push(t("rule.field", { label: name, message }));
  }
  return parts.join("; ");
}

const QUOTED_VALUE = / \(("(?:[^"]|"(?!\)$))*")\)$/;

/**
 * One field's problem as the review of an email import lists it: "Phone: Please enter a valid
 * phone number", with the value read after it ('("555-12")') kept as it is; undefined when unknown.
 */
export function ruleProblemText(text: string, t: Say, label: (english: string) => string | undefined): string | undefined {
  const quoted = QUOTED_VALUE.exec(text);
  const said = reasonText(quoted === null ? text : text.slice(0, quoted.index), t, label);
  if (said === undefined) return undefined;
  return quoted === null ? said : `${said} (${quoted[1]})`;
}

const DROPPED = /^Row (\d+): (.+?) ("(?:[^"]|"(?!: ))*"): (.+); left empty$/;
const REFUSED = /^Row (\d+): (.+)$/;

/** A row's text from the attendee rules in the person's language, or undefined when some part is unknown. */
export function ruleRowText(message: string, t: Say, label: (english: string) => string | undefined): string | undefined {
  const dropped = DROPPED.exec(message);
  if (dropped !== null) {
    const [, row, field, cell, problem] = dropped;
    const name = label(field);
    const said = ruleMessage(problem, t);
    if (name !== undefined && said !== undefined) return t("csv.cellWarning", { row, label: name, cell, problem: said });
  }
  const refused = REFUSED.exec(message);
  if (refused === null) return undefined;
  const reason = reasonText(refused[2], t, label);
  return reason === undefined ? undefined : t("csv.rowReason", { row: refused[1], reason });
}
