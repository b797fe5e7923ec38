import AccountCircle from "@mui/icons-material/AccountCircle";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useSignOut } from "../components/auth/useSignOut";
import { useViewer } from "../components/auth/useViewer";

/** The signed-in account, with Sign Out, behind an icon in the header. */
export function AccountMenu() {
  const state = useViewer();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (state.status !== "signedIn") return null;
  return (
    <>
      <IconButton aria-label="Account" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} color="inherit">
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>
          <ListItemText primary={state.viewer.email} secondary={state.viewer.roles.join(", ") || "no role"} />
        </MenuItem>
        <MenuItem onClick={() => void signOut()}>Sign Out</MenuItem>
      </Menu>
    </>
  );
}
