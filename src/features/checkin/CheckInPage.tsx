import Search from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { LiveArrivalCounts } from "../../components/checkin/ArrivalCounts";
import { prepareMen } from "../../lib/manSearch";
import { PageHeader } from "../rooms/PageHeader";
import { checkInResults, notArrived, type CheckInRow } from "./checkInSearch";
import { ManCard } from "./ManCard";
import { NotArrivedList } from "./NotArrivedList";
import { PaymentDialog } from "./PaymentDialog";
import { PlacementPanel } from "./PlacementPanel";
import { useCheckInActions } from "./useCheckInActions";
import { useCheckInList } from "./useCheckInList";

/** How long the snackbar offers Undo after a check-in. */
export const UNDO_WINDOW_MS = 8000;

/** Check-In: phone-first search, one-tap check-in with undo, payment at the door, live counts. */
export default function CheckInPage() {
  const { rows, isLoading } = useCheckInList();
  const actions = useCheckInActions();
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState<"search" | "missing">("search");
  const [paying, setPaying] = useState<CheckInRow | null>(null);
  // Rows are made ready for searching as they arrive, so a keystroke only compares.
  useEffect(() => prepareMen(rows), [rows]);
  const results = useMemo(() => checkInResults(rows, search), [rows, search]);
  const missing = useMemo(() => (tab === "missing" ? notArrived(rows) : []), [rows, tab]);
  const justCheckedIn = actions.justCheckedIn === null ? null : (rows.find((row) => row._id === actions.justCheckedIn) ?? null);
  const payingRow = paying === null ? null : (rows.find((row) => row._id === paying._id) ?? paying);

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: "auto" }}>
      <PageHeader title="Check-In" />
      <LiveArrivalCounts />
      {justCheckedIn && <PlacementPanel row={justCheckedIn} onClose={actions.clearJustCheckedIn} />}
      <Tabs value={tab} onChange={(_, value: "search" | "missing") => setTab(value)} variant="fullWidth">
        <Tab value="search" label="Find a man" sx={{ minHeight: 48 }} />
        <Tab value="missing" label="Not arrived" sx={{ minHeight: 48 }} />
      </Tabs>
      {isLoading && <LinearProgress aria-label="Loading the list" />}
      {tab === "search" ? (
        <>
          <TextField
            label="Search by name, email or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoFocus
            autoComplete="off"
            slotProps={{
              htmlInput: { enterKeyHint: "search", autoCapitalize: "none", spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
                // Large type in the field only: on the root it would widen the outline's label gap.
                sx: { "& .MuiInputBase-input": { fontSize: "1.25rem" } },
              },
            }}
          />
          {search.trim() === "" && results.length > 0 && <Typography variant="subtitle2">Latest arrivals</Typography>}
          {search.trim() !== "" && results.length === 0 && !isLoading && (
            <Typography sx={{ py: 3, textAlign: "center" }}>No one matches "{search.trim()}".</Typography>
          )}
          <Stack spacing={1.5} aria-label="Search results" role="list">
            {results.map((row) => (
              <div role="listitem" key={row._id}>
                <ManCard
                  row={row}
                  busy={actions.busy.has(row._id)}
                  onCheckIn={(man) => void actions.checkIn(man)}
                  onUndo={(man) => void actions.undo(man._id)}
                  onPayment={setPaying}
                />
              </div>
            ))}
          </Stack>
        </>
      ) : (
        <NotArrivedList rows={missing} busy={actions.busy} onCheckIn={(man) => void actions.checkIn(man)} />
      )}
      {payingRow && <PaymentDialog row={payingRow} onClose={() => setPaying(null)} />}
      <Snackbar
        key={actions.undoOffer?.key}
        open={actions.undoOffer !== null}
        autoHideDuration={UNDO_WINDOW_MS}
        onClose={(_, reason) => reason !== "clickaway" && actions.clearUndoOffer()}
        message={actions.undoOffer ? `${actions.undoOffer.name} checked in` : ""}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        action={
          <Button color="secondary" size="large" onClick={() => actions.undoOffer && void actions.undo(actions.undoOffer.id)}>
            Undo
          </Button>
        }
      />
    </Stack>
  );
}
