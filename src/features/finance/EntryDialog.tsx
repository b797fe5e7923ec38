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
import { parseMoney } from "../../../convex/shared/money";
import { isoDate } from "../../lib/format";
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
      setErrors((e) => ({ ...e, receipt: problem }));
      return;
    }
    setErrors((e) => ({ ...e, receipt: undefined }));
    setReceipt({ file });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = "Enter the date as YYYY-MM-DD.";
    if (category.trim() === "") found.category = "Enter a category.";
    // With "Refund or correction" on, "-20" and "(20)" are read as a refund of 20.
    const parsed = parseMoney(amount, { allowNegative: refund });
    if (!parsed.ok) {
      found.amount = parsed.message + (parsed.message.endsWith("negative.") ? " Turn on Refund or correction to enter a refund." : "");
    } else if (parsed.cents === 0) found.amount = "Amount must be more than 0.";
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

  const noun = kind === "expense" ? "Expense" : "Income";
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{initial ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} error={!!errors.date} helperText={errors.date} required autoFocus slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="Category" value={category} onChange={(e) => setCategory(e.target.value)} error={!!errors.category} helperText={errors.category ?? (kind === "expense" ? "Food, Supplies, House..." : "Parish contribution, Fundraiser...")} required />
            <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline />
            <MoneyField label="Amount" value={amount} onChange={(e) => setAmount(e.target.value)} error={!!errors.amount} helperText={errors.amount ?? "In dollars, e.g. 12.50"} required />
            <FormControlLabel control={<Switch checked={refund} onChange={(e) => setRefund(e.target.checked)} />} label="Refund or correction (counts as a negative amount)" />
            {kind === "expense" && (
              <>
                <TextField label="Paid by" value={paidBy} onChange={(e) => setPaidBy(e.target.value)} helperText="Who paid, so they can be reimbursed." />
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Button component="label" variant="outlined">
                    {preview ? "Replace Receipt" : "Attach Receipt"}
                    <input hidden type="file" accept={ACCEPTED_IMAGE_TYPES.join(",")} aria-label="Receipt image" onChange={(e) => pickReceipt(e.target.files?.[0])} />
                  </Button>
                  {preview && (
                    <Button color="error" onClick={() => { setReceipt(initial?.receipt_url ? "remove" : undefined); setPreview(null); }}>
                      Remove Receipt
                    </Button>
                  )}
                </Stack>
                {errors.receipt && <Typography color="error" variant="body2">{errors.receipt}</Typography>}
                {preview && <Box component="img" src={preview} alt="Receipt preview" sx={{ maxWidth: "100%", maxHeight: 240, objectFit: "contain", alignSelf: "flex-start", border: 1, borderColor: "divider" }} />}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? "Saving..." : initial ? "Save" : `Add ${noun}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
