import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { isValidEmail, LIMITS } from "../../../convex/shared/attendeeRules";
import { ROLES } from "../../../convex/shared/permissions";
import type { Role } from "../../../convex/shared/validators";
import { adminUsersNs } from "../../i18n/namespaces/adminUsers";
import { rolesNs } from "../../i18n/namespaces/roles";
import { useCatalogues } from "../../i18n/useCatalogues";
import { useT } from "../../i18n/useT";
import { useRoleLabel } from "../roles";

type Input = { email: string; firstName: string; lastName: string; roles: Role[] };
/** Each field's problem, as a message of the adminUsers catalogue. */
type Problem = "create.email.invalid" | "create.required" | "create.tooLong" | "create.roleRequired";
type Errors = Partial<Record<keyof Input, Problem>>;

function check(input: Input): Errors {
  const errors: Errors = {};
  if (!isValidEmail(input.email.trim())) errors.email = "create.email.invalid";
  for (const field of ["firstName", "lastName"] as const) {
    const value = input[field].trim();
    if (value === "") errors[field] = "create.required";
    else if (value.length > LIMITS.name) errors[field] = "create.tooLong";
  }
  if (input.roles.length === 0) errors.roles = "create.roleRequired";
  return errors;
}

/** Email, names and roles of a new account; the server answers with its temporary password. */
export function CreateAccountDialog({ onClose, onCreate }: { onClose: () => void; onCreate: (input: Input) => Promise<boolean> }) {
  useCatalogues(adminUsersNs, rolesNs);
  const t = useT(adminUsersNs);
  const roleLabel = useRoleLabel();
  const problem = (key: Problem | undefined) => (key === undefined ? undefined : t(key, { max: LIMITS.name }));
  const [input, setInput] = useState<Input>({ email: "", firstName: "", lastName: "", roles: ["basic"] });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Input>(key: K, value: Input[K]) => {
    setInput((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = async () => {
    const found = check(input);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const done = await onCreate(input);
    setBusy(false);
    if (done) onClose();
  };
  const text = (key: "email" | "firstName" | "lastName", label: string, type = "text") => (
    <TextField
      label={label}
      type={type}
      autoFocus={key === "email"}
      value={input[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key] !== undefined}
      helperText={problem(errors[key])}
      fullWidth
      required
    />
  );
  const emailField = text("email", t("create.email"), "email");
  const firstNameField = text("firstName", t("create.firstName"));
  const lastNameField = text("lastName", t("create.lastName"));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("create.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {emailField}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            {firstNameField}
            {lastNameField}
          </Stack>
          <div>
            <FormLabel component="legend">{t("create.roles")}</FormLabel>
            <FormGroup row>
              {ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  label={roleLabel(role)}
                  control={
                    <Checkbox
                      checked={input.roles.includes(role)}
                      onChange={(e) => set("roles", e.target.checked ? [...input.roles, role] : input.roles.filter((r) => r !== role))}
                    />
                  }
                />
              ))}
            </FormGroup>
            {errors.roles && <FormHelperText error>{problem(errors.roles)}</FormHelperText>}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {busy ? t("create.creating") : t("create.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
