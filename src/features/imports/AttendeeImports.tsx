/** The import buttons of the Manage Attendees toolbar (CSV upload, email extraction). */
export function AttendeeImports() {
  return null;
}
