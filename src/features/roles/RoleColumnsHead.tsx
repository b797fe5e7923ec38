import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { ROLES } from "../../../convex/shared/permissions";
import { useRoleLabel } from "./roleLabels";

/** The head of a table with a column per role, in the server's order, after a first column named `first`. */
export function RoleColumnsHead({ first }: { first: string }) {
  const roleLabel = useRoleLabel();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{first}</TableCell>
        {ROLES.map((role) => (
          <TableCell key={role} align="center">
            {roleLabel(role)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
