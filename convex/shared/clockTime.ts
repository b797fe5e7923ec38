/**
 * The one way the app writes a wall-clock time: "13:05" → "1:05 PM", "24:00" → "12:00 AM".
 * Shared by the server's messages and every screen, so a time reads the same everywhere.
 * Anything that is not "HH:MM" is returned as it is.
 */
export function formatClockTime(time: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  const hour = Number(time.slice(0, 2)) % 24;
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3)} ${suffix}`;
}
