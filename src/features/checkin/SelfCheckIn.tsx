import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useConvex, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState, type FormEvent } from "react";
import { api } from "../../../convex/_generated/api";
import type { BadgeAttendee } from "../../components/print/AttendeeBadges";
import { serverMessage } from "../../lib/serverError";

type Match = FunctionReturnType<typeof api.checkIn.selfMatches>[number];

/** How long the welcome stays before the screen is ready for the next man. */
export const WELCOME_MS = 6000;
export const NO_MATCH = "We could not find you with those digits. Please see a team member.";

/**
 * Self check-in: a man types the last four digits of his phone, taps his own name to confirm,
 * and is checked in. The screen shows names only, never anyone's contact details.
 */
export function SelfCheckIn({ onCheckedIn }: { onCheckedIn?: (man: BadgeAttendee) => void }) {
  const convex = useConvex();
  const selfCheckIn = useMutation(api.checkIn.selfCheckIn);
  const [digits, setDigits] = useState("");
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setDigits("");
    setMatches(null);
    setWelcome(null);
    setError(null);
  };

  useEffect(() => {
    if (welcome === null) return;
    const timer = setTimeout(reset, WELCOME_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const found = await convex.query(api.checkIn.selfMatches, { lastFour: digits });
      if (found.length === 0) setError(NO_MATCH);
      setMatches(found.length === 0 ? null : found);
    } catch (failure) {
      setError(serverMessage(failure) ?? NO_MATCH);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (match: Match) => {
    setBusy(true);
    try {
      const man = await selfCheckIn({ id: match._id, lastFour: digits });
      setMatches(null);
      setDigits("");
      setWelcome(man.name);
      onCheckedIn?.({ _id: match._id, first_name: man.first_name, last_name: man.last_name });
    } catch (failure) {
      setError(serverMessage(failure) ?? NO_MATCH);
      setMatches(null);
    } finally {
      setBusy(false);
    }
  };

  if (welcome !== null) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: "center" }}>
        <Typography sx={{ fontSize: "2rem", fontWeight: 800 }}>Welcome, {welcome}!</Typography>
        <Typography sx={{ fontSize: "1.25rem", my: 2 }}>You are checked in. A team member will help you from here.</Typography>
        <Button variant="outlined" size="large" onClick={reset}>
          Done
        </Button>
      </Paper>
    );
  }

  if (matches !== null) {
    return (
      <Stack spacing={2} role="group" aria-label="Is this you?">
        <Typography variant="h2" sx={{ fontSize: "1.75rem" }}>
          Is this you?
        </Typography>
        {matches.map((match) => (
          <Button
            key={match._id}
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void confirm(match)}
            sx={{ minHeight: 64, fontSize: "1.25rem" }}
          >
            Yes, I am {match.name}
          </Button>
        ))}
        <Button variant="outlined" size="large" onClick={reset} sx={{ minHeight: 56 }}>
          That is not me
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void find(event)} sx={{ maxWidth: 480, mx: "auto", width: "100%" }}>
      <Typography variant="h2" sx={{ fontSize: "1.75rem" }}>
        Welcome! Check yourself in
      </Typography>
      <TextField
        label="Last four digits of your phone number"
        value={digits}
        onChange={(event) => setDigits(event.target.value.replace(/\D/g, "").slice(0, 4))}
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4, style: { fontSize: "2rem", letterSpacing: "0.5em" } } }}
      />
      {error && <Alert severity="warning">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy || digits.length !== 4} sx={{ minHeight: 56, fontSize: "1.2rem" }}>
        Find me
      </Button>
    </Stack>
  );
}
