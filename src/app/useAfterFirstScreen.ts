import { useEffect, useState } from "react";
import { afterFirstScreen } from "./serviceWorker";

let passed = false;

/**
 * False until the first screen is up (the page loaded, then a moment: afterFirstScreen), true from
 * then on, for the rest of the visit: for what the first screen does not need, so a phone at the
 * door downloads only what makes the search box usable first.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    afterFirstScreen(() => {
      passed = true;
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
