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
import { englishText } from "../../i18n/namespace";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";
import { useServerErrorText } from "../../i18n/serverErrors";

type Match = FunctionReturnType<typeof api.checkIn.selfMatches>[number];

/** How long the welcome stays before the screen is ready for the next man. */
export const WELCOME_MS = 6000;
/** The English text when no one has those digits (the catalogue's). */
export const NO_MATCH = englishText(checkinNs, "self.noMatch");

/**
 * Self check-in: a man types the last four digits of his phone, taps his own name to confirm,
 * and is checked in. The screen shows names only, never anyone's contact details.
 */
export function SelfCheckIn({ onCheckedIn }: { onCheckedIn?: (man: BadgeAttendee) => void }) {
  const t = useT(checkinNs);
  const errorText = useServerErrorText();
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
      if (found.length === 0) setError(t("self.noMatch"));
      setMatches(found.length === 0 ? null : found);
    } catch (failure) {
      setError(errorText(failure, t("self.noMatch")));
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
      setError(errorText(failure, t("self.noMatch")));
      setMatches(null);
    } finally {
      setBusy(false);
    }
  };

  if (welcome !== null) {
    return (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: "center" }}>
        <Typography sx={{ fontSize: "2rem", fontWeight: 800 }}>{t("self.welcome", { name: welcome })}</Typography>
        <Typography sx={{ fontSize: "1.25rem", my: 2 }}>{t("self.checkedIn")}</Typography>
        <Button variant="outlined" size="large" onClick={reset}>
          {t("self.done")}
        </Button>
      </Paper>
    );
  }

  if (matches !== null) {
    return (
      <Stack spacing={2} role="group" aria-label={t("self.isThisYou")}>
        <Typography variant="h2" sx={{ fontSize: "1.75rem" }}>
          {t("self.isThisYou")}
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
            {t("self.yesIAm", { name: match.name })}
          </Button>
        ))}
        <Button variant="outlined" size="large" onClick={reset} sx={{ minHeight: 56 }}>
          {t("self.notMe")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void find(event)} sx={{ maxWidth: 480, mx: "auto", width: "100%" }}>
      <Typography variant="h2" sx={{ fontSize: "1.75rem" }}>
        {t("self.title")}
      </Typography>
      <TextField
        label={t("self.digits")}
        value={digits}
        onChange={(event) => setDigits(event.target.value.replace(/\D/g, "").slice(0, 4))}
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4, style: { fontSize: "2rem", letterSpacing: "0.5em" } } }}
      />
      {error && <Alert severity="warning">{error}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={busy || digits.length !== 4} sx={{ minHeight: 56, fontSize: "1.2rem" }}>
        {t("self.find")}
      </Button>
    </Stack>
  );
}
