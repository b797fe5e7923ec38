import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { prepareMen } from "../../../convex/shared/manSearch";
import { nameCollator } from "../../i18n/format";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";
import { checkInResults, notArrived, type CheckInRow } from "./checkInSearch";
import { ManCard } from "./ManCard";
import { NotArrivedList } from "./NotArrivedList";
import { PlacementPanel } from "./PlacementPanel";
import { SearchBox } from "./SearchBox";
import { useCheckInActions } from "./useCheckInActions";
import { useCheckInList } from "./useCheckInList";
import { DoorStatus } from "./offline/DoorStatus";
import { useDoorBadge, usePrintAtCheckIn } from "./useDoorBadge";

// The payment form loads when a payment is first taken, not with the screen.
const PaymentDialog = lazy(async () => ({ default: (await import("./PaymentDialog")).PaymentDialog }));

/** How long the snackbar offers Undo after a check-in. */
export const UNDO_WINDOW_MS = 8000;

type Props = {
  /** The screen's title row, above the search. */
  top: ReactNode;
  /** Shown under the search while nothing is typed (the live counts). */
  idle?: ReactNode;
};

/**
 * The door: the search at the top with the matches right under it, one-tap check-in, then an empty
 * search (still focused) for the next man, with his room and table shown large until it is typed in.
 */
export function CheckInDesk({ top, idle }: Props) {
  const t = useT(checkinNs);
  const { rows, isLoading, fromPhone } = useCheckInList();
  const [search, setSearch] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const [printAtCheckIn, setPrintAtCheckIn] = usePrintAtCheckIn();
  const badge = useDoorBadge();
  const nextMan = () => {
    setSearch("");
    searchRef.current?.focus();
  };
  const actions = useCheckInActions((row, changed) => {
    nextMan();
    if (changed && printAtCheckIn) badge.print(row);
  }, nextMan);
  // Taps kept on the phone until the server decides them, by man (men it shows checked in are decided).
  const waiting = useMemo(() => new Map(actions.pending.map((entry) => [entry.id, entry])), [actions.pending]);
  const [tab, setTab] = useState<"recent" | "missing">("recent");
  const [paying, setPaying] = useState<CheckInRow | null>(null);
  // Rows are made ready for searching as they arrive, so a keystroke only compares.
  useEffect(() => prepareMen(rows), [rows]);
  const searching = search.trim() !== "";
  const results = useMemo(() => {
    const found = checkInResults(rows, search);
    if (searching || waiting.size === 0) return found;
    // With nothing typed, the men waiting to be sent come first, latest tap on top.
    const byId = new Map(rows.map((row) => [row._id, row]));
    const queued = [...waiting.keys()]
      .reverse()
      .map((id) => byId.get(id))
      .filter((row): row is CheckInRow => row !== undefined && !row.has_checked_in);
    return [...queued, ...found.filter((row) => !waiting.has(row._id))];
  }, [rows, search, searching, waiting]);
  const spanish = t.language === "es";
  const missing = useMemo(
    () => (!searching && tab === "missing" ? notArrived(rows, spanish ? nameCollator("es") : undefined) : []),
    [rows, tab, searching, spanish],
  );
  const justCheckedIn = actions.justCheckedIn === null ? null : (rows.find((row) => row._id === actions.justCheckedIn) ?? null);
  const payingRow = paying === null ? null : (rows.find((row) => row._id === paying._id) ?? paying);

  const type = (text: string) => {
    setSearch(text);
    // The next man: the last one's room and table would only push his name down.
    if (text.trim() !== "") actions.clearJustCheckedIn();
  };

  const resultList = (
    <Stack spacing={1.5} aria-label={t("search.results")} role="list">
      {results.map((row) => (
        <div role="listitem" key={row._id}>
          <ManCard
            row={row}
            busy={actions.busy.has(row._id)}
            waiting={row.has_checked_in ? null : (waiting.get(row._id) ?? null)}
            onCheckIn={(man) => void actions.checkIn(man)}
            onUndo={(man) => void actions.undo(man._id)}
            onPayment={setPaying}
            onPrintBadge={badge.print}
          />
        </div>
      ))}
    </Stack>
  );

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 900, mx: "auto" }}>
      {top}
      {/* Stays in view while the latest arrivals or the not-arrived list scroll under it. */}
      <Stack spacing={1} sx={{ position: "sticky", top: 0, zIndex: "appBar", bgcolor: "background.default", py: 1 }}>
        <SearchBox value={search} onChange={type} inputRef={searchRef} />
        <DoorStatus connection={actions.connection} waiting={actions.pending.length} fromPhone={fromPhone} men={rows.length} />
        {isLoading && actions.connection === "online" && <LinearProgress aria-label={t("loadingList")} />}
      </Stack>
      {searching ? (
        <>
          {results.length === 0 && !isLoading && <Typography sx={{ py: 3, textAlign: "center" }}>{t("search.none", { search: search.trim() })}</Typography>}
          {resultList}
        </>
      ) : (
        <>
          {justCheckedIn && <PlacementPanel row={justCheckedIn} onClose={actions.clearJustCheckedIn} />}
          {idle}
          <FormControlLabel
            control={<Switch checked={printAtCheckIn} onChange={(event) => setPrintAtCheckIn(event.target.checked)} />}
            label={t("printAtCheckIn")}
          />
          <Tabs value={tab} onChange={(_, value: "recent" | "missing") => setTab(value)} variant="fullWidth">
            <Tab value="recent" label={t("tab.recent")} sx={{ minHeight: 48 }} />
            <Tab value="missing" label={t("tab.missing")} sx={{ minHeight: 48 }} />
          </Tabs>
          {tab === "recent" ? (
            resultList
          ) : (
            <NotArrivedList rows={missing} busy={actions.busy} waiting={waiting} onCheckIn={(man) => void actions.checkIn(man)} />
          )}
        </>
      )}
      {badge.sheet}
      {payingRow && (
        <Suspense fallback={null}>
          <PaymentDialog row={payingRow} onClose={() => setPaying(null)} />
        </Suspense>
      )}
      <Snackbar
        key={actions.undoOffer?.key}
        open={actions.undoOffer !== null}
        autoHideDuration={UNDO_WINDOW_MS}
        onClose={(_, reason) => reason !== "clickaway" && actions.clearUndoOffer()}
        message={
          actions.undoOffer
            ? actions.undoOffer.waiting
              ? t("undo.waiting", { name: actions.undoOffer.name })
              : t("undo.checkedIn", { name: actions.undoOffer.name })
            : ""
        }
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        action={
          <Button color="secondary" size="large" onClick={() => actions.undoOffer && void actions.undo(actions.undoOffer.id)}>
            {t("undo")}
          </Button>
        }
      />
    </Stack>
  );
}
