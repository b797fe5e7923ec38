/** Capturing what react-to-print sends to the print dialog, and reading the PDF Chromium makes of it. */
import type { Browser, Page } from "playwright-core";

/** Makes the page record the HTML of the next print instead of opening the system dialog. */
export async function capturePrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          node.addEventListener("load", () => {
            node.contentWindow!.print = () => {
              (window as unknown as { printedHtml: string }).printedHtml = node.contentDocument!.documentElement.outerHTML;
            };
          });
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Runs `trigger` and opens what it printed in a page of its own, in print media. */
export async function printedPage(browser: Browser, page: Page, baseUrl: string, trigger: () => Promise<void>): Promise<Page> {
  await page.evaluate(() => delete (window as unknown as { printedHtml?: string }).printedHtml);
  await trigger();
  await page.waitForFunction(() => typeof (window as unknown as { printedHtml?: string }).printedHtml === "string", null, { timeout: 15_000 });
  const html = await page.evaluate(() => (window as unknown as { printedHtml: string }).printedHtml);
  const print = await (await browser.newContext()).newPage();
  await print.setContent(html.replace("<head>", `<head><base href="${baseUrl}/">`));
  await print.emulateMedia({ media: "print" });
  return print;
}

/** The number of pages and their MediaBox in points ("0 0 612 792" is US Letter). */
export function pdfPages(pdf: Buffer): { count: number; mediaBoxes: string[] } {
  const text = pdf.toString("latin1");
  const count = (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const mediaBoxes = [...text.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((m) => m[1].trim().split(/\s+/).map(Number).join(" "));
  return { count, mediaBoxes };
}
