import { useEffect, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { useLiveList } from "../../lib/useLiveList";
import type { Letter } from "./palancaSummary";

/**
 * Every letter, read in bounded pages only once something needs them all (print all, export):
 * `request(action)` starts loading and runs the action when every page has arrived.
 */
export function usePalancaLetters() {
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState<((letters: Letter[]) => void) | null>(null);
  const { rows, isLoading } = useLiveList(api.palancas.letterPage, wanted ? {} : "skip", 500);
  useEffect(() => {
    if (pending !== null && wanted && !isLoading) {
      pending(rows);
      setPending(null);
    }
  }, [pending, wanted, isLoading, rows]);
  return {
    letters: rows,
    request: (action: (letters: Letter[]) => void) => {
      setWanted(true);
      setPending(() => action);
    },
  };
}
