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
import { formatFullName, formatPhone } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { useLiveList } from "../../lib/useLiveList";
import { PageHeader } from "../../components/PageHeader";
import { ROLE_LABELS, useRoleLabel } from "../roles";
import type { Role } from "../../../convex/shared/validators";
import type { Language } from "../../../convex/shared/languages";
import { localeTag } from "../../i18n/format";
import { serversNs } from "../../i18n/namespaces/servers";
import { useT, type Translate } from "../../i18n/useT";

type ServersT = Translate<keyof typeof serversNs.en>;

export type DirectoryRow = FunctionReturnType<typeof api.servers.directory>["page"][number];

/** Servers per live page: one change re-sends only the page holding that server. */
export const DIRECTORY_PAGE_SIZE = 50;


/** The tables he sits at, "(leader)" beside the ones he leads; English unless a translator is given. */
export function tablesText(row: Pick<DirectoryRow, "tables">, t?: ServersT): string {
  const leader = (name: string) => (t ? t("leader", { name }) : `${name} (leader)`);
  return row.tables.map((table) => (table.role === "leader" ? leader(table.name) : table.name)).join(", ");
}

const hourFormats = new Map<Language, { start: Intl.DateTimeFormat; end: Intl.DateTimeFormat }>();

/** An adoration hour as "Fri 11:00 PM – 12:00 AM" / "vie 11:00 p.m. – 12:00 a.m." (the house's local time, stored as UTC). */
function adorationHourText(language: Language, hour: { start: number; end: number }): string {
  let formats = hourFormats.get(language);
  if (formats === undefined) {
    const tag = localeTag(language);
    formats = {
      start: new Intl.DateTimeFormat(tag, { weekday: "short", hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
      end: new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    };
    hourFormats.set(language, formats);
  }
  return `${formats.start.format(hour.start)} – ${formats.end.format(hour.end)}`;
}

/** Column keys, in order: the header cells and each cell's phone-card label (data-label). */
const COLUMNS = ["name", "contact", "room", "table", "talks", "adoration", "account"] as const;

function DirectoryTableRow({ row }: { row: DirectoryRow }) {
  const t = useT(serversNs);
  const roleLabel = useRoleLabel();
  const label = (column: (typeof COLUMNS)[number]) => t(`column.${column}`);
  const name = formatFullName(row.first_name, row.last_name);
  return (
    <TableRow hover>
      <TableCell data-label={label("name")}>
        <Link component={RouterLink} to={`/attendees/${row._id}`} sx={{ fontWeight: 600 }}>
          {name}
        </Link>
        <Typography variant="body2">
          <Link component={RouterLink} to={`/server-dashboard?attendee=${row._id}`}>
            {t("dashboard")}
          </Link>
        </Typography>
      </TableCell>
      <TableCell data-label={label("contact")}>
        <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
          <Link href={`mailto:${row.email}`}>{row.email}</Link>
        </Typography>
        {row.phone_number && (
          <Typography variant="body2">
            <Link href={`tel:${row.phone_number}`}>{formatPhone(row.phone_number)}</Link>
          </Typography>
        )}
      </TableCell>
      <TableCell data-label={label("room")}>{row.room_name ?? "—"}</TableCell>
      <TableCell data-label={label("table")}>{tablesText(row, t) || "—"}</TableCell>
      <TableCell data-label={label("talks")}>{row.talks.length === 0 ? "—" : row.talks.map((talk) => talk.title).join(", ")}</TableCell>
      <TableCell data-label={label("adoration")}>
        {row.adoration.length === 0 ? "—" : row.adoration.map((hour) => adorationHourText(t.language, hour)).join("; ")}
      </TableCell>
      <TableCell data-label={label("account")}>
        {row.has_account ? t("yes") : t("no")}
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
          {row.roles.map((role) => (
            <Chip key={role} size="small" label={role in ROLE_LABELS ? roleLabel(role as Role) : role} />
          ))}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The servers with their contact details and what they hold during the weekend; searchable, live. */
export default function ServerDirectoryPage() {
  const t = useT(serversNs);
  const { rows, isLoading } = useLiveList(api.servers.directory, {}, DIRECTORY_PAGE_SIZE);
  const [search, setSearch] = useState("");
  const shown = useMemo(() => searchMen(rows, search), [rows, search]);
  return (
    <>
      <PageHeader title={t("title")} />
      <Stack spacing={2}>
        <TextField
          label={t("search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 480 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
        />
        <Typography color="text.secondary" aria-live="polite">
          {search.trim() === ""
            ? t("count", { count: rows.length, n: String(rows.length) })
            : t("countOf", { count: rows.length, n: String(rows.length), shown: String(shown.length) })}
        </Typography>
        {isLoading && <LinearProgress aria-label={t("loading")} />}
        <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
          <Table size="small" aria-label={t("table")}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`column.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <DirectoryTableRow key={row._id} row={row} />
              ))}
              {!isLoading && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{rows.length === 0 ? t("none") : t("noMatch")}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </>
  );
}
