import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, signIn, startApp, type App } from "./harness";

type Viewport = { width: number; height: number };

type PageOptions = {
  viewport?: Viewport;
  /** Files the page saves (exports, templates) can be read by the test. */
  acceptDownloads?: boolean;
  /** Signs in as this account instead of the admin. */
  as?: { email: string; password: string };
};

export type AdminSession = {
  /** The running app (available inside tests and hooks). */
  readonly app: App;
  /** The Chromium the file's pages run in. */
  readonly browser: Browser;
  /**
   * A page in a new browser context (a separate staff session) signed in as the admin, or as
   * `options.as`, opened at `path`. A viewport alone may be given instead of options.
   */
  page(path: string, options?: Viewport | PageOptions): Promise<Page>;
  /** A blank page in a new browser context, signed in as nobody (a visitor, a speaker). */
  blankPage(options?: Omit<PageOptions, "as">): Promise<Page>;
};

/**
 * The usual set-up of a browser test file: the app and Chromium started before its tests and
 * closed after them, and pages of separate staff sessions signed in as the admin.
 */
export function adminSession(appOptions: Parameters<typeof startApp>[0] = {}): AdminSession {
  let app: App | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startApp(appOptions);
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
    async blankPage({ viewport = { width: 1400, height: 1000 }, acceptDownloads = false } = {}) {
      const context = await started().browser.newContext({ viewport, acceptDownloads });
      contexts.push(context);
      return await context.newPage();
    },
    async page(path, options = {}) {
      const { app } = started();
      const { as, ...pageOptions } = "width" in options ? { viewport: options } : options;
      const page = await this.blankPage(pageOptions);
      const account = as ?? { email: app.adminEmail, password: app.adminPassword };
      await signIn(page, app.url, account.email, account.password);
      await page.goto(`${app.url}${path}`);
      return page;
    },
  };
}
