import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { extractAttendee } from "./emailExtraction";

/** Realistic registration emails (tests/fixtures/emails/NAME.txt) with the fields each must give (NAME.json). */
const folder = fileURLToPath(new URL("../../tests/fixtures/emails", import.meta.url));
const samples = readdirSync(folder)
  .filter((file) => file.endsWith(".txt"))
  .map((file) => file.replace(/\.txt$/, ""));

describe("the built-in reader on sample registration emails", () => {
  it("has samples to read", () => expect(samples.length).toBeGreaterThanOrEqual(5));

  it.each(samples)("%s", async (name) => {
    const text = readFileSync(join(folder, `${name}.txt`), "utf8");
    const expected = JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8")) as { data: Record<string, unknown> };
    const result = await extractAttendee(text, null);
    expect(result.extractor).toBe("rules");
    expect(result.data).toEqual(expected.data);
    expect(result.leftOut).toEqual([]);
  });
});
