import { act, render, type RenderResult } from "@testing-library/react";
import { Suspense, type ReactElement, type ReactNode } from "react";
import type { Language } from "../../convex/shared/languages";
import { LanguageContext } from "./language";

const READY = "language-ready";

/** Renders its children in `language`, as the app's provider would (without the account or the theme). */
export function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext value={{ language, choose: () => undefined }}>
      <Suspense fallback={null}>
        {children}
        <span data-testid={READY} hidden />
      </Suspense>
    </LanguageContext>
  );
}

/**
 * Renders `ui` in `language` and waits until its catalogues have arrived (a component suspends
 * the first time it needs another language's texts).
 */
export async function renderIn(language: Language, ui: ReactElement): Promise<RenderResult> {
  // Awaited: React then lets the catalogue's fetch settle and renders again.
  const result = await act(async () => render(<InLanguage language={language}>{ui}</InLanguage>));
  await result.findByTestId(READY, {}, { timeout: 5_000 });
  return result;
}
