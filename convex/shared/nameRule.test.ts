import { describe, expect, it } from "vitest";
import { formatName } from "./nameRule";

describe("the name rule (SPEC.md §9)", () => {
  it.each([
    ["josé maría de la cruz", "José María de la Cruz"],
    ["JUAN DE LA CRUZ", "Juan de la Cruz"],
    ["maria DEL carmen", "Maria del Carmen"],
    ["ludwig VAN beethoven", "Ludwig van Beethoven"],
    ["otto von bismarck", "Otto von Bismarck"],
    ["pedro de los santos", "Pedro de los Santos"],
    ["ana de las casas", "Ana de las Casas"],
    ["garcía y lópez", "García y López"],
    ["joão dos santos", "João dos Santos"],
    ["jan van der berg", "Jan van der Berg"],
  ])("keeps the particles of %s lowercase", (typed, stored) => expect(formatName(typed)).toBe(stored));

  it("capitalises a particle that starts the name (a last name on its own)", () => {
    expect(formatName("de la cruz")).toBe("De la Cruz");
    expect(formatName("VAN DER BERG")).toBe("Van der Berg");
  });

  it("capitalises each part of hyphenated and apostrophe names, and accents", () => {
    expect(formatName("o'brien")).toBe("O'Brien");
    expect(formatName("smith-jones")).toBe("Smith-Jones");
    expect(formatName("ÁLVAREZ-NÚÑEZ")).toBe("Álvarez-Núñez");
  });

  it("keeps a name typed in mixed case as its owner wrote it", () => {
    expect(formatName("McDonald")).toBe("McDonald");
    expect(formatName("DeVries")).toBe("DeVries");
    expect(formatName("mcdonald")).toBe("Mcdonald");
  });

  it("collapses spaces and handles empty values", () => {
    expect(formatName("  ana   maria ")).toBe("Ana Maria");
    expect(formatName("")).toBe("");
    expect(formatName(null)).toBe("");
  });
});

describe("Spanish names (issue 27)", () => {
  it.each([
    ["MARÍA DE LOS ÁNGELES DEL RÍO", "María de los Ángeles del Río"],
    ["josé y las casas", "José y las Casas"],
    ["íñigo de la peña y núñez", "Íñigo de la Peña y Núñez"],
  ])("keeps de, del, de la, y, los and las lowercase inside %s", (typed, stored) => expect(formatName(typed)).toBe(stored));
});
