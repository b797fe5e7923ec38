/** MUI's and MUI X DataGrid's own Spanish texts, fetched only when someone uses Spanish. */
import { esES as materialEs } from "@mui/material/locale";
import { esES as dataGridEs } from "@mui/x-data-grid/locales";

export const muiSpanish = [materialEs, dataGridEs] as const;
