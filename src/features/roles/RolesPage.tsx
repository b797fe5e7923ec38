import Checkbox from "@mui/material/Checkbox";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import { phoneCards } from "../../components/table/phoneCards";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { ROLES } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";
import { PageLoading } from "../../components/PageLoading";
import { useNotify } from "../../components/notifications/useNotify";
import { rolesNs } from "../../i18n/namespaces/roles";
import { useServerErrorText } from "../../i18n/serverErrors";
import { errorsNs } from "../../i18n/namespaces/errors";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { PermissionReference } from "./PermissionReference";
import { RoleColumnsHead } from "./RoleColumnsHead";
import { useRoleLabel } from "./roleLabels";

/** The users × roles matrix; a change reaches that user's open screens at once. */
export default function RolesPage() {
  useCatalogues(rolesNs, errorsNs);
  const users = useQuery(api.roles.listUsers);
  const notify = useNotify();
  const t = useT(rolesNs);
  const roleLabel = useRoleLabel();
  const errorText = useServerErrorText();
  const setRoles = useMutation(api.roles.setUserRoles).withOptimisticUpdate((store, { userId, roles }) => {
    const current = store.getQuery(api.roles.listUsers, {});
    if (current === undefined) return;
    store.setQuery(
      api.roles.listUsers,
      {},
      current.map((user) => (user.userId === userId ? { ...user, roles: ROLES.filter((role) => roles.includes(role)) } : user)),
    );
  });

  const toggle = async (userId: Id<"users">, roles: Role[], role: Role, granted: boolean) => {
    const next = granted ? [...roles, role] : roles.filter((r) => r !== role);
    try {
      await setRoles({ userId, roles: next });
    } catch (error) {
      notify({ title: t("page.errorTitle"), description: errorText(error, t("page.updateFailed")), variant: "error" });
    }
  };

  if (users === undefined) return <PageLoading />;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t("page.title")}</Typography>
        <Typography color="text.secondary">{t("page.intro")}</Typography>
      </div>
      <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
        <Table size="small" aria-label={t("page.tableLabel")}>
          <RoleColumnsHead first={t("page.account")} />
          <TableBody>
            {users.map((user) => {
              const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
              const account = user.email ?? (name || t("page.noEmail"));
              return (
                <TableRow key={user.userId} hover>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{account}</Typography>
                    {name && user.email && (
                      <Typography variant="caption" color="text.secondary">
                        {name}
                      </Typography>
                    )}
                  </TableCell>
                  {ROLES.map((role) => (
                    <TableCell key={role} align="center" padding="checkbox" data-label={roleLabel(role)} data-inline>
                      <Checkbox
                        checked={user.roles.includes(role)}
                        onChange={(event) => void toggle(user.userId, user.roles, role, event.target.checked)}
                        slotProps={{ input: { "aria-label": t("page.roleFor", { role: roleLabel(role), account }) } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PermissionReference />
    </Stack>
  );
}
