import { useEffect, useState } from "react";
import { msUntilNextMidnight } from "../lib/badges";

const DAY_MS = 86_400_000;

/** Today's date, refreshed at the next local midnight and then every 24 h (SPEC §4). */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    let daily: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      setToday(new Date());
      daily = setInterval(() => setToday(new Date()), DAY_MS);
    }, msUntilNextMidnight(new Date()));
    return () => {
      clearTimeout(first);
      if (daily !== undefined) clearInterval(daily);
    };
  }, []);
  return today;
}
