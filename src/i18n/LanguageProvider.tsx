import { createTheme, ThemeProvider, type Theme } from "@mui/material/styles";
import { useMutation, useQuery } from "convex/react";
import { use, useCallback, useEffect, useMemo, useState, useTransition, type ReactNode } from "react";
import { api } from "../../convex/_generated/api";
import type { Language } from "../../convex/shared/languages";
import { useViewer } from "../components/auth/useViewer";
import { browserLanguage, LanguageContext, pickLanguage, storedLanguage, storeLanguage } from "./language";

let spanishMui: Promise<typeof import("./muiSpanish")["muiSpanish"]> | null = null;
const loadSpanishMui = () => (spanishMui ??= import("./muiSpanish").then((module) => module.muiSpanish));

/** MUI's own texts (pagination, "No rows", close buttons...) in the language, through the theme. */
function LocalizedTheme({ theme, language, children }: { theme: Theme; language: Language; children: ReactNode }) {
  const packs = language === "es" ? use(loadSpanishMui()) : null;
  const localized = useMemo(() => (packs === null ? theme : createTheme(theme, ...packs)), [theme, packs]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

/**
 * The person's language for the whole app (see pickLanguage), `<html lang>` with it, and the
 * switch: a signed-in user's choice is saved on his account (and shows at once), anyone's on this
 * device, so the sign-in page and the door offline open in it.
 */
export function LanguageProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const viewer = useViewer();
  const header = useQuery(api.settings.header);
  const [device, setDevice] = useState<Language | null>(storedLanguage);
  const [, startTransition] = useTransition();
  const saveOnAccount = useMutation(api.users.setMyLanguage).withOptimisticUpdate((store, { language }) => {
    const current = store.getQuery(api.users.viewer, {});
    if (current) store.setQuery(api.users.viewer, {}, { ...current, language });
  });
  const account = viewer.status === "signedIn" ? viewer.viewer.language : null;
  const language = pickLanguage({ account, device, browser: browserLanguage(), retreatDefault: header?.defaultLanguage });

  useEffect(() => {
    document.documentElement.lang = language;
    // What this person last saw: the next sign-in page, and the door offline, open in it.
    if (account) storeLanguage(account);
  }, [language, account]);

  const signedIn = viewer.status === "signedIn";
  const choose = useCallback(
    (next: Language) => {
      storeLanguage(next);
      // A transition: the screen stays as it is while the other language's texts are fetched.
      startTransition(() => setDevice(next));
      if (signedIn) void saveOnAccount({ language: next }).catch(() => undefined);
    },
    [signedIn, saveOnAccount],
  );
  const state = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <LanguageContext value={state}>
      <LocalizedTheme theme={theme} language={language}>
        {children}
      </LocalizedTheme>
    </LanguageContext>
  );
}
