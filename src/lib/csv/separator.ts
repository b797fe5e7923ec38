export type Separator = "," | ";" | "\t";

/**
 * Comma, semicolon or tab, whichever appears most often outside quotes in the header row
 * (Spanish-locale spreadsheets export with semicolons, "Text (tab delimited)" with tabs). A tie
 * means comma.
 */
export function detectSeparator(text: string): Separator {
  let commas = 0;
  let semicolons = 0;
  let tabs = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (commas + semicolons + tabs > 0) break;
    } else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === "\t") tabs++;
  }
  if (tabs > commas && tabs > semicolons) return "\t";
  return semicolons > commas ? ";" : ",";
}
