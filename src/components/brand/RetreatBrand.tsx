import ChurchOutlined from "@mui/icons-material/ChurchOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import { SETTING_DEFAULTS } from "../../../convex/shared/settings";
import { retreatTitle } from "../../lib/retreatName";
import { commonNs } from "../../i18n/namespaces/common";
import { useT } from "../../i18n/useT";
import { QueryErrorBoundary } from "../QueryErrorBoundary";

/** Names the query in the log (not shown). */
const SETTINGS_QUERY = "Site settings";

type Brand = { retreatName: string; parishName: string; logoUrl: string | null };

const DEFAULT_BRAND: Brand = { retreatName: SETTING_DEFAULTS.retreat_name, parishName: SETTING_DEFAULTS.parish_name, logoUrl: null };

function BrandMark({ brand }: { brand: Brand }) {
  const t = useT(commonNs);
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 1.5, pt: 3, px: 2, textAlign: "left" }}>
      <Box component={Link} to="/" aria-label={t("app.home")} sx={{ display: "flex", color: "primary.main", flexShrink: 0 }}>
        {brand.logoUrl ? (
          <Box component="img" src={brand.logoUrl} alt="" sx={{ height: 44, width: 44, objectFit: "contain" }} />
        ) : (
          <ChurchOutlined sx={{ fontSize: 44 }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, fontWeight: 700 }}>
          {t("app.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {retreatTitle(brand.retreatName, brand.parishName)}
        </Typography>
      </Box>
    </Box>
  );
}

function LiveBrandMark() {
  const info = useQuery(api.settings.header);
  return <BrandMark brand={info ?? DEFAULT_BRAND} />;
}

/**
 * The logo (linking home) and the retreat's name, for the pages shown without the staff header:
 * sign-in, password reset and "page not found". Readable signed out.
 */
export function RetreatBrand() {
  return (
    <QueryErrorBoundary label={SETTINGS_QUERY} fallback={<BrandMark brand={DEFAULT_BRAND} />}>
      <LiveBrandMark />
    </QueryErrorBoundary>
  );
}
