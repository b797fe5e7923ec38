import type { Theme } from "@mui/material/styles";

/**
 * Turns an MUI table into one card per row on a phone (below the `sm` breakpoint), as the
 * attendee list does: the header row is hidden and each cell shows its column's name, taken from
 * the cell's `data-label`, above its content. Wider screens keep the table. Put it on the
 * `TableContainer` (or the `Table`) and give the body cells a `data-label`; a cell that holds only
 * a checkbox can also take `data-inline` to sit beside the others.
 */
export const phoneCards = (theme: Theme) => ({
  [theme.breakpoints.down("sm")]: {
    border: 0,
    background: "transparent",
    "&, & table, & tbody, & tr, & td, & th": { display: "block", width: "100%", boxSizing: "border-box" },
    "& thead": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
    "& tbody tr": {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: theme.palette.background.paper,
      p: 1,
      mb: 1,
    },
    "& tbody td, & tbody th": {
      border: 0,
      px: 0.5,
      py: 0.5,
      textAlign: "left",
      whiteSpace: "normal",
      minWidth: 0,
      maxWidth: "none",
    },
    // An empty cell says nothing on a card.
    "& tbody td:empty": { display: "none" },
    // A small control (a checkbox, a tick) sits beside its column's name, several to a line.
    "& tbody td[data-inline]": { display: "inline-flex", width: "auto", flexDirection: "row-reverse", alignItems: "center", pr: 1 },
    "& tbody [data-label]::before": {
      content: "attr(data-label)",
      display: "block",
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
  },
});
