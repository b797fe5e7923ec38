import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { MoneyField } from "../../components/inputs/MoneyField";
import Typography from "@mui/material/Typography";
import { useEffect, useState, type FormEvent } from "react";
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from "../../../convex/shared/imageRules";
import { isoDate } from "../../lib/format";
import { financeNs } from "../../i18n/namespaces/finance";
import { useT } from "../../i18n/useT";
import { imageProblemText, readAmount } from "./financeText";
import type { LedgerRow } from "./financeTypes";

export type EntryKind = "income" | "expense";
export type EntryFormValues = {
  kind: EntryKind;
  date: string;
  category: string;
  description: string;
  amount_cents: number;
  refund: boolean;
  paid_by: string;
};
export type ReceiptChoice = { file: File } | "remove" | undefined;

const addOrEdit = (kind: EntryKind, editing: boolean) =>
  editing ? (kind === "expense" ? "entry.editExpense" : "entry.editIncome") : kind === "expense" ? "entry.addExpense" : "entry.addIncome";


/** Add or edit an income or expense entry; an expense may carry a receipt image (previewed before saving). */
export function EntryDialog({
  kind,
  initial,
  onClose,
  onSubmit,
}: {
  kind: EntryKind;
  initial?: LedgerRow;
  onClose: () => void;
  onSubmit: (values: EntryFormValues, receipt: ReceiptChoice) => Promise<boolean>;
}) {
  const [date, setDate] = useState(initial?.date ?? isoDate());
  const [category, setCategory] = useState(initial?.category ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [amount, setAmount] = useState(initial ? (Math.abs(initial.amount_cents) / 100).toFixed(2) : "");
  const [refund, setRefund] = useState(initial ? initial.amount_cents < 0 : false);
  const [paidBy, setPaidBy] = useState(initial?.paid_by ?? "");
  const [receipt, setReceipt] = useState<ReceiptChoice>(undefined);
  const [preview, setPreview] = useState<string | null>(initial?.receipt_url ?? null);
  const [errors, setErrors] = useState<Partial<Record<"date" | "category" | "amount" | "receipt", string>>>({});
  const [saving, setSaving] = useState(false);
  const t = useT(financeNs);

  useEffect(() => {
    if (receipt === undefined || receipt === "remove") return;
    const url = URL.createObjectURL(receipt.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [receipt]);

  const pickReceipt = (file: File | undefined) => {
    if (file === undefined) return;
    const problem = imageFileProblem(file);
    if (problem !== null) {
      setErrors((e) => ({ ...e, receipt: imageProblemText(t, problem) }));
      return;
    }
    setErrors((e) => ({ ...e, receipt: undefined }));
    setReceipt({ file });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = t("entry.dateError");
    if (category.trim() === "") found.category = t("entry.categoryError");
    // With "Refund or correction" on, "-20" and "(20)" are read as a refund of 20.
    const parsed = readAmount(t, amount, "amount", refund);
    if (!parsed.ok) {
      found.amount = parsed.message + (parsed.problem === "negative" ? t("entry.refundHint") : "");
    } else if (parsed.cents === 0) found.amount = t("entry.zeroError");
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    setSaving(true);
    const values = {
      kind,
      date,
      category: category.trim(),
      description: description.trim(),
      amount_cents: Math.abs(parsed.cents),
      refund,
      paid_by: paidBy.trim(),
    };
    const saved = await onSubmit(values, receipt);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t(addOrEdit(kind, initial !== undefined))}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t("entry.date")} type="date" value={date} onChange={(e) => setDate(e.target.value)} error={!!errors.date} helperText={errors.date} required autoFocus slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={t("entry.category")} value={category} onChange={(e) => setCategory(e.target.value)} error={!!errors.category} helperText={errors.category ?? (kind === "expense" ? t("entry.expenseCategories") : t("entry.incomeCategories"))} required />
            <TextField label={t("entry.description")} value={description} onChange={(e) => setDescription(e.target.value)} multiline />
            <MoneyField label={t("entry.amount")} value={amount} onChange={(e) => setAmount(e.target.value)} error={!!errors.amount} helperText={errors.amount ?? t("entry.amountHelp")} required />
            <FormControlLabel control={<Switch checked={refund} onChange={(e) => setRefund(e.target.checked)} />} label={t("entry.refund")} />
            {kind === "expense" && (
              <>
                <TextField label={t("entry.paidBy")} value={paidBy} onChange={(e) => setPaidBy(e.target.value)} helperText={t("entry.paidByHelp")} />
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Button component="label" variant="outlined">
                    {preview ? t("entry.replaceReceipt") : t("entry.attachReceipt")}
                    <input hidden type="file" accept={ACCEPTED_IMAGE_TYPES.join(",")} aria-label={t("entry.receiptImage")} onChange={(e) => pickReceipt(e.target.files?.[0])} />
                  </Button>
                  {preview && (
                    <Button color="error" onClick={() => { setReceipt(initial?.receipt_url ? "remove" : undefined); setPreview(null); }}>
                      {t("entry.removeReceipt")}
                    </Button>
                  )}
                </Stack>
                {errors.receipt && <Typography color="error" variant="body2">{errors.receipt}</Typography>}
                {preview && <Box component="img" src={preview} alt={t("entry.receiptPreview")} sx={{ maxWidth: "100%", maxHeight: 240, objectFit: "contain", alignSelf: "flex-start", border: 1, borderColor: "divider" }} />}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t("saving") : initial ? t("save") : t(addOrEdit(kind, false))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
