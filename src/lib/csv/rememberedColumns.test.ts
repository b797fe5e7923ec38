/** Staff's column choices are remembered per header layout; anything unreadable in storage is ignored. */
import { afterEach, expect, it } from "vitest";
import { headerSignature } from "./columnMeaning";
import { rememberChoices, rememberedChoices } from "./rememberedColumns";

afterEach(() => window.localStorage.clear());

it("gives back the choices for the same headers only, and drops what is not a field", () => {
  const signature = headerSignature(["Nombre", "Apellidos", "E-mail del participante"]);
  rememberChoices(signature, { 2: "email", 1: null });
  expect(rememberedChoices(headerSignature(["nombre", "APELLIDOS", "E-mail del participante"]))).toEqual({ 2: "email", 1: null });
  expect(rememberedChoices(headerSignature(["Nombre", "Apellidos"]))).toEqual({});
  window.localStorage.setItem(`retreat-admin.importColumns.${signature}`, JSON.stringify({ 2: "room_id", x: "email", 3: "city" }));
  expect(rememberedChoices(signature)).toEqual({ 3: "city" });
  window.localStorage.setItem(`retreat-admin.importColumns.${signature}`, "{not json");
  expect(rememberedChoices(signature)).toEqual({});
});
