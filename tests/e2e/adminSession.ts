import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, sessionOnlyContext, signIn, startApp, type App } from "./harness";

type Viewport = { width: number; height: number };
type Account = { email: string; password: string };

/** How a browser context (one staff session) is made; `PHONE` (harness.ts) makes a phone. */
export type ContextOptions = {
  viewport?: Viewport;
  /** Files the page saves (exports, templates) can be read by the test. */
  acceptDownloads?: boolean;
  /** A phone: its meta viewport honoured. */
  isMobile?: boolean;
  /** Touch events (`tap()`). */
  hasTouch?: boolean;
};

type PageOptions = ContextOptions & {
  /** Signs in as this account instead of the admin. */
  as?: Account;
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
  /** As `page`, left on the dashboard the sign-in lands on. */
  dashboard(options?: Viewport | PageOptions): Promise<Page>;
  /** A blank page in a new browser context, signed in as nobody (a visitor, a speaker). */
  blankPage(options?: ContextOptions): Promise<Page>;
  /** A new browser context signed in as nobody. */
  context(options?: ContextOptions): Promise<BrowserContext>;
  /** A new browser context holding only the session of `account`, nothing of the app cached in it yet. */
  sessionOnlyContext(account: Account, options?: ContextOptions): Promise<BrowserContext>;
};

/**
 * The usual set-up of a browser test file: the app and Chromium started before its tests and
 * closed after them (with every context made here), and pages of separate staff sessions signed in
 * as the admin. The app options choose the data: `seed: "none"` for an empty retreat,
 * `documentedAdmin` for a first start whose admin must still choose his own password.
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

  const withDefaults = ({ viewport = { width: 1400, height: 1000 }, acceptDownloads = false, isMobile = false, hasTouch = false }: ContextOptions) =>
    ({ viewport, acceptDownloads, isMobile, hasTouch });

  const kept = (context: BrowserContext) => {
    contexts.push(context);
    return context;
  };

  const session: AdminSession = {
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    async context(options = {}) {
      return kept(await started().browser.newContext(withDefaults(options)));
    },
    async sessionOnlyContext(account, options = {}) {
      const { app, browser } = started();
      return kept(await sessionOnlyContext(browser, app.url, account, withDefaults(options)));
    },
    async blankPage(options = {}) {
      return await (await session.context(options)).newPage();
    },
    async dashboard(options = {}) {
      const { app } = started();
      const { as, ...contextOptions } = "width" in options ? { viewport: options } : options;
      const page = await session.blankPage(contextOptions);
      const account = as ?? { email: app.adminEmail, password: app.adminPassword };
      await signIn(page, app.url, account.email, account.password);
      return page;
    },
    async page(path, options = {}) {
      const page = await session.dashboard(options);
      await page.goto(`${started().app.url}${path}`);
      return page;
    },
  };
  return session;
}
