import Check from "@mui/icons-material/Check";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { hasPermission, PERMISSION_NAMES, ROLES } from "../../../convex/shared/permissions";
import { phoneCards } from "../../components/table/phoneCards";
import { PERMISSION_LABELS, ROLE_LABELS } from "./roleLabels";
import { RoleColumnsHead } from "./RoleColumnsHead";

/** What each role may do: the server's permission map, for reference. */
export function PermissionReference() {
  return (
    <section aria-labelledby="permission-reference">
      <Typography id="permission-reference" variant="h2" gutterBottom>
        What each role may do
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
        <Table size="small">
          <RoleColumnsHead first="Permission" />
          <TableBody>
            {PERMISSION_NAMES.map((permission) => (
              <TableRow key={permission}>
                <TableCell component="th" scope="row">
                  {PERMISSION_LABELS[permission]}
                </TableCell>
                {ROLES.map((role) => (
                  <TableCell key={role} align="center" data-label={ROLE_LABELS[role]} data-inline>
                    {hasPermission([role], permission) ? <Check fontSize="small" aria-label="yes" /> : null}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
