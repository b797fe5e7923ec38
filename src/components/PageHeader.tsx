import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { sharedNs } from "../i18n/namespaces/shared";
import { useT } from "../i18n/useT";

/** Title with a Back link to the dashboard, and the screen's actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT(sharedNs);
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3, justifyContent: "space-between", alignItems: { md: "center" } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Button component={Link} to="/" startIcon={<ArrowBack />} size="small">
          {t("back")}
        </Button>
        <Typography variant="h1">{title}</Typography>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
        {children}
      </Stack>
    </Stack>
  );
}
