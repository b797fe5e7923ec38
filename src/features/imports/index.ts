/** What other features may use from the imports. */
export { AttendeeImports, IMPORT_FROM_EMAIL, useAttendeeImports, useImportLabels } from "./AttendeeImports";
export { UPLOAD_TITLES } from "./CsvUploadDialog";
