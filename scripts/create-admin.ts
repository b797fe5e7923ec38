/**
 * Creates an administrator account, or promotes an existing account to admin (setting its
 * password when one is given), through the app's internal `seed:createAdmin`.
 *
 *   npm run create-admin -- --email you@parish.org [--first-name Ana] [--last-name Ruiz]
 *                           [--data-dir ./.data]            embedded backend (stop the server first)
 *   npm run create-admin -- --convex [--prod] --email ...  a Convex deployment, via `npx convex run`
 *
 * The password comes from RETREAT_ADMIN_PASSWORD, or is asked for (not echoed), and is never
 * printed.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

type AdminArgs = { email: string; password?: string; firstName?: string; lastName?: string };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function askPassword(question: string): Promise<string> {
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stdout, terminal: input.isTTY });
  // Print the question, then keep the typed characters off the screen.
  const output = rl as unknown as { _writeToOutput?: (text: string) => void; output: NodeJS.WriteStream };
  process.stdout.write(question);
  output._writeToOutput = () => undefined;
  const answer = await new Promise<string>((done) => rl.question("", done));
  rl.close();
  process.stdout.write("\n");
  return answer.trim();
}

async function readPassword(existingAccountOk: boolean): Promise<string | undefined> {
  const fromEnv = process.env.RETREAT_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return undefined;
  const first = await askPassword(
    existingAccountOk ? "New password (leave empty to keep an existing account's password): " : "Password: ",
  );
  if (first === "") return undefined;
  if (first.length < 8) fail("Password must be at least 8 characters long.");
  if ((await askPassword("Repeat the password: ")) !== first) fail("Passwords do not match.");
  return first;
}

async function onEmbeddedBackend(dataDir: string, args: AdminArgs): Promise<string> {
  const { startBackend } = await import("../server/backend.js");
  let backend: Awaited<ReturnType<typeof startBackend>>;
  try {
    backend = await startBackend({ convexDir: join(root, "convex"), dataDir, port: 0, host: "127.0.0.1", log: () => undefined });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nStop the running server first, then run this again.`);
  }
  try {
    const outcome = await backend.engine.call("action", "seed:createAdmin", args, null, { internal: true });
    if (!outcome.ok) fail(outcome.message);
    return `${args.email} is an administrator${args.password ? " with the password you gave" : ""}.`;
  } finally {
    await backend.close();
  }
}

function onConvexDeployment(args: AdminArgs, prod: boolean): string {
  const convexArgs = ["convex", "run", ...(prod ? ["--prod"] : []), "seed:createAdmin", JSON.stringify(args)];
  const result = spawnSync("npx", convexArgs, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) fail("npx convex run seed:createAdmin failed.");
  return `${args.email} is an administrator on the Convex deployment.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      "data-dir": { type: "string" },
      convex: { type: "boolean", default: false },
      prod: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || !values.email) {
    process.stdout.write(
      "Usage: npm run create-admin -- --email you@parish.org [--first-name A] [--last-name B]\n" +
        "         [--data-dir ./.data]   the embedded backend's data (stop the server first)\n" +
        "         [--convex [--prod]]    a Convex deployment instead, through `npx convex run`\n" +
        "The password comes from RETREAT_ADMIN_PASSWORD or is asked for.\n",
    );
    process.exit(values.help ? 0 : 1);
  }
  const password = await readPassword(true);
  const args: AdminArgs = {
    email: values.email.trim().toLowerCase(),
    ...(password !== undefined && { password }),
    ...(values["first-name"] && { firstName: values["first-name"] }),
    ...(values["last-name"] && { lastName: values["last-name"] }),
  };
  const dataDir = resolve(values["data-dir"] ?? process.env.RETREAT_DATA_DIR ?? join(root, ".data"));
  const message = values.convex ? onConvexDeployment(args, values.prod) : await onEmbeddedBackend(dataDir, args);
  process.stdout.write(`${message}\n`);
  process.exit(0);
}

await main();
