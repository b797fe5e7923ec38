/**
 * The end-to-end tests find a browser on any machine: the lookup order, and the Chromium shipped
 * inside the npm package found, unpacked and launched with every system browser hidden, with no
 * root (as an unprivileged user when the tests run as root), rendering fonts and printing PDFs.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findBrowser, type BrowserChoice } from "./browser";
import { BROWSER_ARGS, launchBrowser } from "./harness";

const temp = mkdtempSync(join(tmpdir(), "retreat-browser-"));
chmodSync(temp, 0o755);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function fakeExecutable(name: string): string {
  const path = join(temp, name);
  writeFileSync(path, "#!/bin/sh\n", { mode: 0o755 });
  return path;
}

describe("lookup order", () => {
  test("CHROMIUM_PATH comes first, and a wrong one is an error rather than a silent fallback", async () => {
    const mine = fakeExecutable("my-chromium");
    const system = fakeExecutable("system-chromium");
    const choice = await findBrowser({ env: { CHROMIUM_PATH: mine }, systemPaths: [system] });
    expect(choice).toEqual({ executablePath: mine, source: "CHROMIUM_PATH", env: {} });
    await expect(findBrowser({ env: { CHROMIUM_PATH: join(temp, "missing") } })).rejects.toThrow(/CHROMIUM_PATH=.*missing is not an executable/);
  });

  test("then a system browser at a known path, then one on PATH", async () => {
    const system = fakeExecutable("chromium-at-known-path");
    expect(await findBrowser({ env: { PATH: "" }, systemPaths: [join(temp, "absent"), system] })).toMatchObject({
      executablePath: system,
      source: "system",
    });
    const bin = mkdtempSync(join(temp, "bin-"));
    writeFileSync(join(bin, "google-chrome"), "#!/bin/sh\n", { mode: 0o755 });
    writeFileSync(join(bin, "chromium"), "not executable", { mode: 0o644 });
    expect(await findBrowser({ env: { PATH: `/nonexistent:${bin}` }, systemPaths: [] })).toMatchObject({
      executablePath: join(bin, "google-chrome"),
      source: "system",
    });
  });
});

describe("the Chromium shipped in the npm package, with no system browser", () => {
  let packaged: BrowserChoice;
  const cacheDir = join(temp, "cache");

  beforeAll(async () => {
    const hidden = { env: { PATH: "" }, systemPaths: [], cacheDir };
    // Two test processes unpacking at once both get a complete browser.
    const [first, second] = await Promise.all([findBrowser(hidden), findBrowser(hidden)]);
    expect(second).toEqual(first);
    packaged = first;
  }, 120_000);

  test("is found, unpacked into a folder any user can write, and skips system browsers on request", async () => {
    expect(packaged.source).toBe("package");
    expect(packaged.executablePath.startsWith(cacheDir)).toBe(true);
    const forced = await findBrowser({ env: { RETREAT_E2E_BROWSER: "package", PATH: process.env.PATH }, cacheDir });
    expect(forced).toEqual(packaged);
  });

  test("needs no system library beyond the C library (NSS and expat come with it)", () => {
    const ldd = execFileSync("ldd", [packaged.executablePath], { env: { ...process.env, ...packaged.env } }).toString();
    for (const lib of ["libnss3.so", "libnspr4.so", "libnssutil3.so", "libexpat.so.1"]) {
      expect(ldd).toMatch(new RegExp(`${lib.replace(/\./g, "\\.")} => ${packaged.env.LD_LIBRARY_PATH}/`));
    }
    expect(ldd).not.toMatch(/not found/);
  });

  test("launches with playwright, renders text with real fonts and prints a Letter PDF with embedded fonts", async () => {
    const browser = await launchBrowser(packaged);
    try {
      const page = await browser.newPage();
      await page.setContent(
        `<p style="font-family: sans-serif; font-size: 40px"><span id="narrow">iiiii</span> <span id="wide">WWWWW</span> José Ñúñez</p>`,
      );
      const widths = await page.evaluate(() =>
        ["narrow", "wide"].map((id) => document.getElementById(id)!.getBoundingClientRect().width),
      );
      // Missing fonts draw every glyph as the same box (or nothing): real glyphs differ in width.
      expect(widths[0]).toBeGreaterThan(0);
      expect(widths[1]).toBeGreaterThan(widths[0] * 2);
      const pdf = await page.pdf({ format: "Letter" });
      const text = pdf.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toMatch(/\/MediaBox \[0 0 612 792\]/);
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+\w/);
    } finally {
      await browser.close();
    }
  });

  test("runs without root privileges", async () => {
    // As root, drop to the unprivileged "nobody" user; otherwise the tests already run without root.
    const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    chmodSync(temp, 0o777);
    const child = spawn(
      packaged.executablePath,
      [...BROWSER_ARGS, "--headless", "--remote-debugging-port=0", `--user-data-dir=${join(temp, "profile")}`, "about:blank"],
      { env: { PATH: "/usr/bin:/bin", HOME: temp, ...packaged.env }, stdio: ["ignore", "ignore", "pipe"], ...unprivileged },
    );
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let stderr = "";
        child.stderr!.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
          const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr);
          if (match) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`The browser exited with ${code}:\n${stderr}`)));
      });
      const browser = await chromium.connectOverCDP(endpoint);
      const page = await browser.contexts()[0].newPage();
      await page.setContent("<h1>Bienvenidos, José</h1>");
      expect(await page.locator("h1").textContent()).toBe("Bienvenidos, José");
      expect((await page.pdf({ format: "Letter" })).subarray(0, 5).toString()).toBe("%PDF-");
      await browser.close();
    } finally {
      child.kill("SIGKILL");
    }
  });
});
