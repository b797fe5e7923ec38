import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";

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
  summary: string;
  onPageChange: (page: number) => void;
  onShowAllChange: (showAll: boolean) => void;
}) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
        {summary}
      </Typography>
      {!showAll && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Button size="small" variant="outlined" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2" aria-label="Page">
            {page + 1} / {pageCount}
          </Typography>
          <Button size="small" variant="outlined" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </Box>
      )}
      <Button size="small" onClick={() => onShowAllChange(!showAll)}>
        {showAll ? "Show Paginated" : "Show All"}
      </Button>
    </Box>
  );
}
