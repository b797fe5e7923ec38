import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link } from "react-router-dom";
import { RetreatBrand } from "../../components/brand/RetreatBrand";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";

export function NotFoundPage() {
  const t = useT(commonNs);
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "80vh", textAlign: "center", p: 2 }}>
      <div>
        <RetreatBrand />
        <Typography variant="h1">404</Typography>
        <Typography variant="h6" component="p" sx={{ my: 2 }}>
          {t("notFound.text")}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {t("notFound.home")}
        </Button>
      </div>
    </Box>
  );
}
