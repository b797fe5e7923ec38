/**
 * Matching spreadsheet headers and email labels to attendee fields: tolerant of case, accents,
 * spaces, underscores and punctuation, with the aliases of SPEC.md §5 and common Spanish names.
 */

import { IMPORT_FIELDS, type ImportField } from "./importRow";
import { plainWords } from "./text";

/** "Correo Electrónico", "correo_electronico" and " CORREO-ELECTRONICO " all become "correo electronico". */
export function normalizeHeader(header: string): string {
  return plainWords(header);
}

/** Other names for each field; the field's own name (with spaces for underscores) always matches. */
export const HEADER_ALIASES: Record<ImportField, string[]> = {
  first_name: ["first", "firstname", "given name", "name first", "nombre", "nombres", "primer nombre", "nombre de pila"],
  last_name: ["last", "lastname", "surname", "family name", "name last", "apellido", "apellidos"],
  email: ["e mail", "email address", "e mail address", "correo", "correo electronico", "email correo electronico", "mail"],
  phone_number: [
    "phone", "cell", "cell phone", "cellphone", "mobile", "mobile phone", "telephone", "phone number cell",
    "telefono", "numero de telefono", "celular", "telefono celular", "movil",
  ],
  has_paid: ["paid", "payment", "payment status", "payment received", "pagado", "pago", "pago recibido"],
  amount_paid: ["amount", "paid amount", "payment amount", "total paid", "monto pagado", "cantidad pagada", "monto"],
  cost_of_retreat: ["retreat cost", "cost", "price", "costo", "costo del retiro", "precio"],
  donations: ["donation", "donacion", "donaciones"],
  admin_fees: ["admin fee", "administrative fee", "administrative fees", "cuota administrativa", "cargo administrativo"],
  palancas_amount: ["palancas", "palanca amount", "monto palancas"],
  tshirt_size: [
    "t shirt size", "tshirt", "t shirt", "shirt size", "shirt", "talla", "talla de camisa", "talla de camiseta",
    "talla camisa", "talla camiseta",
  ],
  birthday: ["birth date", "birthdate", "date of birth", "dob", "fecha de nacimiento", "cumpleanos", "nacimiento"],
  marital_status: ["marital", "estado civil"],
  parish: ["church", "home parish", "parroquia", "iglesia"],
  family_number: ["family", "family no", "numero de familia", "familia"],
  health_issues: [
    "health", "health conditions", "medical conditions", "medical issues", "health concerns",
    "problemas de salud", "salud", "condiciones medicas",
  ],
  allergies: ["allergy", "food allergies", "alergias", "alergia"],
  known_servers: ["servers you know", "servers known", "servidores conocidos", "conoce a servidores"],
  snore: ["snores", "snoring", "do you snore", "ronca", "ronquidos", "ronca usted"],
  baptism: ["baptized", "baptised", "bautismo", "bautizado"],
  first_communion: ["communion", "primera comunion"],
  confirmation: ["confirmed", "confirmacion", "confirmado"],
  matrimony: ["married in the church", "church marriage", "matrimonio", "matrimonio por la iglesia"],
  st_agnes_parishioner: ["st agnes", "saint agnes parishioner", "parishioner", "feligres de santa ines"],
  sleeps_at_home: ["sleep at home", "sleeping at home", "duerme en casa", "dormira en casa"],
  address_line_1: ["address", "address 1", "street", "street address", "direccion", "direccion 1", "domicilio", "calle"],
  address_line_2: ["address 2", "apt", "apartment", "suite", "direccion 2"],
  city: ["town", "ciudad"],
  state: ["province", "estado", "provincia"],
  zip_code: ["zip", "zipcode", "postal code", "postcode", "codigo postal"],
  country: ["pais"],
  emergency_contact_1_name: [
    "emergency contact", "emergency contact name", "emergency name", "emergency contact 1",
    "contacto de emergencia", "nombre contacto de emergencia", "contacto de emergencia nombre",
  ],
  emergency_contact_1_phone: [
    "emergency contact phone", "emergency phone", "telefono de emergencia", "telefono contacto de emergencia",
    "contacto de emergencia telefono",
  ],
  emergency_contact_1_email: ["emergency contact email", "emergency email", "correo contacto de emergencia"],
  emergency_contact_1_relationship: [
    "emergency contact relationship", "emergency relationship", "relationship", "parentesco",
    "parentesco contacto de emergencia",
  ],
  emergency_contact_2_name: ["emergency contact 2", "contacto de emergencia 2"],
  emergency_contact_2_phone: ["telefono de emergencia 2"],
  emergency_contact_2_email: [],
  emergency_contact_2_relationship: ["parentesco 2"],
  referral_name: ["referral", "referred by", "sponsor", "sponsor name", "referido por", "padrino"],
  referral_phone: ["sponsor phone", "telefono del padrino"],
  referral_email: ["sponsor email", "correo del padrino"],
  referral_relationship: ["sponsor relationship"],
};

const HEADER_TO_FIELD: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) => [
    [normalizeHeader(field), field] as const,
    ...HEADER_ALIASES[field].map((alias) => [normalizeHeader(alias), field] as const),
  ]),
);

/** The attendee field a header names, or null for a column the import does not read. */
export function fieldForHeader(header: string): ImportField | null {
  return HEADER_TO_FIELD.get(normalizeHeader(header)) ?? null;
}
