/** The email extractor's user-facing texts (SPEC.md §8 "Email extractor"), shared with the browser. */

export const MAX_EMAIL_TEXT = 50_000;

export const EXTRACTION_MESSAGES = {
  emptyText: "Please paste some email content to extract data from.",
  noData: "No data returned from extraction function",
  failed: "Failed to extract data",
  incomplete: "Incomplete Data",
  invalidEmail: "Invalid Email",
  tooLong: (length: number) =>
    `The pasted text is ${length.toLocaleString("en-US")} characters long; paste only the registration email (at most ${MAX_EMAIL_TEXT.toLocaleString("en-US")}).`,
} as const;
