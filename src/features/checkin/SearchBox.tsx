import Clear from "@mui/icons-material/Clear";
import Search from "@mui/icons-material/Search";
import FormControl from "@mui/material/FormControl";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useId, type Ref } from "react";
import { englishText } from "../../i18n/namespace";
import { checkinNs } from "../../i18n/namespaces/checkin";
import { useT } from "../../i18n/useT";


/** The search field's English label (the catalogue's). */
export const SEARCH_LABEL = englishText(checkinNs, "search.label");

type Props = {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
};

/**
 * The check-in search field: large type, no autocorrect, and a clear button that keeps the keyboard
 * open. Built from the outlined input itself rather than TextField, which would bring the select
 * and menu code onto the door's first load.
 */
export function SearchBox({ value, onChange, inputRef, label: given }: Props) {
  const t = useT(checkinNs);
  const label = given ?? t("search.label");
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus
        autoComplete="off"
        inputRef={inputRef}
        inputProps={{ enterKeyHint: "search", autoCapitalize: "none", spellCheck: false }}
        startAdornment={
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        }
        endAdornment={
          value === "" ? undefined : (
            <InputAdornment position="end">
              <IconButton
                aria-label={t("search.clear")}
                edge="end"
                // Keeps the focus (and the phone's keyboard) in the field.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChange("")}
              >
                <Clear />
              </IconButton>
            </InputAdornment>
          )
        }
        // Large type in the field only: on the root it would widen the outline's label gap.
        sx={{ "& .MuiInputBase-input": { fontSize: "1.25rem" } }}
      />
    </FormControl>
  );
}
