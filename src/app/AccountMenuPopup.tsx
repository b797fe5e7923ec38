import Check from "@mui/icons-material/Check";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { LANGUAGES } from "../../convex/shared/languages";
import { LANGUAGE_NAMES, useLanguage } from "../i18n/language";
import { commonNs } from "../i18n/namespaces/common";
import { useT } from "../i18n/useT";

type Props = { anchor: HTMLElement; email: string | undefined; roles: string[]; onClose: () => void; onSignOut: () => void };

/** The account menu's popup, loaded when it is first opened (menus are not needed on the first screen). */
export default function AccountMenuPopup({ anchor, email, roles, onClose, onSignOut }: Props) {
  const t = useT(commonNs);
  const { language, choose } = useLanguage();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled>
        <ListItemText primary={email} secondary={roles.join(", ") || t("account.noRole")} />
      </MenuItem>
      <ListSubheader>{t("language.label")}</ListSubheader>
      {LANGUAGES.map((code) => (
        <MenuItem key={code} lang={code} selected={code === language} onClick={() => choose(code)}>
          <ListItemIcon>{code === language && <Check fontSize="small" />}</ListItemIcon>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
      <MenuItem onClick={onSignOut}>{t("account.signOut")}</MenuItem>
    </Menu>
  );
}
