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
import { rolesNs } from "../../i18n/namespaces/roles";
import { useT } from "../../i18n/useT";
import { usePermissionLabel, useRoleLabel } from "./roleLabels";
import { RoleColumnsHead } from "./RoleColumnsHead";

/** What each role may do: the server's permission map, for reference. */
export function PermissionReference() {
  const t = useT(rolesNs);
  const roleLabel = useRoleLabel();
  const permissionLabel = usePermissionLabel();
  return (
    <section aria-labelledby="permission-reference">
      <Typography id="permission-reference" variant="h2" gutterBottom>
        {t("reference.title")}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
        <Table size="small">
          <RoleColumnsHead first={t("reference.permission")} />
          <TableBody>
            {PERMISSION_NAMES.map((permission) => (
              <TableRow key={permission}>
                <TableCell component="th" scope="row">
                  {permissionLabel(permission)}
                </TableCell>
                {ROLES.map((role) => (
                  <TableCell key={role} align="center" data-label={roleLabel(role)} data-inline>
                    {hasPermission([role], permission) ? <Check fontSize="small" aria-label={t("reference.yes")} /> : null}
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
