import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { RetreatBrand } from "../../components/brand/RetreatBrand";

export function NotFoundPage() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "80vh", textAlign: "center", p: 2 }}>
      <div>
        <RetreatBrand />
        <Typography variant="h1">404</Typography>
        <Typography variant="h6" component="p" sx={{ my: 2 }}>
          Oops! Page not found
        </Typography>
        <Button variant="contained" component={Link} to="/">
          Return to Home
        </Button>
      </div>
    </Box>
  );
}
