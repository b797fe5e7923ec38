import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQuery } from "convex/react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { PageLoading } from "../../components/PageLoading";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useNotify } from "../../components/notifications/useNotify";
import { usePrintSheet } from "../../components/print/usePrintSheet";
import { useLiveList } from "../../lib/useLiveList";
import { placementOptions } from "./assignmentChoices";
import { gridView, type NameSort, type TypeFilter } from "./attendeeFilter";
import { AttendeeBadgeSheet } from "../../components/print/AttendeeBadges";
import { AttendeeCardList } from "./AttendeeCardList";
import { AttendeeGrid } from "./AttendeeGrid";
import { AttendeeToolbar } from "./AttendeeToolbar";
import { AttendeeDialogs, type DialogState } from "./AttendeeDialogs";
import { GridPager } from "./GridPager";
import { GRID_PAGE_SIZE, type AttendeeRow } from "./types";
import { useAssignments } from "./useAssignments";
import { useAttendeeExport } from "./useAttendeeExport";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";

const EMPTY_OPTIONS: never[] = [];
/** The error boundary's log label (not shown). */
const BOUNDARY_LABEL = "Attendees";

/** The grid over the rows loaded so far; `loading` while more pages are on their way. */
function ManageAttendees({ rows, loading }: { rows: AttendeeRow[]; loading: boolean }) {
  const t = useT(attendeesNs);
  const notify = useNotify();
  // Rooms and tables only: the pickers' counts come from the rows (see placementOptions).
  const roomList = useQuery(api.rooms.list) ?? EMPTY_OPTIONS;
  const tableList = useQuery(api.diningTables.tables) ?? EMPTY_OPTIONS;
  const { rooms, tables } = useMemo(() => placementOptions(roomList, tableList, rows), [roomList, tableList, rows]);
  const logos = useQuery(api.images.urls);
  const { setRoom, setTable } = useAssignments();
  const { exporting, exportRows } = useAttendeeExport();
  const phone = useMediaQuery(useTheme().breakpoints.down("sm"));

  const [search, setSearch] = useState("");
  const [type, setType] = useState<TypeFilter>("all");
  const [sort, setSort] = useState<NameSort>(null);
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [dialog, setDialog] = useState<DialogState>(null);

  const language = t.language;
  const view = useMemo(
    () => gridView(rows, { search, type, sort, page, showAll }, language),
    [rows, search, type, sort, page, showAll, language],
  );

  // Selected rows that still exist, in the grid's order (selection survives paging and filtering).
  const selectedRows = useMemo(() => {
    if (selected.size === 0) return [];
    const order = new Map(view.matching.map((row, index) => [row._id, index]));
    const rank = (row: AttendeeRow) => order.get(row._id) ?? Number.MAX_SAFE_INTEGER;
    return rows.filter((row) => selected.has(row._id)).sort((a, b) => rank(a) - rank(b));
  }, [rows, selected, view.matching]);
  const exportTargets = selectedRows.length > 0 ? selectedRows : view.matching;

  const sheetRef = useRef<HTMLDivElement>(null);
  const print = usePrintSheet(sheetRef, t("print.title"));
  const printBadges = () => {
    if (selectedRows.length === 0) {
      notify({ title: t("print.noSelectionTitle"), description: t("print.noSelection"), variant: "warning" });
      return;
    }
    print();
  };

  const edit = useCallback((row: AttendeeRow) => setDialog({ kind: "edit", id: row._id }), []);
  const remove = useCallback((row: AttendeeRow) => setDialog({ kind: "delete", attendee: row }), []);
  const changeRoom = useCallback((id: Id<"attendees">, roomId: Id<"rooms"> | null) => void setRoom(id, roomId), [setRoom]);
  const changeTable = useCallback(
    (id: Id<"attendees">, tableId: Id<"diningTables"> | null) => void setTable(id, tableId),
    [setTable],
  );
  // The phone's cards and the desktop grid show the same rows and take the same actions.
  const listProps = {
    rows: view.pageRows,
    rooms,
    tables,
    selected,
    onSelectedChange: setSelected,
    onEdit: edit,
    onDelete: remove,
    onRoomChange: changeRoom,
    onTableChange: changeTable,
  };

  return (
    <>
      <AttendeeToolbar
        search={search}
        type={type}
        exportCount={exportTargets.length}
        printCount={selectedRows.length}
        exporting={exporting}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
        onTypeChange={(value) => {
          setType(value);
          setPage(0);
        }}
        onAdd={() => setDialog({ kind: "add" })}
        onExport={() => void exportRows(exportTargets.map((row) => row._id), { type, search })}
        onPrint={printBadges}
        onBulkDelete={() => setDialog({ kind: "bulkDelete" })}
        compact={phone}
      />
      {loading && <LinearProgress aria-label={t("loading")} sx={{ mb: 1 }} />}
      {phone ? <AttendeeCardList {...listProps} /> : <AttendeeGrid {...listProps} sort={sort} onSortChange={setSort} showAll={showAll} />}
      <GridPager
        page={view.page}
        pageCount={view.pageCount}
        showAll={showAll}
        summary={view.range}
        onPageChange={setPage}
        onShowAllChange={(value) => {
          setShowAll(value);
          setPage(0);
        }}
      />
      <AttendeeDialogs dialog={dialog} rows={rows} onClose={() => setDialog(null)} />
      <Box sx={{ display: "none" }}>
        {selectedRows.length > 0 && (
          <AttendeeBadgeSheet
            ref={sheetRef}
            attendees={selectedRows}
            logos={{ logo1: logos?.logo1.url ?? "/badges/logo1.svg", logo2: logos?.logo2.url ?? "/badges/logo2.svg" }}
          />
        )}
      </Box>
    </>
  );
}

function AttendeeList() {
  const t = useT(attendeesNs);
  const { rows, isLoading } = useLiveList(api.attendees.listPage, {}, GRID_PAGE_SIZE);
  if (isLoading && rows.length === 0) return <PageLoading label={t("loading")} />;
  return <ManageAttendees rows={rows} loading={isLoading} />;
}

/** Manage Attendees (SPEC.md §2): the live grid of every retreatant and server. */
export default function AttendeesPage() {
  const t = useT(attendeesNs);
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBack />}>
          {t("back")}
        </Button>
        <Typography variant="h4" component="h1">
          {t("page.title")}
        </Typography>
      </Box>
      <QueryErrorBoundary
        label={BOUNDARY_LABEL}
        fallback={<Alert severity="error">{t("fetchFailed")}</Alert>}
      >
        <AttendeeList />
      </QueryErrorBoundary>
    </Box>
  );
}
