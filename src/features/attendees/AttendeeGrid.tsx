import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from "@mui/x-data-grid";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Id } from "../../../convex/_generated/dataModel";
import { formatFullName, formatPhone } from "../../lib/format";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import { checkedInText, paidText, typeText } from "./labels";
import type { RoomOption, TableOption } from "./assignmentChoices";
import type { NameSort } from "./attendeeFilter";
import { RoomSelect, TableSelect } from "./AssignmentSelects";
import type { AttendeeRow } from "./types";

export type AttendeeGridProps = {
  rows: AttendeeRow[];
  rooms: readonly RoomOption[];
  tables: readonly TableOption[];
  sort: NameSort;
  onSortChange: (sort: NameSort) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onEdit: (row: AttendeeRow) => void;
  onDelete: (row: AttendeeRow) => void;
  onRoomChange: (attendeeId: Id<"attendees">, roomId: Id<"rooms"> | null) => void;
  onTableChange: (attendeeId: Id<"attendees">, tableId: Id<"diningTables"> | null) => void;
  /** All matching rows at once: a fixed-height, virtualised grid. */
  showAll: boolean;
};

/**
 * The attendee table. Search, filter, sort and paging happen before the rows arrive here
 * (attendeeFilter.ts), so the grid runs in "server" modes and shows exactly `rows`.
 */
export function AttendeeGrid(props: AttendeeGridProps) {
  const { rows, rooms, tables, sort, selected, showAll } = props;
  const { onEdit, onDelete, onRoomChange, onTableChange, onSortChange, onSelectedChange } = props;
  const t = useT(attendeesNs);

  const columns = useMemo((): GridColDef<AttendeeRow>[] => {
    const list: GridColDef<AttendeeRow>[] = [
      {
        field: "name",
        headerName: t("column.name"),
        flex: 1.2,
        minWidth: 160,
        sortable: true,
        valueGetter: (_value: unknown, row: AttendeeRow) => formatFullName(row.first_name, row.last_name),
        renderCell: ({ row, value }) => (
          <Link component={RouterLink} to={`/attendees/${row._id}`}>
            {value as string}
          </Link>
        ),
      },
      { field: "email", headerName: t("column.email"), flex: 1.4, minWidth: 180 },
      { field: "phone_number", headerName: t("column.phone"), width: 140, valueFormatter: (value: string | null) => formatPhone(value) },
      { field: "attendee_type", headerName: t("column.type"), width: 110, valueFormatter: (value: AttendeeRow["attendee_type"]) => typeText(t, value) },
      {
        field: "has_paid",
        headerName: t("column.payment"),
        width: 100,
        renderCell: ({ row }) => (
          <Chip size="small" label={paidText(t, row.has_paid)} color={row.has_paid ? "success" : "default"} variant="outlined" />
        ),
      },
      {
        field: "has_checked_in",
        headerName: t("column.checkIn"),
        width: 140,
        valueFormatter: (value: boolean) => checkedInText(t, value),
      },
      {
        field: "room_id",
        headerName: t("column.room"),
        width: 170,
        renderCell: ({ row }) => <RoomSelect row={row} rooms={rooms} onChange={onRoomChange} />,
      },
      {
        field: "table_id",
        headerName: t("column.table"),
        width: 150,
        renderCell: ({ row }) => <TableSelect row={row} tables={tables} onChange={onTableChange} />,
      },
      {
        field: "actions",
        headerName: t("column.actions"),
        width: 100,
        renderCell: ({ row }) => {
          const name = formatFullName(row.first_name, row.last_name);
          return (
            <>
              <Tooltip title={t("edit")}>
                <IconButton size="small" aria-label={t("grid.editName", { name })} onClick={() => onEdit(row)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t("delete")}>
                <IconButton size="small" aria-label={t("grid.deleteName", { name })} onClick={() => onDelete(row)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          );
        },
      },
    ];
    return list.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }));
  }, [rooms, tables, onEdit, onDelete, onRoomChange, onTableChange, t]);

  const sortModel: GridSortModel = sort === null ? [] : [{ field: "name", sort }];
  const selectionModel: GridRowSelectionModel = useMemo(() => ({ type: "include", ids: new Set(selected) }), [selected]);

  const changeSelection = (model: GridRowSelectionModel) => {
    // The grid only knows this page's rows: keep the selection made on other pages.
    const next = new Set([...selected].filter((id) => !rows.some((row) => row._id === id)));
    for (const row of rows) {
      const inModel = model.ids.has(row._id);
      if (model.type === "include" ? inModel : !inModel) next.add(row._id);
    }
    onSelectedChange(next);
  };

  return (
    <Box sx={{ height: showAll ? "75vh" : "auto", width: "100%" }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row._id}
        autoHeight={!showAll}
        checkboxSelection
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={changeSelection}
        sortingMode="server"
        sortModel={sortModel}
        sortingOrder={["asc", "desc", null]}
        onSortModelChange={(model) => onSortChange(model[0]?.sort ?? null)}
        filterMode="server"
        paginationMode="server"
        rowCount={rows.length}
        hideFooter
        disableColumnFilter
        localeText={{ noRowsLabel: t("grid.noRows") }}
      />
    </Box>
  );
}
