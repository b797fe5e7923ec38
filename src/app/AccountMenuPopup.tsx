import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";

type Props = { anchor: HTMLElement; email: string | undefined; roles: string[]; onClose: () => void; onSignOut: () => void };

/** The account menu's popup, loaded when it is first opened (menus are not needed on the first screen). */
export default function AccountMenuPopup({ anchor, email, roles, onClose, onSignOut }: Props) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled>
        <ListItemText primary={email} secondary={roles.join(", ") || "no role"} />
      </MenuItem>
      <MenuItem onClick={onSignOut}>Sign Out</MenuItem>
    </Menu>
  );
}
