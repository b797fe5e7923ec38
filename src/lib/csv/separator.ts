export type Separator = "," | ";";

/**
 * Comma or semicolon, whichever appears more often outside quotes in the header row
 * (Spanish-locale spreadsheets export with semicolons). A tie means comma.
 */
export function detectSeparator(text: string): Separator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (commas + semicolons > 0) break;
    } else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}
