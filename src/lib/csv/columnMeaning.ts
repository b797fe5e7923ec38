/**
 * What each spreadsheet column means for an attendee: one field, a part of one (a birthday's day,
 * a second surname, a street number), a second choice for one (a home phone used when the cell
 * phone is empty), or nothing. Headers are recognised in English and Spanish, with the
 * abbreviations and run-together words other retreat tools write ("telcelular", "emerg1nombre",
 * "dirmunicipio"), and question-style headers of form builders ("¿Ronca?", "What is your
 * T-shirt size?").
 */
import { FIELD_LABELS } from "../../../convex/shared/attendeeRules";
import { fieldForHeader, normalizeHeader } from "../../../convex/shared/fieldAliases";
import { IMPORT_FIELDS, type ImportField } from "../../../convex/shared/importRow";
// The Spanish export's headers are read back whatever the reader's language: bundled, not fetched.
import spanishHeaders from "../../i18n/locales/es/importHeaders.json";
import { formatterFor } from "../../i18n/namespace";
import { importHeadersNs } from "../../i18n/namespaces/importHeaders";

/** Parts of a field that spreadsheets split across columns, and second choices. */
export const PART_TARGETS = {
  full_name: "Full Name (first and last)",
  last_name_2: "Second Last Name (added to Last Name)",
  birth_day: "Birthday: Day",
  birth_month: "Birthday: Month",
  birth_year: "Birthday: Year",
  street_number: "Street Number (added to Address Line 1)",
  phone_number_other: "Other Phone (used when Phone is empty)",
  emergency_contact_1_phone_other: "Emergency Contact 1 Other Phone (used when empty)",
  emergency_contact_2_phone_other: "Emergency Contact 2 Other Phone (used when empty)",
  referral_phone_other: "Referral Other Phone (used when empty)",
} as const;

export type PartTarget = keyof typeof PART_TARGETS;
export type ColumnTarget = ImportField | PartTarget;

/** The field a second-choice phone column fills when the row leaves that field empty. */
export const OTHER_PHONE_OF: Record<Extract<PartTarget, `${string}_other`>, ImportField> = {
  phone_number_other: "phone_number",
  emergency_contact_1_phone_other: "emergency_contact_1_phone",
  emergency_contact_2_phone_other: "emergency_contact_2_phone",
  referral_phone_other: "referral_phone",
};

/** Every target staff may choose for a column, in the attendee form's order, parts after their field. */
export const COLUMN_TARGETS: readonly ColumnTarget[] = IMPORT_FIELDS.flatMap((field): ColumnTarget[] => {
  switch (field) {
    case "first_name":
      return [field, "full_name"];
    case "last_name":
      return [field, "last_name_2"];
    case "phone_number":
      return [field, "phone_number_other"];
    case "birthday":
      return [field, "birth_day", "birth_month", "birth_year"];
    case "address_line_1":
      return [field, "street_number"];
    case "emergency_contact_1_phone":
    case "emergency_contact_2_phone":
    case "referral_phone":
      return [field, `${field}_other` as PartTarget];
    default:
      return [field];
  }
});

/** The importHeaders catalogue's key of a target's name. */
export function targetKey(target: ColumnTarget): `field.${ImportField}` | `part.${PartTarget}` {
  return target in PART_TARGETS ? `part.${target as PartTarget}` : `field.${target as ImportField}`;
}

export function targetLabel(target: ColumnTarget): string {
  return target in PART_TARGETS ? PART_TARGETS[target as PartTarget] : FIELD_LABELS[target as ImportField];
}

export function isColumnTarget(value: unknown): value is ColumnTarget {
  return typeof value === "string" && (COLUMN_TARGETS as readonly string[]).includes(value);
}

/**
 * Header names beyond the shared aliases (convex/shared/fieldAliases.ts), compared with spaces
 * removed, so "tel celular", "tel_celular" and "telcelular" are one name.
 */
const MORE_NAMES: Partial<Record<ColumnTarget, string[]>> = {
  first_name: ["given name", "nombre s", "primer nombre", "nombres de pila", "name given", "fname", "nom", "first nm"],
  last_name: [
    "apellido paterno", "primer apellido", "ap paterno", "apellidopaterno", "appaterno", "last nm", "lname", "family",
    "apellidos del participante",
  ],
  last_name_2: ["apellido materno", "segundo apellido", "ap materno", "apellidomaterno", "apmaterno", "second last name", "mother s last name"],
  full_name: [
    "name", "full name", "nombre completo", "nombre y apellidos", "nombre y apellido", "nombre completo del participante",
    "participant name", "person name", "attendee name", "retreatant name", "your name", "tu nombre", "su nombre",
  ],
  email: [
    "email", "emails", "email address", "correo e", "correoe", "mail address", "home email", "personal email",
    "direccion de correo electronico", "direccion de correo", "e mail personal", "correo personal", "primary email",
  ],
  phone_number: [
    "telcelular", "tel celular", "tel cel", "telcel", "cel", "celular", "mobile phone number", "cell phone number",
    "phone number", "numero celular", "numero de celular", "whatsapp", "telefono movil", "tel movil", "primary phone",
    "mobile number", "cell number", "tel", "tel 1", "telefono 1",
  ],
  phone_number_other: [
    "telcasa", "tel casa", "telefono casa", "telefono de casa", "home phone", "home phone number", "teltrabajo",
    "tel trabajo", "telefono trabajo", "telefono de trabajo", "work phone", "work phone number", "other phone",
    "otro telefono", "telefono 2", "tel 2", "phone 2", "alternate phone",
  ],
  birthday: ["fecha nacimiento", "fecha nac", "fechanac", "f nacimiento", "birth day", "birthdate", "born", "bday", "cumple"],
  birth_day: ["dia", "dia nacimiento", "dia de nacimiento", "birth day of month", "day", "dianac", "dia nac"],
  birth_month: ["mes", "mes nacimiento", "mes de nacimiento", "month", "birth month", "mesnac", "mes nac"],
  birth_year: ["anio", "ano", "año", "anio nacimiento", "ano de nacimiento", "year", "birth year", "anionac", "anio nac"],
  marital_status: ["estadocivil", "edo civil", "civil status", "marital status", "relationship status"],
  tshirt_size: ["camiseta", "camisa", "playera", "talla playera", "talla de playera", "size", "shirt sz", "t shirt", "tee shirt size"],
  parish: ["parroquia", "parroquia de origen", "church home", "home church", "parish church", "comunidad"],
  address_line_1: [
    "dircalle", "dir calle", "calle", "street line 1", "home address street line 1", "address street", "street 1",
    "address line1", "address1", "domicilio calle", "direccion calle", "mailing address",
  ],
  street_number: ["dirnumero", "dir numero", "numero", "num", "no exterior", "numero exterior", "num ext", "street number", "house number"],
  address_line_2: [
    "dircolonia", "dir colonia", "colonia", "street line 2", "home address street line 2", "address line2", "address2",
    "interior", "numero interior", "num int",
  ],
  city: ["dirmunicipio", "dir municipio", "municipio", "dirciudad", "localidad", "home address city", "ciudad", "town city"],
  state: ["direstado", "dir estado", "estado provincia", "home address state", "state province", "region"],
  zip_code: ["dircp", "dir cp", "cp", "c p", "codigo postal", "home address zip code", "zip code", "postal"],
  country: ["dirpais", "dir pais", "home address country", "country name", "nacion"],
  snore: ["ronca", "roncas", "ronca usted", "usted ronca", "snores", "do you snore", "ronca al dormir"],
  health_issues: [
    "medicinacual", "medicina cual", "medicina", "medicinas", "medicamentos", "medicamento", "medical notes", "medical",
    "medications", "medication", "enfermedad", "enfermedades", "padecimientos", "condicion medica", "salud notas",
    "toma algun medicamento", "que medicamentos toma", "condiciones de salud o medicamentos", "salud o medicamentos",
    "medications or health conditions", "medications or health conditions we should know about", "health conditions or medications",
  ],
  allergies: [
    "alimentoscual", "alimentos cual", "alimentos", "restricciones alimenticias", "restriccion alimenticia", "dieta",
    "dietary restrictions", "dietary needs", "food restrictions", "alergias alimentarias", "alergias o restricciones",
    "alergias o restricciones alimenticias", "allergies or dietary restrictions", "food allergies or dietary restrictions", "alergia o restriccion alimenticia", "alergias o dieta",
  ],
  emergency_contact_1_name: [
    "emerg1nombre", "emerg nombre", "emergnombre", "emergencia nombre", "contacto emergencia", "contacto emergencia nombre",
    "emergency contact 1 name", "emergency contact name 1", "emergency 1 name", "en caso de emergencia avisar a",
    "nombre contacto emergencia", "nombre contacto de emergencia",
  ],
  emergency_contact_1_relationship: [
    "emerg1relacion", "emerg relacion", "emerg1parentesco", "emergencia parentesco", "relacion", "parentesco contacto",
    "emergency contact 1 relationship", "emergency 1 relationship", "relationship to you",
  ],
  emergency_contact_1_phone: [
    "emerg1telcelular", "emerg1tel", "emerg1celular", "emerg tel", "emergtelcelular", "emergencia telefono",
    "telefono emergencia", "emergency contact 1 phone", "emergency 1 phone", "emergency contact phone number",
    "telefono contacto emergencia",
  ],
  emergency_contact_1_phone_other: ["emerg1telcasa", "emerg1teltrabajo", "emergency contact 1 home phone", "emergency contact 1 work phone"],
  emergency_contact_1_email: ["emerg1email", "emerg1correo", "emergency contact 1 email", "emergency 1 email", "correo emergencia"],
  emergency_contact_2_name: ["emerg2nombre", "emergency contact 2 name", "emergency 2 name", "segundo contacto de emergencia"],
  emergency_contact_2_relationship: ["emerg2relacion", "emerg2parentesco", "emergency contact 2 relationship", "emergency 2 relationship"],
  emergency_contact_2_phone: ["emerg2telcelular", "emerg2tel", "emerg2celular", "emergency contact 2 phone", "emergency 2 phone"],
  emergency_contact_2_phone_other: ["emerg2telcasa", "emerg2teltrabajo", "emergency contact 2 home phone", "emergency contact 2 work phone"],
  emergency_contact_2_email: ["emerg2email", "emerg2correo", "emergency contact 2 email", "emergency 2 email"],
  referral_name: [
    "invitadopor", "invitado por", "invito", "quien lo invito", "quien te invito", "quien le invito", "invited by", "who invited", "who invited you", "who referred you",
    "referred by", "referido por", "recomendado por", "padrino nombre",
  ],
  referral_phone: ["invtelcelular", "inv tel celular", "invtel", "invcelular", "telefono de quien invita", "referral phone", "inviter phone"],
  referral_phone_other: ["invtelcasa", "invteltrabajo", "inviter home phone", "inviter work phone"],
  referral_email: ["invemail", "invcorreo", "correo de quien invita", "referral email", "inviter email"],
  referral_relationship: ["invrelacion", "invparentesco", "relacion con quien invita", "referral relationship"],
  amount_paid: [
    "montopago", "monto pago", "monto pagado", "pago monto", "abono", "anticipo", "cantidad pagada", "amount paid",
    "importe pagado", "total pagado", "paid amount",
  ],
  has_paid: ["pagado", "pago", "ha pagado", "pago completo", "payment status", "fechapago", "fecha pago", "fecha de pago", "payment date", "date paid"],
  cost_of_retreat: ["costo", "costo retiro", "cuota", "precio del retiro", "fee", "registration fee"],
  donations: ["donativo", "donativos", "ofrenda"],
  palancas_amount: ["palancas monto", "montopalancas"],
  sleeps_at_home: ["duerme en casa", "dormira en su casa", "no se queda a dormir", "sleeps home"],
  baptism: ["sacramentobautismo", "sacramentobaptism", "sacramento bautismo", "bautizo"],
  first_communion: ["sacramentocomunion", "sacramentocommunion", "sacramento comunion", "comunion"],
  confirmation: ["sacramentoconfirmacion", "sacramentoconfirmation", "sacramento confirmacion"],
  matrimony: ["sacramentomatrimonio", "sacramentomarriage", "sacramento matrimonio", "casado por la iglesia"],
  known_servers: ["conoce a alguien", "conocidos", "conoce a algun servidor"],
  family_number: ["numero familia", "family number", "household id", "no familia"],
};

/**
 * Headers of columns that hold nothing an attendee record keeps (ids, timestamps, another app's
 * bookkeeping): recognised, so the preview can say so instead of asking staff about them.
 */
const KNOWN_UNUSED = [
  "timestamp", "marca temporal", "marca de tiempo", "fecha de registro", "id", "person id", "tipousuario", "tipo usuario",
  "apodo", "nickname", "ocupacion", "occupation", "medicinaespecial", "medicinahora", "alimentosrestringidos", "notas",
  "notes", "cancelado", "invitadaporemaus", "puntoencuentro", "becado", "palancasencargado", "palancaspedidas",
  "notaspalancas", "habitacionindividual", "mesa", "habitacion", "gender", "genero", "sexo", "grade", "school", "child",
  "status", "membership", "inactive reason", "inactive date", "created at", "updated at", "household name",
  "household primary contact", "campus", "name prefix", "name suffix", "middle name", "anniversary", "work email",
  "other email", "remote id", "edad", "age", "puntuacion", "score", "type", "tipo", "room", "table", "checked in",
  "check in status", "created at", "habitacion asignada",
];

/** Words question-style headers add around the field's name ("¿Cuál es tu talla de camiseta?"). */
const QUESTION_WORDS = new Set([
  "cual", "es", "su", "tu", "sus", "tus", "de", "del", "la", "el", "los", "las", "usted", "por", "favor", "indique",
  "indica", "escriba", "escribe", "anote", "what", "is", "your", "are", "you", "do", "please", "enter", "the", "of",
  "a", "an", "please", "provide", "tiene", "tienes", "has", "have", "si", "if", "any", "algun", "alguna",
]);

const compact = (name: string) => normalizeHeader(name).replace(/ /g, "");

const NAME_TO_TARGET: ReadonlyMap<string, ColumnTarget> = (() => {
  const map = new Map<string, ColumnTarget>();
  for (const [target, names] of Object.entries(MORE_NAMES) as [ColumnTarget, string[]][]) {
    for (const name of names) if (!map.has(compact(name))) map.set(compact(name), target);
  }
  return map;
})();

const UNUSED = new Set(KNOWN_UNUSED.map(compact));

/** The headers of a Spanish "Export everything" (importHeaders in Spanish), each to its field. */
const SPANISH_EXPORT: ReadonlyMap<string, ColumnTarget> = (() => {
  const spanish = formatterFor("es", importHeadersNs, { ...importHeadersNs.en, ...(spanishHeaders as unknown as typeof importHeadersNs.en) });
  return new Map(COLUMN_TARGETS.map((target) => [compact(spanish.format(targetKey(target))), target]));
})();

export type HeaderMeaning = { target: ColumnTarget } | { unused: true } | null;

function lookup(normalized: string): HeaderMeaning {
  if (normalized === "") return null;
  const shared = fieldForHeader(normalized);
  // "Name" alone is a full name, not a first name; the shared aliases say nothing about it.
  const key = normalized.replace(/ /g, "");
  const exported = SPANISH_EXPORT.get(key);
  if (exported !== undefined) return { target: exported };
  const more = NAME_TO_TARGET.get(key);
  if (more !== undefined) return { target: more };
  if (shared !== null) return { target: shared };
  if (UNUSED.has(key)) return { unused: true };
  return null;
}

/**
 * The meaning of a header: its field or part, "known but unused", or null when the import cannot
 * tell (staff then choose in the preview).
 */
export function meaningOfHeader(header: string): HeaderMeaning {
  for (const text of [header, header.replace(/\([^)]*\)|\[[^\]]*\]/g, " ")]) {
    const normalized = normalizeHeader(text);
    const direct = lookup(normalized);
    if (direct !== null) return direct;
    const words = normalized.split(" ").filter((word) => word !== "" && !QUESTION_WORDS.has(word));
    if (words.length === 0) continue;
    const asked = lookup(words.join(" "));
    if (asked !== null) return asked;
  }
  return null;
}

/** A sheet's headers as one key: the same headers in the same order are the same layout. */
export function headerSignature(headers: readonly string[]): string {
  return headers.map((header) => normalizeHeader(header)).join("|");
}
