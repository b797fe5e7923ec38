import PersonAdd from "@mui/icons-material/PersonAdd";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../convex/_generated/api";
import { STAFF_ROLES } from "../../../convex/shared/permissions";
import { useViewer } from "../../components/auth/useViewer";
import { PageLoading } from "../../components/PageLoading";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { phoneCards } from "../../components/table/phoneCards";
import { AccountRow } from "./AccountRow";
import { CreateAccountDialog } from "./CreateAccountDialog";
import { TemporaryPasswordDialog } from "./TemporaryPasswordDialog";
import { adminUsersNs } from "../../i18n/namespaces/adminUsers";
import { errorsNs } from "../../i18n/namespaces/errors";
import { rolesNs } from "../../i18n/namespaces/roles";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { useAccountLabel, useAdminUsers, type Account, type TemporaryPassword } from "./useAdminUsers";

type Confirm = { kind: "reset" | "disable" | "enable"; account: Account } | null;


const isStaffAccount = (account: Account) => account.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

function AdminUsers() {
  useCatalogues(adminUsersNs, rolesNs, errorsNs);
  const accounts = useQuery(api.adminUsers.list, {});
  const viewer = useViewer();
  const actions = useAdminUsers();
  const t = useT(adminUsersNs);
  const accountLabel = useAccountLabel();
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const [showAll, setShowAll] = useState(false);
  if (accounts === undefined) return <PageLoading />;

  const selfId = viewer.status === "signedIn" ? viewer.viewer.userId : null;
  const shown = showAll ? accounts : accounts.filter(isStaffAccount);
  const confirmed = async () => {
    if (confirm === null) return;
    const { kind, account } = confirm;
    setConfirm(null);
    if (kind === "reset") setTemporary(await actions.resetPassword(account));
    else await actions.setDisabled(account.userId, accountLabel(account), kind === "disable");
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={t("page.title")}>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)}>
          {t("page.create")}
        </Button>
      </PageHeader>
      <FormControlLabel
        control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
        label={t("page.showAll", { count: String(accounts.length - accounts.filter(isStaffAccount).length) })}
      />
      <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
        <Table size="small" aria-label={t("page.tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("column.account")}</TableCell>
              <TableCell>{t("column.roles")}</TableCell>
              <TableCell>{t("column.status")}</TableCell>
              <TableCell align="right">{t("column.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((account) => (
              <AccountRow
                key={account.userId}
                account={account}
                isSelf={account.userId === selfId}
                onRemoveRole={(role) => void actions.removeRole(account, role)}
                onReset={() => setConfirm({ kind: "reset", account })}
                onToggleDisabled={() => setConfirm({ kind: account.disabled ? "enable" : "disable", account })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {creating && (
        <CreateAccountDialog
          onClose={() => setCreating(false)}
          onCreate={async (input) => {
            const created = await actions.create(input);
            setTemporary(created);
            return created !== null;
          }}
        />
      )}
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)}>
        <DialogTitle>{t("confirm.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm && t(`confirm.${confirm.kind}`, { label: accountLabel(confirm.account) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirm(null)}>{t("cancel")}</Button>
          <Button variant="contained" color={confirm?.kind === "disable" ? "error" : "primary"} onClick={() => void confirmed()}>
            {confirm?.kind === "reset" ? t("row.reset") : confirm?.kind === "disable" ? t("row.disable") : t("row.enable")}
          </Button>
        </DialogActions>
      </Dialog>
      {temporary && <TemporaryPasswordDialog temporary={temporary} onClose={() => setTemporary(null)} />}
    </Stack>
  );
}

export default function AdminUsersPage() {
  return (
    <QueryErrorBoundary>
      <AdminUsers />
    </QueryErrorBoundary>
  );
}
