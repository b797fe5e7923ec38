import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { phoneCards } from "../../components/table/phoneCards";
import { cellText } from "./reportHelpers";
import type { BuiltReport, ReportWords } from "./reportTypes";

/** The report on screen: the same columns and cells as the printout and the Excel file. */
export function ReportTable({ report, words }: { report: BuiltReport; words: ReportWords }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
      <Table size="small" aria-label={report.title} stickyHeader>
        <TableHead>
          <TableRow>
            {report.columns.map((column) => (
              <TableCell key={column.header} align={column.kind === "money" ? "right" : "left"}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.cells.map((cells, index) => (
            <TableRow key={index} hover>
              {cells.map((cell, i) => (
                <TableCell key={i} data-label={report.columns[i].header} align={report.columns[i].kind === "money" ? "right" : "left"}>
                  {cellText(cell, report.columns[i].kind, words)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {report.cells.length === 0 && (
            <TableRow>
              <TableCell colSpan={report.columns.length}>{words.t("empty")}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The report on paper: a plain table (borders and repeated headers come from PrintDocument). */
export function ReportPrintTable({ report, words }: { report: BuiltReport; words: ReportWords }) {
  return (
    <>
      <p>{report.description}</p>
      <table>
        <thead>
          <tr>
            {report.columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.cells.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, i) => (
                <td key={i} style={report.columns[i].kind === "money" ? { textAlign: "right" } : undefined}>
                  {cellText(cell, report.columns[i].kind, words)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {report.totals.map((line) => (
        <p key={line} className="keep-together">
          <strong>{line}</strong>
        </p>
      ))}
    </>
  );
}
