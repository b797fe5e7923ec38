import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { extractAttendee } from "./model/emailExtraction";
import { splitFullName } from "./model/emailLabels";
import { IMPORT_FIELDS } from "./shared/importRow";
import { asRole, refusalOf, setupTest } from "./test.helpers";

const offline = (text: string) => extractAttendee(text, null);

describe("the built-in extractor", () => {
  test("reads an English form notification", async () => {
    const email = `From: St. Agnes Registrations <noreply@stagnes.org>
Subject: New retreat registration

A new registration was submitted:

First Name: John
Last Name: Smith
Email: John.Smith@Example.com
Phone: (512) 555-0142
Parish: St. Agnes
T-Shirt Size: XL
Date of Birth: 03/05/1980
Do you snore? Yes
Allergies: Peanuts
Emergency Contact: Mary Smith (wife) 512-555-0199

Thank you!`;
    const result = await offline(email);
    expect(result.extractor).toBe("rules");
    expect(result.data).toEqual({
      first_name: "John",
      last_name: "Smith",
      email: "john.smith@example.com",
      phone_number: "(512) 555-0142",
      parish: "St. Agnes",
      tshirt_size: "XL",
      birthday: "1980-03-05",
      snore: true,
      allergies: "Peanuts",
      emergency_contact_1_name: "Mary Smith",
      emergency_contact_1_phone: "512-555-0199",
      emergency_contact_1_relationship: "wife",
    });
    expect(result.leftOut).toEqual([]);
  });

  test("reads a Spanish registration with accents", async () => {
    const email = `Hola, les envío mi inscripción para el retiro.

Nombre: José Luis
Apellidos: Núñez Peña
Correo electrónico: jose.nunez@example.org
Teléfono: 512 555 0123
Parroquia: San José
Talla: M
Fecha de nacimiento: 12 de diciembre de 1975
Estado civil: Casado
Duerme en casa: no
Contacto de emergencia: María Peña (esposa) 512-555-0177

Gracias, José`;
    const result = await offline(email);
    expect(result.data).toMatchObject({
      first_name: "José Luis",
      last_name: "Núñez Peña",
      email: "jose.nunez@example.org",
      phone_number: "512 555 0123",
      parish: "San José",
      tshirt_size: "M",
      birthday: "1975-12-12",
      marital_status: "Casado",
      sleeps_at_home: false,
      emergency_contact_1_name: "María Peña",
      emergency_contact_1_relationship: "esposa",
      emergency_contact_1_phone: "512-555-0177",
    });
  });

  test("reads bilingual bold labels, a full name, and a table pasted with tabs", async () => {
    const email = `**Name / Nombre:** Ramón de la Cruz
**Email / Correo:** <RAMON@example.org>
Phone\t512-555-0100
City\tAustin
Shirt size\tL`;
    const result = await offline(email);
    expect(result.data).toMatchObject({
      first_name: "Ramón",
      last_name: "de la Cruz",
      email: "ramon@example.org",
      phone_number: "512-555-0100",
      city: "Austin",
      tshirt_size: "L",
    });
  });

  test("reads labels on their own line with the value below (website form layout)", async () => {
    const email = `Full Name

Peter O'Brien

Email Address

peter@example.net

Home Parish

Holy Family`;
    const result = await offline(email);
    expect(result.data).toMatchObject({ first_name: "Peter", last_name: "O'Brien", email: "peter@example.net", parish: "Holy Family" });
  });

  test("reads a free-text email and ignores the mail headers' addresses", async () => {
    const email = `From: office@stagnes.org
To: retreat@stagnes.org

Hi, my name is Miguel Torres and I would like to sign up for the retreat.
You can reach me at miguel.torres@example.com or 512-555-0188.`;
    const result = await offline(email);
    expect(result.data).toMatchObject({
      first_name: "Miguel",
      last_name: "Torres",
      email: "miguel.torres@example.com",
      phone_number: "512-555-0188",
    });
  });

  test.each([
    ["John Smith", "John", "Smith"],
    ["Ramón Núñez Peña", "Ramón", "Núñez Peña"],
    ["José Luis Núñez Peña", "José Luis", "Núñez Peña"],
    ["Juan de la Cruz", "Juan", "de la Cruz"],
  ])("splits the full name %j into %j and %j", (full, first, last) => {
    expect(splitFullName(full)).toEqual({ first, last });
  });

  test("leaves out a value the attendee form would refuse and says so", async () => {
    const result = await offline("First name: Ann\nLast name: Lee\nEmail: ann@example.org\nPhone: 555-12\nBirthday: someday");
    expect(result.data).toEqual({ first_name: "Ann", last_name: "Lee", email: "ann@example.org" });
    expect(result.leftOut).toEqual([
      'Birthday: could not be read ("someday")',
      'Phone: Please enter a valid phone number ("555-12")',
    ]);
  });

  test("refuses empty text, text without a name and email, and an email that is not one", async () => {
    expect(await refusalOf<Record<string, unknown>>(offline("   \n "))).toEqual({
      code: "EMPTY_TEXT",
      message: "Please paste some email content to extract data from.",
    });
    expect(await refusalOf<Record<string, unknown>>(offline("Email: sam@example.org"))).toEqual({
      code: "INCOMPLETE_DATA",
      message: "Incomplete Data",
      missing: ["First Name", "Last Name"],
    });
    expect(await refusalOf<Record<string, unknown>>(offline("First name: Sam\nLast name: Hill\nEmail: sam at example dot org"))).toEqual({
      code: "INVALID_EMAIL",
      message: "Invalid Email",
      email: "sam at example dot org",
    });
  });

  test("a text too long is refused with its length and the limit as values, for the client's languages", async () => {
    expect(await refusalOf<Record<string, unknown>>(offline("x".repeat(60_000)))).toEqual({
      code: "TEXT_TOO_LONG",
      message: "The pasted text is 60,000 characters long; paste only the registration email (at most 50,000).",
      params: { length: 60_000, max: 50_000 },
    });
  });
});

type Recorded = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** An OpenAI-compatible chat completions endpoint on 127.0.0.1 answering with `reply`. */
async function fakeOpenAi(reply: (body: Record<string, unknown>) => { status: number; json: unknown }) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      const { status, json } = reply(body);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function completion(content: string | null) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1,
    model: "test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
  };
}

const allNull = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null]));

describe("the OpenAI extractor", () => {
  afterEach(() => vi.unstubAllEnvs());

  test("sends the email to the configured server and model with a structured output, and says it was used", async () => {
    const fields = { ...allNull, first_name: "José", last_name: "Núñez", email: "JOSE@EXAMPLE.ORG", snore: "yes", amount_paid: "$150" };
    const server = await fakeOpenAi(() => ({ status: 200, json: completion(JSON.stringify(fields)) }));
    try {
      vi.stubEnv("OPENAI_API_KEY", "test-key");
      vi.stubEnv("OPENAI_BASE_URL", server.baseURL);
      vi.stubEnv("OPENAI_MODEL", "retreat-test-model");
      const t = setupTest();
      const { client } = await asRole(t, "admin");
      const emailText = "Hola, soy José Núñez, jose@example.org";
      const result = await client.action(api.extraction.extractFromEmail, { emailText });

      expect(result).toEqual({
        success: true,
        extractor: "openai",
        model: "retreat-test-model",
        data: { first_name: "José", last_name: "Núñez", email: "jose@example.org", snore: true, amount_paid: 150 },
        leftOut: [],
      });
      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request.path).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe("Bearer test-key");
      expect(request.body.model).toBe("retreat-test-model");
      expect(JSON.stringify(request.body.messages)).toContain(emailText);
      const format = request.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } };
      expect(format.type).toBe("json_schema");
      expect(format.json_schema.name).toBe("registration");
      expect(format.json_schema.strict).toBe(true);
      expect(Object.keys(format.json_schema.schema.properties).sort()).toEqual([...IMPORT_FIELDS].sort());
    } finally {
      await server.close();
    }
  });

  test("an error from the service is 'Failed to extract data' and never echoes the key", async () => {
    const server = await fakeOpenAi(() => ({ status: 401, json: { error: { message: "Incorrect API key provided: sk-secret", type: "invalid_request_error" } } }));
    try {
      vi.stubEnv("OPENAI_API_KEY", "sk-secret");
      vi.stubEnv("OPENAI_BASE_URL", server.baseURL);
      const t = setupTest();
      const { client } = await asRole(t, "admin");
      const refusal = await refusalOf<Record<string, unknown>>(client.action(api.extraction.extractFromEmail, { emailText: "Name: A B" }));
      expect(refusal).toEqual({ code: "EXTRACTION_FAILED", message: "Failed to extract data", detail: "The extraction service answered 401." });
      expect(server.requests[0].body.model).toBe("gpt-4o-mini");
    } finally {
      await server.close();
    }
  });

  test("an answer without content is 'No data returned from extraction function'", async () => {
    const server = await fakeOpenAi(() => ({ status: 200, json: completion(null) }));
    try {
      vi.stubEnv("OPENAI_API_KEY", "test-key");
      vi.stubEnv("OPENAI_BASE_URL", server.baseURL);
      const t = setupTest();
      const { client } = await asRole(t, "admin");
      const refusal = await refusalOf<Record<string, unknown>>(client.action(api.extraction.extractFromEmail, { emailText: "Name: A B" }));
      expect(refusal).toEqual({ code: "NO_DATA", message: "No data returned from extraction function" });
    } finally {
      await server.close();
    }
  });

  test("an answer without the registrant's name is 'Incomplete Data'", async () => {
    const server = await fakeOpenAi(() => ({ status: 200, json: completion(JSON.stringify({ ...allNull, email: "a@b.org" })) }));
    try {
      vi.stubEnv("OPENAI_API_KEY", "test-key");
      vi.stubEnv("OPENAI_BASE_URL", server.baseURL);
      const t = setupTest();
      const { client } = await asRole(t, "admin");
      const refusal = await refusalOf<Record<string, unknown>>(client.action(api.extraction.extractFromEmail, { emailText: "a@b.org" }));
      expect(refusal).toMatchObject({ code: "INCOMPLETE_DATA", message: "Incomplete Data" });
    } finally {
      await server.close();
    }
  });
});

describe("the extraction action", () => {
  test("uses the built-in extractor without a key", async () => {
    vi.stubEnv("OPENAI_API_KEY", "");
    try {
      const t = setupTest();
      const { client } = await asRole(t, "admin");
      const result = await client.action(api.extraction.extractFromEmail, { emailText: "Nombre: Ana\nApellido: Ruiz\nCorreo: ana@example.org" });
      expect(result).toMatchObject({ extractor: "rules", model: null, data: { first_name: "Ana", last_name: "Ruiz", email: "ana@example.org" } });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test("refuses the signed-out and roles without manageAttendees", async () => {
    const t = setupTest();
    const call = (client: Pick<typeof t, "action">) => client.action(api.extraction.extractFromEmail, { emailText: "Name: A B" });
    expect((await refusalOf<Record<string, unknown>>(call(t))).message).toBe("You must be signed in to perform this operation.");
    for (const role of ["checkin_admin", "palancas_admin", "adoration_admin", "basic", "server"] as const) {
      const { client } = await asRole(t, role);
      expect((await refusalOf<Record<string, unknown>>(call(client))).code).toBe("FORBIDDEN");
    }
  });
});
