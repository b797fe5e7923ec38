const hourFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC", // slot times are the retreat house's local time stored as UTC
});

const endFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** An adoration hour as "Fri 11:00 PM – 12:00 AM" (the house's local time). */
export function formatAdorationHour(hour: { start: number; end: number }): string {
  return `${hourFormat.format(hour.start)} – ${endFormat.format(hour.end)}`;
}
