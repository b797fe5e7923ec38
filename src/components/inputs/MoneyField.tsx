import TextField, { type TextFieldProps } from "@mui/material/TextField";

/**
 * The money input of every form: plain text, so a refund typed as "(50)" or "-50" and amounts
 * such as "1,234.50" or "1.234,50" reach the one reader (`readCents` in convex/shared/money.ts)
 * as typed. A number input would silently drop the brackets and turn a refund into a payment.
 */
export function MoneyField({ slotProps, ...props }: Omit<TextFieldProps, "type">) {
  return (
    <TextField
      {...props}
      type="text"
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: "decimal", autoComplete: "off", ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
