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
import { accountLabel, useAdminUsers, type Account, type TemporaryPassword } from "./useAdminUsers";

type Confirm = { kind: "reset" | "disable" | "enable"; account: Account } | null;

const CONFIRM_TEXT: Record<NonNullable<Confirm>["kind"], (label: string) => string> = {
  reset: (label) => `${label} gets a new temporary password and is signed out everywhere. They choose their own password at the next sign-in.`,
  disable: (label) => `${label} is signed out everywhere and cannot sign in until the account is enabled again.`,
  enable: (label) => `${label} can sign in again with their password.`,
};

const isStaffAccount = (account: Account) => account.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

function AdminUsers() {
  const accounts = useQuery(api.adminUsers.list, {});
  const viewer = useViewer();
  const actions = useAdminUsers();
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
      <PageHeader title="Admin Users">
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)}>
          Create Account
        </Button>
      </PageHeader>
      <FormControlLabel
        control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
        label={`Show server and other accounts (${accounts.length - accounts.filter(isStaffAccount).length})`}
      />
      <TableContainer component={Paper} variant="outlined" sx={phoneCards}>
        <Table size="small" aria-label="Accounts">
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>Roles</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
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
        <DialogTitle>Are you sure?</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm && CONFIRM_TEXT[confirm.kind](accountLabel(confirm.account))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirm(null)}>Cancel</Button>
          <Button variant="contained" color={confirm?.kind === "disable" ? "error" : "primary"} onClick={() => void confirmed()}>
            {confirm?.kind === "reset" ? "Reset Password" : confirm?.kind === "disable" ? "Disable" : "Enable"}
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
