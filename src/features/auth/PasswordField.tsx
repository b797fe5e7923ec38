import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import { authNs } from "../../i18n/namespaces/auth";
import { useT } from "../../i18n/useT";
import { TextInput } from "./TextInput";

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  disabled?: boolean;
}) {
  const t = useT(authNs);
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      type={shown ? "text" : "password"}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      disabled={disabled}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? t("field.hidePassword") : t("field.showPassword")}
            onClick={() => setShown((s) => !s)}
            edge="end"
            disabled={disabled}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
