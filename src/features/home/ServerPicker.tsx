import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { formatFullName } from "../../lib/format";
import { searchMen } from "../../../convex/shared/manSearch";
import { useLiveList } from "../../lib/useLiveList";
import { homeNs } from "../../i18n/namespaces/home";
import { useT } from "../../i18n/useT";

const PICKER_PAGE_SIZE = 200;

/** An admin's search for the server whose dashboard to open. */
export function ServerPicker({ value, onPick }: { value: string | null; onPick: (id: Id<"attendees">) => void }) {
  const t = useT(homeNs);
  const { rows, isLoading } = useLiveList(api.servers.names, {}, PICKER_PAGE_SIZE);
  const selected = rows.find((row) => row._id === value) ?? null;
  return (
    <Autocomplete
      options={rows}
      value={selected}
      loading={isLoading}
      onChange={(_, man) => man && onPick(man._id)}
      getOptionLabel={(man) => formatFullName(man.first_name, man.last_name)}
      getOptionKey={(man) => man._id}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(options, state) => searchMen(options, state.inputValue, 20)}
      renderInput={(params) => <TextField {...params} label={t("server.find")} placeholder={t("server.findHint")} />}
      sx={{ maxWidth: 480 }}
    />
  );
}
