import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { attendeesNs } from "../../i18n/namespaces/attendees";
import { useT } from "../../i18n/useT";
import type { SummaryRange } from "./attendeeFilter";

/** Previous / 'page / total' / Next, the Show All toggle and the 'Showing …' summary. */
export function GridPager({
  page,
  pageCount,
  showAll,
  summary,
  onPageChange,
  onShowAllChange,
}: {
  page: number;
  pageCount: number;
  showAll: boolean;
  summary: SummaryRange;
  onPageChange: (page: number) => void;
  onShowAllChange: (showAll: boolean) => void;
}) {
  const t = useT(attendeesNs);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
        {summary.all
          ? t("pager.all", { n: String(summary.total) })
          : t("pager.range", { first: String(summary.first), last: String(summary.last), total: String(summary.total) })}
      </Typography>
      {!showAll && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Button size="small" variant="outlined" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
            {t("pager.previous")}
          </Button>
          <Typography variant="body2" aria-label={t("pager.page")}>
            {page + 1} / {pageCount}
          </Typography>
          <Button size="small" variant="outlined" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
            {t("pager.next")}
          </Button>
        </Box>
      )}
      <Button size="small" onClick={() => onShowAllChange(!showAll)}>
        {showAll ? t("pager.showPaginated") : t("pager.showAll")}
      </Button>
    </Box>
  );
}
