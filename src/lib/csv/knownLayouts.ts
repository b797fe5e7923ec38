/**
 * Layouts of the tools parishes move from, recognised by their headers so the preview can say
 * what the file is. Their columns are placed by columnMeaning.ts like any other header; this
 * only names the source.
 */
import { normalizeHeader } from "../../../convex/shared/fieldAliases";

export type KnownLayout = { id: "emaus" | "google-forms" | "planning-center"; name: string };

const LAYOUTS: { layout: KnownLayout; matches: (headers: ReadonlySet<string>) => boolean }[] = [
  {
    layout: { id: "emaus", name: "Emaús participant export" },
    matches: (headers) => ["tipousuario", "emerg1nombre", "telcelular", "invitadopor"].filter((name) => headers.has(name)).length >= 3,
  },
  {
    layout: { id: "planning-center", name: "Planning Center People export" },
    matches: (headers) =>
      ["person id", "given name", "home address street line 1", "mobile phone number", "household id", "home email"].filter((name) =>
        headers.has(name),
      ).length >= 3,
  },
  {
    layout: { id: "google-forms", name: "Google Forms responses" },
    matches: (headers) => headers.has("timestamp") || headers.has("marca temporal") || headers.has("marca de tiempo"),
  },
];

/**
 * Columns a layout uses differently from their header's usual meaning: Planning Center's "Given
 * Name" is the legal name, often empty, beside the "First Name" everyone goes by.
 */
export const LAYOUT_UNUSED: Partial<Record<KnownLayout["id"], readonly string[]>> = {
  "planning-center": ["given name"],
};

export function recogniseLayout(header: readonly string[]): KnownLayout | null {
  const headers = new Set(header.map((name) => normalizeHeader(name)));
  return LAYOUTS.find(({ matches }) => matches(headers))?.layout ?? null;
}
