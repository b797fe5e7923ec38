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
import { attendeeTypeLabel, checkedInLabel, formatFullName, formatPhone, paidLabel } from "../../lib/format";
import type { RoomOption, TableOption } from "./assignmentChoices";
import type { NameSort } from "./attendeeFilter";
import { RoomSelect, TableSelect } from "./AssignmentSelects";
import type { AttendeeRow } from "./types";

/** The action icons show where the keyboard is (the grid's own cell outline is easy to miss). */
const FOCUS_RING = { "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 } } as const;

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

  const columns = useMemo((): GridColDef<AttendeeRow>[] => {
    const list: GridColDef<AttendeeRow>[] = [
      {
        field: "name",
        headerName: "Name",
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
      { field: "email", headerName: "Email", flex: 1.4, minWidth: 180 },
      { field: "phone_number", headerName: "Phone", width: 140, valueFormatter: (value: string | null) => formatPhone(value) },
      { field: "attendee_type", headerName: "Type", width: 110, valueFormatter: (value: AttendeeRow["attendee_type"]) => attendeeTypeLabel(value) },
      {
        field: "has_paid",
        headerName: "Payment",
        width: 100,
        renderCell: ({ row }) => (
          <Chip size="small" label={paidLabel(row.has_paid)} color={row.has_paid ? "success" : "default"} variant="outlined" />
        ),
      },
      {
        field: "has_checked_in",
        headerName: "Check-In",
        width: 140,
        valueFormatter: (value: boolean) => checkedInLabel(value),
      },
      {
        field: "room_id",
        headerName: "Room",
        width: 170,
        renderCell: ({ row }) => <RoomSelect row={row} rooms={rooms} onChange={onRoomChange} />,
      },
      {
        field: "table_id",
        headerName: "Table",
        width: 150,
        renderCell: ({ row }) => <TableSelect row={row} tables={tables} onChange={onTableChange} />,
      },
      {
        field: "actions",
        headerName: "Actions",
        width: 100,
        renderCell: ({ row }) => {
          const name = formatFullName(row.first_name, row.last_name);
          return (
            <>
              <Tooltip title="Edit">
                <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => onEdit(row)} sx={FOCUS_RING}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton size="small" aria-label={`Delete ${name}`} onClick={() => onDelete(row)} sx={FOCUS_RING}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          );
        },
      },
    ];
    return list.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }));
  }, [rooms, tables, onEdit, onDelete, onRoomChange, onTableChange]);

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
        localeText={{ noRowsLabel: "No attendees found." }}
      />
    </Box>
  );
}
