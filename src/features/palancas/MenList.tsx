import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import { filterMen } from "../../../convex/shared/manSearch";
import { lettersLabel, manName, type PalancaMan } from "./palancaSummary";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

/** A titled list of retreatants with their letter counts; picking one shows his letters. */
export function MenList({
  title,
  men,
  selected,
  onSelect,
  searchable = false,
  empty,
}: {
  title: string;
  men: readonly PalancaMan[];
  selected: Id<"attendees"> | null;
  onSelect: (id: Id<"attendees">) => void;
  searchable?: boolean;
  empty: string;
}) {
  const t = useT(palancasNs);
  const [search, setSearch] = useState("");
  const shown = useMemo(() => (searchable ? filterMen(men, search) : men), [men, search, searchable]);
  const id = `palancas-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title} ({men.length})
        </Typography>
        {searchable && (
          <TextField size="small" fullWidth label={t("list.search")} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1 }} />
        )}
        {shown.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 480, overflow: "auto" }}>
            {shown.map((man) => (
              <ListItemButton
                key={man._id}
                selected={man._id === selected}
                onClick={() => onSelect(man._id)}
                aria-label={t("list.manAria", { name: manName(man), letters: lettersLabel(man.count, t) })}
              >
                <ListItemText primary={manName(man)} />
                <Chip size="small" label={man.count} color={man.count === 0 ? "default" : "primary"} variant="outlined" />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
