import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type ReactNode } from "react";

/**
 * A labelled outlined input. TextField would do the same but pulls in Select and Menu, which
 * the sign-in page's size budget cannot afford.
 */
export function TextInput({
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  autoFocus,
  disabled,
  endAdornment,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
}) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
      />
    </FormControl>
  );
}
