import { use } from "react";
import { useLanguage } from "./language";
import { loadCatalogue, loadedCatalogue, type Namespace } from "./namespace";

/** One promise per language and set of namespaces, kept: a render that suspended on it finds the same one again. */
const fetched = new Map<string, Promise<unknown>>();

/**
 * Fetches every catalogue a component needs at once, before its first `useT`: the component then
 * suspends once, on one promise, instead of once per namespace. Once it has suspended on that
 * promise it always reads it again (already settled, it does not suspend), since React replays a
 * suspended render and refuses one that no longer calls `use()` where the first attempt did.
 */
export function useCatalogues(...namespaces: Namespace[]): void {
  const { language } = useLanguage();
  const key = `${language}/${namespaces.map((ns) => ns.name).join(",")}`;
  let all = fetched.get(key);
  if (all === undefined) {
    if (namespaces.every((ns) => loadedCatalogue(language, ns) !== null)) return;
    all = Promise.all(namespaces.map((ns) => loadCatalogue(language, ns)));
    fetched.set(key, all);
    // A failed fetch is tried again on the next render.
    all.catch(() => fetched.delete(key));
  }
  use(all);
}
