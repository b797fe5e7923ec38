import { describe, expect, it } from "vitest";
import { fieldForHeader, HEADER_ALIASES, normalizeHeader } from "./fieldAliases";
import { IMPORT_FIELDS } from "./importRow";

describe("header matching", () => {
  it("normalises case, accents, spaces, underscores and punctuation", () => {
    expect(normalizeHeader("  Correo_Electrónico ")).toBe("correo electronico");
    expect(normalizeHeader("T-Shirt Size:")).toBe("t shirt size");
  });

  it("matches every field by its own name", () => {
    for (const field of IMPORT_FIELDS) expect(fieldForHeader(field)).toBe(field);
  });

  it("gives every alias exactly one field", () => {
    const owners = new Map<string, string[]>();
    for (const field of IMPORT_FIELDS) {
      for (const name of [field, ...HEADER_ALIASES[field]]) {
        const key = normalizeHeader(name);
        owners.set(key, [...(owners.get(key) ?? []), field]);
      }
    }
    const shared = [...owners].filter(([, fields]) => new Set(fields).size > 1);
    expect(shared).toEqual([]);
  });

  it.each([
    ["Nombre", "first_name"],
    ["Apellido", "last_name"],
    ["Correo", "email"],
    ["Teléfono", "phone_number"],
    ["Parroquia", "parish"],
    ["Talla", "tshirt_size"],
    ["Estado Civil", "marital_status"],
    ["Dirección", "address_line_1"],
    ["Código Postal", "zip_code"],
    ["Ronca", "snore"],
    ["Duerme en casa", "sleeps_at_home"],
    ["Primera Comunión", "first_communion"],
    ["Contacto de emergencia", "emergency_contact_1_name"],
    ["Teléfono de emergencia", "emergency_contact_1_phone"],
  ])("reads the Spanish header %j as %s", (header, field) => expect(fieldForHeader(header)).toBe(field));

  it("does not guess at unknown headers", () => {
    expect(fieldForHeader("Timestamp")).toBeNull();
    expect(fieldForHeader("")).toBeNull();
  });
});
