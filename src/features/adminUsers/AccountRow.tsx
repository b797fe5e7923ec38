import Block from "@mui/icons-material/Block";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import LockReset from "@mui/icons-material/LockReset";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Role } from "../../../convex/shared/validators";
import { formatDateTime } from "../../lib/format";
import { ROLE_LABELS } from "../roles";
import { accountLabel, type Account } from "./useAdminUsers";

type Props = {
  account: Account;
  isSelf: boolean;
  onRemoveRole: (role: Role) => void;
  onReset: () => void;
  onToggleDisabled: () => void;
};

/** One account: who, its roles (each removable), its state, reset password and disable/enable. */
export function AccountRow({ account, isSelf, onRemoveRole, onReset, onToggleDisabled }: Props) {
  const label = accountLabel(account);
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return (
    <TableRow hover aria-label={label} sx={account.disabled ? { opacity: 0.6 } : undefined}>
      <TableCell data-label="Account" component="th" scope="row">
        <Typography variant="body2">{label}</Typography>
        {name && account.email && (
          <Typography variant="caption" color="text.secondary">
            {name}
            {isSelf ? " (you)" : ""}
          </Typography>
        )}
      </TableCell>
      <TableCell data-label="Roles">
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
          {account.roles.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No role
            </Typography>
          )}
          {account.roles.map((role) => (
            <Chip
              key={role}
              size="small"
              label={ROLE_LABELS[role]}
              onDelete={() => onRemoveRole(role)}
              slotProps={{ root: { "aria-label": `${ROLE_LABELS[role]} role of ${label}` } as object }}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell data-label="Status">
        {account.disabled ? (
          <Chip size="small" color="default" label="Disabled" />
        ) : account.mustChangePassword ? (
          <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
            <Chip size="small" color="warning" variant="outlined" label="Temporary password" />
            {account.temporaryPasswordExpiresAt !== null && (
              <Typography variant="caption" color="text.secondary">
                {account.temporaryPasswordExpiresAt <= Date.now() ? "Expired" : "Expires"} {formatDateTime(account.temporaryPasswordExpiresAt)}
              </Typography>
            )}
          </Stack>
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Active" />
        )}
      </TableCell>
      <TableCell data-label="Actions" align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" startIcon={<LockReset />} disabled={isSelf || !account.email} onClick={onReset} aria-label={`Reset password of ${label}`}>
            Reset Password
          </Button>
          <Button
            size="small"
            color={account.disabled ? "primary" : "error"}
            startIcon={account.disabled ? <CheckCircleOutlined /> : <Block />}
            disabled={isSelf}
            onClick={onToggleDisabled}
            aria-label={`${account.disabled ? "Enable" : "Disable"} ${label}`}
          >
            {account.disabled ? "Enable" : "Disable"}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
