import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, signIn, startApp, type App } from "./harness";

type Viewport = { width: number; height: number };

export type AdminSession = {
  /** The running app (available inside tests and hooks). */
  readonly app: App;
  /** The Chromium the file's pages run in. */
  readonly browser: Browser;
  /** A new browser context signed in as the admin, opened at `path`. */
  page(path: string, viewport?: Viewport): Promise<Page>;
};

/**
 * The usual set-up of a browser test file: the app and Chromium started before its tests and
 * closed after them, and pages of separate staff sessions signed in as the admin.
 */
export function adminSession(): AdminSession {
  let app: App | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  const started = () => {
    if (app === undefined || browser === undefined) throw new Error("the app is not started yet");
    return { app, browser };
  };

  return {
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    async page(path, viewport = { width: 1400, height: 1000 }) {
      const { app, browser } = started();
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, app.url, app.adminEmail, app.adminPassword);
      await page.goto(`${app.url}${path}`);
      return page;
    },
  };
}
