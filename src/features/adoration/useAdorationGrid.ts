import { useQueries, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useMemo } from "react";
import { api } from "../../../convex/_generated/api";

export type DaySchedule = FunctionReturnType<typeof api.adoration.daySchedule>;
export type ScheduleHour = DaySchedule["slots"][number];
export type AdorationGrid = { timeZone: string; namesVisible: boolean; hours: ScheduleHour[] };

/**
 * The adoration grid, live: the frame (days, time zone) and one subscription per day, so a
 * booking re-sends only the day it falls on. Undefined until every day has arrived.
 */
export function useAdorationGrid(): AdorationGrid | undefined {
  const frame = useQuery(api.adoration.days, {});
  const dayList = frame?.days.join(",") ?? "";
  const requests = useMemo(
    () => Object.fromEntries(dayList.split(",").filter(Boolean).map((day) => [day, { query: api.adoration.daySchedule, args: { day } }])),
    [dayList],
  );
  const results = useQueries(requests);
  if (frame === undefined) return undefined;
  const hours: ScheduleHour[] = [];
  for (const day of frame.days) {
    const result: unknown = results[day];
    if (result instanceof Error) throw result;
    if (result === undefined) return undefined;
    hours.push(...(result as DaySchedule).slots);
  }
  return { timeZone: frame.timeZone, namesVisible: frame.namesVisible, hours };
}
