import Search from "@mui/icons-material/Search";
import Chip from "@mui/material/Chip";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { phoneCards } from "../../components/table/phoneCards";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FunctionReturnType } from "convex/server";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { formatAdorationHour } from "../../lib/adorationHour";
import { formatFullName, formatPhone } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { ROLE_LABELS } from "../roles";

export type DirectoryRow = FunctionReturnType<typeof api.servers.directory>["page"][number];

/** Servers per live page: one change re-sends only the page holding that server. */
export const DIRECTORY_PAGE_SIZE = 50;


export function tablesText(row: Pick<DirectoryRow, "tables">): string {
  return row.tables.map((t) => (t.role === "leader" ? `${t.name} (leader)` : t.name)).join(", ");
}

function DirectoryTableRow({ row }: { row: DirectoryRow }) {
  const name = formatFullName(row.first_name, row.last_name);
  return (
    <TableRow hover>
      <TableCell data-label="Name">
        <Link component={RouterLink} to={`/attendees/${row._id}`} sx={{ fontWeight: 600 }}>
          {name}
        </Link>
        <Typography variant="body2">
          <Link component={RouterLink} to={`/server-dashboard?attendee=${row._id}`}>
            Dashboard
          </Link>
        </Typography>
      </TableCell>
      <TableCell data-label="Contact">
        <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
          <Link href={`mailto:${row.email}`}>{row.email}</Link>
        </Typography>
        {row.phone_number && (
          <Typography variant="body2">
            <Link href={`tel:${row.phone_number}`}>{formatPhone(row.phone_number)}</Link>
          </Typography>
        )}
      </TableCell>
      <TableCell data-label="Room">{row.room_name ?? "—"}</TableCell>
      <TableCell data-label="Table">{tablesText(row) || "—"}</TableCell>
      <TableCell data-label="Talks">{row.talks.length === 0 ? "—" : row.talks.map((talk) => talk.title).join(", ")}</TableCell>
      <TableCell data-label="Adoration">{row.adoration.length === 0 ? "—" : row.adoration.map(formatAdorationHour).join("; ")}</TableCell>
      <TableCell data-label="Account">
        {row.has_account ? "Yes" : "No"}
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
          {row.roles.map((role) => (
            <Chip key={role} size="small" label={(ROLE_LABELS as Record<string, string>)[role] ?? role} />
          ))}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The servers with their contact details and what they hold during the weekend; searchable, live. */
export default function ServerDirectoryPage() {
  const { rows, isLoading } = useLiveList(api.servers.directory, {}, DIRECTORY_PAGE_SIZE);
  const [search, setSearch] = useState("");
  const shown = useMemo(() => searchMen(rows, search), [rows, search]);
  return (
    <>
      <PageHeader title="Server Directory" />
      <Stack spacing={2}>
        <TextField
          label="Search servers"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 480 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
        />
        <Typography color="text.secondary" aria-live="polite">
          {search.trim() === "" ? `${rows.length} servers` : `${shown.length} of ${rows.length} servers`}
        </Typography>
        {isLoading && <LinearProgress aria-label="Loading servers" />}
        <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
          <Table size="small" aria-label="Servers">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Contact</TableCell>
                <TableCell>Room</TableCell>
                <TableCell>Table</TableCell>
                <TableCell>Talks</TableCell>
                <TableCell>Adoration</TableCell>
                <TableCell>Account</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <DirectoryTableRow key={row._id} row={row} />
              ))}
              {!isLoading && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{rows.length === 0 ? "No servers yet." : "No server matches your search."}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </>
  );
}
