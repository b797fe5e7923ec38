import AppBar from "@mui/material/AppBar";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";

export function AppHeader() {
  return (
    <AppBar position="static" color="primary">
      <Toolbar>
        <Typography variant="h6" component={Link} to="/" sx={{ color: "inherit", textDecoration: "none" }}>
          Retreat Admin
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
