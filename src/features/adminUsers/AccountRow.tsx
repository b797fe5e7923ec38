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
import { formatDateTimeIn } from "../../i18n/format";
import { adminUsersNs } from "../../i18n/namespaces/adminUsers";
import { useT } from "../../i18n/useT";
import { useRoleLabel } from "../roles";
import { useAccountLabel, type Account } from "./useAdminUsers";

type Props = {
  account: Account;
  isSelf: boolean;
  onRemoveRole: (role: Role) => void;
  onReset: () => void;
  onToggleDisabled: () => void;
};

/** One account: who, its roles (each removable), its state, reset password and disable/enable. */
export function AccountRow({ account, isSelf, onRemoveRole, onReset, onToggleDisabled }: Props) {
  const t = useT(adminUsersNs);
  const roleLabel = useRoleLabel();
  const label = useAccountLabel()(account);
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return (
    <TableRow hover aria-label={label} sx={account.disabled ? { opacity: 0.6 } : undefined}>
      <TableCell data-label={t("column.account")} component="th" scope="row">
        <Typography variant="body2">{label}</Typography>
        {name && account.email && (
          <Typography variant="caption" color="text.secondary">
            {name}
            {isSelf ? t("row.you") : ""}
          </Typography>
        )}
      </TableCell>
      <TableCell data-label={t("column.roles")}>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
          {account.roles.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t("row.noRole")}
            </Typography>
          )}
          {account.roles.map((role) => (
            <Chip
              key={role}
              size="small"
              label={roleLabel(role)}
              onDelete={() => onRemoveRole(role)}
              slotProps={{ root: { "aria-label": t("row.roleOf", { role: roleLabel(role), label }) } as object }}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell data-label={t("column.status")}>
        {account.disabled ? (
          <Chip size="small" color="default" label={t("row.disabled")} />
        ) : account.mustChangePassword ? (
          <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
            <Chip size="small" color="warning" variant="outlined" label={t("row.temporary")} />
            {account.temporaryPasswordExpiresAt !== null && (
              <Typography variant="caption" color="text.secondary">
                {t(account.temporaryPasswordExpiresAt <= Date.now() ? "row.expired" : "row.expires", {
                  when: formatDateTimeIn(t.language, account.temporaryPasswordExpiresAt),
                })}
              </Typography>
            )}
          </Stack>
        ) : (
          <Chip size="small" color="success" variant="outlined" label={t("row.active")} />
        )}
      </TableCell>
      <TableCell data-label={t("column.actions")} align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" startIcon={<LockReset />} disabled={isSelf || !account.email} onClick={onReset} aria-label={t("row.resetOf", { label })}>
            {t("row.reset")}
          </Button>
          <Button
            size="small"
            color={account.disabled ? "primary" : "error"}
            startIcon={account.disabled ? <CheckCircleOutlined /> : <Block />}
            disabled={isSelf}
            onClick={onToggleDisabled}
            aria-label={t(account.disabled ? "row.enableLabel" : "row.disableLabel", { label })}
          >
            {account.disabled ? t("row.enable") : t("row.disable")}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
