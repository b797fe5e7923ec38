/** What other features may use from the imports. */
export { AttendeeImports, IMPORT_FROM_EMAIL, useAttendeeImports } from "./AttendeeImports";
export { UPLOAD_TITLES } from "./CsvUploadDialog";
