import { use } from "react";
import { useLanguage } from "./language";
import { loadCatalogue, loadedCatalogue, type Namespace } from "./namespace";

const fetching = new Map<string, Promise<unknown>>();

/**
 * Fetches every catalogue a component needs at once, before its first `useT`: a component that
 * reads several namespaces then suspends once, instead of once per namespace (React refuses a
 * render that suspends on a second `use()` after the first one settled).
 */
export function useCatalogues(...namespaces: Namespace[]): void {
  const { language } = useLanguage();
  const missing = namespaces.filter((ns) => loadedCatalogue(language, ns) === null);
  if (missing.length === 0) return;
  const key = `${language}/${missing.map((ns) => ns.name).join(",")}`;
  let all = fetching.get(key);
  if (all === undefined) {
    all = Promise.all(missing.map((ns) => loadCatalogue(language, ns)));
    fetching.set(key, all);
    const forget = () => fetching.delete(key);
    all.then(forget, forget);
  }
  use(all);
}
