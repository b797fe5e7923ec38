import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMutation } from "convex/react";
import { useMemo, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { MAX_RETREAT_DAYS } from "../../../convex/shared/settingsRules";
import { FormDialog } from "../../components/dialogs/FormDialog";
import { useNotifiedRun } from "../../components/notifications/useNotifiedRun";
import { useNotify } from "../../components/notifications/useNotify";
import { retreatsNs } from "../../i18n/namespaces/retreats";
import { sharedNs } from "../../i18n/namespaces/shared";
import { useT } from "../../i18n/useT";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { CarryOverFields } from "./CarryOverFields";
import { CarryPreviewText } from "./CarryPreviewText";
import {
  carryOf,
  initialForm,
  MAX_NAME_LENGTH,
  MAX_RECENT_WEEKENDS,
  problemsOf,
  type StartNextForm,
  type StartNextProblem,
  type StartNextProblems,
} from "./startNextForm";

/** Typing the weekends count asks the server once the typing pauses. */
const PREVIEW_DEBOUNCE_MS = 250;

/** Shown before the first Start too: something typed wrong (a field still empty waits for Start). */
const SHOWN_WHILE_TYPING = new Set<StartNextProblem>(["nameTooLong", "endBeforeStart", "tooManyDays", "recentInvalid"]);

const LIMITS: Partial<Record<StartNextProblem, number>> = {
  nameTooLong: MAX_NAME_LENGTH,
  tooManyDays: MAX_RETREAT_DAYS,
  recentInvalid: MAX_RECENT_WEEKENDS,
};

/**
 * Start the next retreat from the weekend looked at (`sourceName`): its name (the newest weekend's
 * number plus one), dates, and what carries over, with the server's live count of what will be
 * created. The new retreat becomes current, and the server has whoever started it look at it.
 */
export function StartNextDialog({ sourceName, newestName, onClose }: { sourceName: string; newestName: string; onClose: () => void }) {
  const t = useT(retreatsNs);
  const shared = useT(sharedNs);
  const startNext = useMutation(api.retreats.startNext);
  const run = useNotifiedRun();
  const notify = useNotify();
  const [form, setForm] = useState<StartNextForm>(() => initialForm(newestName));
  const [submitted, setSubmitted] = useState(false);
  const problems = problemsOf(form);
  // The preview asks again only when the choices change, not at each letter of the name.
  const carryKey = JSON.stringify(carryOf(form));
  const debouncedKey = useDebouncedValue(carryKey, PREVIEW_DEBOUNCE_MS);
  const carry = useMemo(() => JSON.parse(debouncedKey) as ReturnType<typeof carryOf>, [debouncedKey]);

  const change = (update: Partial<StartNextForm>) => setForm((previous) => ({ ...previous, ...update }));

  const start = async (name: string, chosen: NonNullable<ReturnType<typeof carryOf>>): Promise<boolean> => {
    let later = 0;
    const started = await run(
      async () => {
        ({ menCarriedLater: later } = await startNext({ name, startDate: form.startDate, endDate: form.endDate, carry: chosen }));
      },
      null,
      t("start.failed"),
    );
    if (started) {
      const description = later > 0 ? t("start.doneLater", { name, count: later }) : t("start.done", { name });
      notify({ title: shared("success"), description, variant: "success" });
    }
    return started;
  };

  const save = () => {
    setSubmitted(true);
    const chosen = carryOf(form);
    if (Object.keys(problems).length > 0 || chosen === null) return undefined;
    return start(form.name.trim(), chosen);
  };

  const problemText = (field: keyof StartNextProblems): string | undefined => {
    const problem = problems[field];
    if (problem === undefined || (!submitted && !SHOWN_WHILE_TYPING.has(problem))) return undefined;
    return t(`start.${problem}`, { max: LIMITS[problem] });
  };
  const nameError = problemText("name");
  const startError = problemText("startDate");
  const endError = problemText("endDate");

  return (
    <FormDialog title={t("start.title")} submitLabel={t("start.submit")} maxWidth="sm" onClose={onClose} onSave={save}>
      <TextField
        label={t("start.name")}
        value={form.name}
        onChange={(event) => change({ name: event.target.value })}
        error={nameError !== undefined}
        helperText={nameError}
        required
        autoFocus
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label={t("start.startDate")}
          type="date"
          value={form.startDate}
          onChange={(event) => change({ startDate: event.target.value })}
          error={startError !== undefined}
          helperText={startError}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label={t("start.endDate")}
          type="date"
          value={form.endDate}
          onChange={(event) => change({ endDate: event.target.value })}
          error={endError !== undefined}
          helperText={endError}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <CarryOverFields sourceName={sourceName} form={form} recentError={problemText("recentWeekends")} onChange={change} />
      <CarryPreviewText carry={carry} />
    </FormDialog>
  );
}
