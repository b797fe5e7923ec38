/**
 * End-to-end harness: starts the app exactly as `npm start` does (a child process with its own
 * port and data directory) and drives headless Chromium with playwright-core (which one: browser.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "../../server/seed";
import { findBrowser, type BrowserChoice } from "./browser";

const root = fileURLToPath(new URL("../..", import.meta.url));

export const ADMIN_EMAIL = "admin@retreat.test";
export const ADMIN_PASSWORD = "e2e-admin-password";

export type App = {
  url: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** The server's output so far (for diagnosing a failure). */
  logs: () => string;
  /** Everything the app has "sent" by email (the embedded backend's outbox file). */
  outbox: () => string;
  close: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not start within 90 s:\n${logs()}`);
}

/**
 * Starts the app on a free port with a fresh data directory (demo data unless seed is "none").
 * The admin's password is chosen (RETREAT_ADMIN_PASSWORD) unless `documentedAdmin`: then the app
 * starts as a plain `npm start` does, with the documented admin and password to change.
 */
export async function startApp(options: { seed?: "demo" | "none"; documentedAdmin?: boolean } = {}): Promise<App> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "retreat-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const { RETREAT_ADMIN_EMAIL: _email, RETREAT_ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const admin = options.documentedAdmin
    ? { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, env: {} }
    : { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, env: { RETREAT_ADMIN_EMAIL: ADMIN_EMAIL, RETREAT_ADMIN_PASSWORD: ADMIN_PASSWORD } };
  // `serve` is `npm start` without the build step: globalSetup built dist/ once for every file.
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts", "serve"], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      RETREAT_DATA_DIR: dataDir,
      ...admin.env,
      RETREAT_SEED: options.seed ?? "demo",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const logs = () => output;
  try {
    await waitUntilServing(url, child, logs);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    dataDir,
    adminEmail: admin.email,
    adminPassword: admin.password,
    logs,
    outbox: () => {
      const file = join(dataDir, "outbox.log");
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    },
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export async function launchBrowser(choice?: BrowserChoice): Promise<Browser> {
  const browser = choice ?? (await findBrowser());
  return await chromium.launch({
    executablePath: browser.executablePath,
    env: { ...process.env, ...browser.env },
    headless: true,
    args: BROWSER_ARGS,
  });
}

/** Signs in on the Admin tab and waits for the staff dashboard. */
export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In as Admin" }).click();
  await page.getByText(/Welcome back/).waitFor({ timeout: 20_000 });
}

/** The screen of a phone held upright, taking taps. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A phone's browser context: its viewport, its meta viewport honoured, and touch events (`tap()`). */
export const PHONE = { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true } as const;

/**
 * A new browser context holding only the session of `account` (its tokens in local storage): it
 * signs in in another context, so nothing of the app is cached in this one (no HTTP cache, no
 * service worker).
 */
export async function sessionOnlyContext(
  browser: Browser,
  url: string,
  account: { email: string; password: string },
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const signing = await browser.newContext(options);
  await signIn(await signing.newPage(), url, account.email, account.password);
  const storageState = await signing.storageState();
  await signing.close();
  return await browser.newContext({ ...options, storageState });
}
